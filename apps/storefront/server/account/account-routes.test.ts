// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { DEMO_CUSTOMER_CREDENTIALS } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startShopStack, type ShopStack } from '../../test/support/shop-stack.js';
import { standInRenderer } from '../../test/support/stand-in-page.js';
import { storeCaller } from '../../test/support/store-order.js';
import {
  AccountOrderDetailSchema,
  AccountOrdersSchema,
  CustomerSchema,
} from '../../src/lib/shop-api/account.js';

let stack: ShopStack;
let ana: { token: string; id: number };
let carlos: { token: string; id: number };

async function call(path: string, token: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token !== null) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${stack.shop.url}${path}`, { ...init, headers });
}

async function signIn(index: number) {
  const response = await call('/wp-json/api/v1/login', null, {
    method: 'POST',
    body: JSON.stringify(DEMO_CUSTOMER_CREDENTIALS[index]),
  });
  const token = z.object({ results: z.object({ token: z.string() }) }).parse(await response.json())
    .results.token;
  const account = CustomerSchema.parse(await (await call('/api/cuenta', token)).json());
  return { token, id: account.id };
}

beforeAll(async () => {
  stack = await startShopStack({ renderPage: standInRenderer() });
  ana = await signIn(0);
  carlos = await signIn(1);
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

describe('/api/cuenta', () => {
  it('E1: answers the token owner only, in the shop’s own no-store JSON', async () => {
    const response = await call('/api/cuenta', ana.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(CustomerSchema.parse(await response.json()).email).toBe(
      DEMO_CUSTOMER_CREDENTIALS[0]?.email,
    );
    expect(ana.id).not.toBe(carlos.id);
  });

  it('R11: no token is 401; a dead token is 401 jwt_auth_invalid_token in Spanish', async () => {
    expect((await call('/api/cuenta', null)).status).toBe(401);
    const dead = await call('/api/cuenta', 'eyJ.eyJ.x');
    expect(dead.status).toBe(401);
    expect(await dead.json()).toMatchObject({
      code: 'jwt_auth_invalid_token',
      message: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    });
  });

  describe('B6: what ends a session through the shop refuses every token of the customer at once', () => {
    const PASSWORD = 'Mangos-y-Cocos-2026';
    const post = (path: string, token: string | null, body?: unknown) =>
      call(`/wp-json/api/v1/${path}`, token, {
        method: 'POST',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const tokenOf = async (response: Response) =>
      z.object({ results: z.object({ token: z.string() }) }).parse(await response.json()).results
        .token;

    /** A new customer signed in on two devices, both tokens remembered by the shop. */
    async function twoDevices() {
      const email = `b6.${String(Date.now())}.${String(Math.random()).slice(2, 8)}@example.com`;
      const phone = await tokenOf(
        await post('users', null, {
          email,
          password: PASSWORD,
          first_name: 'Luis',
          last_name: 'Mena',
        }),
      );
      const laptop = await tokenOf(await post('login', null, { email, password: PASSWORD }));
      for (const token of [phone, laptop]) {
        expect((await call('/api/cuenta', token)).status).toBe(200);
      }
      return { email, phone, laptop };
    }

    async function refused(...tokens: string[]) {
      return Promise.all(tokens.map(async (token) => (await call('/api/cuenta', token)).status));
    }

    it('B6: a logout on one device', async () => {
      const { phone, laptop } = await twoDevices();
      expect((await post('logout', laptop)).status).toBe(200);
      expect(await refused(phone, laptop)).toEqual([401, 401]);
      // Another customer is not touched.
      expect((await call('/api/cuenta', carlos.token)).status).toBe(200);
    });

    it('B6: a password change on one device', async () => {
      const { phone, laptop } = await twoDevices();
      const changed = await post('change-password', laptop, {
        current_password: PASSWORD,
        password: 'Nueva-Clave-Segura-9',
      });
      expect(changed.status).toBe(200);
      expect(await refused(phone, laptop)).toEqual([401, 401]);
    });

    it('B6: a new password set with the mailed link', async () => {
      const { email, phone, laptop } = await twoDevices();
      expect((await post('reset-password', null, { email: email.toUpperCase() })).status).toBe(200);
      const mail = (await readFile(stack.store.outboxPath, 'utf8'))
        .trim()
        .split('\n')
        .map((line) =>
          z.object({ to: z.string(), links: z.array(z.string()) }).parse(JSON.parse(line)),
        )
        .findLast((entry) => entry.to === email);
      const link = new URL(mail?.links[0] ?? 'http://x/');
      const reset = await post(
        `reset-password-token?email=${encodeURIComponent(email.toUpperCase())}&token=${link.searchParams.get('token') ?? ''}`,
        null,
        { password: 'Nueva-Clave-Segura-9' },
      );
      expect(reset.status).toBe(200);
      expect(await refused(phone, laptop)).toEqual([401, 401]);
    });
  });

  it('E4: changes the phone and the billing address; unknown fields and other ids are ignored', async () => {
    const before = CustomerSchema.parse(await (await call('/api/cuenta', carlos.token)).json());
    const response = await call('/api/cuenta', ana.token, {
      method: 'PATCH',
      body: JSON.stringify({
        phone: '829-555-0199',
        billing: {
          first_name: 'Ana',
          last_name: 'Pérez',
          address_1: 'Calle El Conde 10',
          address_2: 'Zona Colonial',
          city: 'Santo Domingo',
          state: 'DO-01',
          reference: 'Frente al parque Colón',
        },
        id: carlos.id,
        customer_id: carlos.id,
        email: 'otra@example.do',
        role: 'administrator',
        meta_data: [{ key: 'wp_capabilities', value: 'administrator' }],
      }),
    });
    expect(response.status).toBe(200);
    const after = CustomerSchema.parse(await (await call('/api/cuenta', ana.token)).json());
    expect(after).toMatchObject({
      id: ana.id,
      email: DEMO_CUSTOMER_CREDENTIALS[0]?.email,
      meta: { phone: '+18295550199', billing_reference: 'Frente al parque Colón' },
      billing: { address_1: 'Calle El Conde 10', address_2: 'Zona Colonial' },
    });
    expect(CustomerSchema.parse(await (await call('/api/cuenta', carlos.token)).json())).toEqual(
      before,
    );
  });

  it('F3: a bad phone is 400 with core’s Spanish message and changes nothing', async () => {
    const before: unknown = await (await call('/api/cuenta', ana.token)).json();
    const response = await call('/api/cuenta', ana.token, {
      method: 'PATCH',
      body: JSON.stringify({ phone: '555' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_account',
      message: 'Escribe un teléfono de 10 dígitos que empiece por 809, 829 u 849.',
    });
    expect(await (await call('/api/cuenta', ana.token)).json()).toEqual(before);
  });

  it('E2: lists only the token owner’s orders; another customer’s order is 404 like an unknown one', async () => {
    const mine = AccountOrdersSchema.parse(
      await (await call('/api/cuenta/pedidos', ana.token)).json(),
    );
    const theirs = AccountOrdersSchema.parse(
      await (await call('/api/cuenta/pedidos', carlos.token)).json(),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    const [own] = mine;
    const [other] = theirs;
    if (own === undefined || other === undefined) throw new Error('demo orders missing');
    expect(mine.map((order) => order.id)).not.toContain(other.id);

    expect((await call(`/api/cuenta/pedidos/${String(own.id)}`, ana.token)).status).toBe(200);
    const refused = await call(`/api/cuenta/pedidos/${String(other.id)}`, ana.token);
    const unknown = await call('/api/cuenta/pedidos/999999', ana.token);
    expect(refused.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await refused.json()).toEqual(await unknown.json());
  });

  it('names a variation’s line by its product, with its options apart (issue 29)', async () => {
    const keys = `consumer_key=${stack.store.writeConsumerKey}&consumer_secret=${stack.store.writeConsumerSecret}`;
    const created = await storeCaller(stack.store.baseUrl)('POST', `wc/v3/orders?${keys}`, {
      customer_id: ana.id,
      payment_method: 'bacs',
      billing: {
        first_name: 'Ana',
        last_name: 'Pérez',
        address_1: 'Calle El Sol 12',
        city: 'Santo Domingo',
        state: 'DO-01',
        country: 'DO',
        email: 'ana.perez@vitrina.do',
        phone: '809-555-1234',
      },
      // The 55" television, a variation of the seeded TV in three sizes.
      line_items: [{ product_id: 50012, quantity: 1 }],
      shipping_lines: [{ method_id: 'flat_rate' }],
    });
    const body: unknown = await created.json();
    if (created.status !== 201) throw new Error(JSON.stringify(body));
    const { id } = z.object({ id: z.number() }).parse(body);
    const detail = AccountOrderDetailSchema.parse(
      await (await call(`/api/cuenta/pedidos/${String(id)}`, ana.token)).json(),
    );
    expect(detail.lines).toEqual([
      {
        product_id: 5001,
        name: 'Televisor Samsung Crystal UHD Smart TV',
        options: [{ label: 'Tamaño de pantalla', value: '55"' }],
        quantity: 1,
        unit_price: 3_490_000,
        subtotal: 3_490_000,
        total: 3_490_000,
      },
    ]);
  });
});
