// @vitest-environment node
import { newGuestCartKey } from '@vitrina/core';
import {
  DEMO_CUSTOMER_CREDENTIALS,
  startTestStore,
  type TestStore,
} from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import { customerToken } from '../../test/support/shop-purchase.js';
import { SHOP_ENDPOINTS, type ShopEndpointCall } from '../../test/support/shop-endpoints.js';
import type { RunningShop } from '../start-server.js';

// F7 (#39): every shop endpoint that takes a body reads it the one way (`readJsonBody`): a body
// that does not fit is a 400 in WordPress's error shape with the endpoint's code, the first
// issue's Spanish message and each field's first message, and nothing is written.

let store: TestStore;
let shop: RunningShop;
let token: string;
const cartKey = newGuestCartKey();

beforeAll(async () => {
  store = await startTestStore();
  shop = await startCheckoutShop(store);
  const [customer] = DEMO_CUSTOMER_CREDENTIALS;
  if (customer === undefined) throw new Error('no demo customer');
  token = await customerToken(store.baseUrl, customer);
}, 60_000);
afterAll(async () => {
  await shop.close();
  await store.stop();
});

/** Each endpoint that reads a body, with the code its refusal of a bad one carries. */
const CODES: Readonly<Record<string, string>> = {
  'POST /api/pedidos/cupon': 'coupon_refused',
  'POST /api/pedidos/cupones': 'coupon_refused',
  'POST /api/pedidos/resumen': 'invalid_checkout',
  'POST /api/pedidos': 'invalid_checkout',
  'POST /api/pedidos/:id{[0-9]{1,10}}/pago': 'payment_method_invalid',
  'POST /api/pedidos/:id{[0-9]{1,10}}/horario': 'invalid_delivery_date',
  'POST /api/pedidos/rastreo': 'tracking_invalid',
  'PATCH /api/cuenta': 'invalid_account',
  'PUT /api/cuenta/deseos': 'invalid_wishlist',
  'POST /api/resenas': 'invalid_review',
};

const WITH_BODY = Object.entries(SHOP_ENDPOINTS).filter(([, call]) => call.body !== undefined);

const ENGLISH = /\b(invalid|expected|received|required|must)\b/i;

/** The endpoint's valid body with every field's value of a kind no field takes. */
function badBody(call: ShopEndpointCall): Record<string, unknown> {
  return Object.fromEntries(Object.keys(call.body as object).map((key) => [key, [[]]]));
}

async function send(call: ShopEndpointCall, body: string, type = 'application/json') {
  const response = await fetch(`${shop.url}${call.path}`, {
    method: call.method,
    headers: {
      ...call.headers?.(),
      ...(call.customer
        ? { authorization: `Bearer ${token}` }
        : { 'cocart-api-cart-key': cartKey }),
      'content-type': type,
    },
    body,
  });
  return { status: response.status, refusal: ShopRefusalSchema.parse(await response.json()) };
}

/** What a bad body must not change: the store's orders, customers and reviews, Ana's account. */
async function state() {
  const key = `consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`;
  const total = async (resource: string) =>
    (await fetch(`${store.baseUrl}/wp-json/wc/v3/${resource}per_page=1&${key}`)).headers.get(
      'x-wp-total',
    );
  const own = async (path: string) =>
    (
      await fetch(`${shop.url}/api/cuenta${path}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as Promise<unknown>;
  return {
    orders: await total('orders?'),
    customers: await total('customers?'),
    reviews: await total('products/reviews?status=all&'),
    account: await own(''),
    wishlist: await own('/deseos'),
  };
}

describe('F7: a bad body at a shop endpoint', () => {
  it('the list names every endpoint that reads a body', () => {
    expect(WITH_BODY.map(([route]) => route).sort()).toEqual(Object.keys(CODES).sort());
  });

  it.each(WITH_BODY)(
    '%s: 400 with its code, the first issue’s Spanish message and each field’s first message; nothing written',
    async (route, call) => {
      const before = await state();
      const { status, refusal } = await send(call, JSON.stringify(badBody(call)));
      expect([route, status, refusal.code]).toEqual([route, 400, CODES[route]]);
      expect(refusal.data.status).toBe(400);
      const fields = refusal.data.fields ?? {};
      // Every field sent is named, at itself or inside it.
      for (const key of Object.keys(call.body as object)) {
        expect(
          Object.keys(fields).some((path) => path === key || path.startsWith(`${key}.`)),
          key,
        ).toBe(true);
      }
      // One rule: the message is the first issue's, which is also the first field's.
      expect(refusal.message).toBe(Object.values(fields)[0]);
      for (const message of [refusal.message, ...Object.values(fields)]) {
        expect(message).not.toMatch(ENGLISH);
      }
      expect(await state()).toEqual(before);
    },
  );

  it.each(WITH_BODY)(
    '%s: a body that is not JSON is 400 invalid_json in the same shape; nothing written',
    async (route, call) => {
      const before = await state();
      const { status, refusal } = await send(call, '{"first_name": ');
      expect([route, status, refusal.code]).toEqual([route, 400, 'invalid_json']);
      expect(refusal).toEqual({
        code: 'invalid_json',
        message: 'La solicitud no es un JSON válido.',
        data: { status: 400, fields: {} },
      });
      expect(await state()).toEqual(before);
    },
  );

  it.each(WITH_BODY)(
    'F8: %s: a body nested 4,000 levels deep is 400 invalid_json in the same words as the proxy; nothing written',
    async (route, call) => {
      const before = await state();
      const { status, refusal } = await send(call, `${'['.repeat(4000)}${']'.repeat(4000)}`);
      expect([route, status]).toEqual([route, 400]);
      expect(refusal).toEqual({
        code: 'invalid_json',
        message: 'La solicitud tiene demasiados niveles anidados.',
        data: { status: 400, fields: {} },
      });
      expect(await state()).toEqual(before);
    },
  );

  it.each(WITH_BODY)(
    '%s: a body sent as another type than JSON is 415 in the same shape',
    async (route, call) => {
      const { status, refusal } = await send(call, JSON.stringify(call.body), 'text/plain');
      expect([route, status]).toEqual([route, 415]);
      expect(refusal).toEqual({
        code: 'rest_unsupported_media_type',
        message: 'La solicitud debe enviarse como JSON.',
        data: { status: 415, fields: {} },
      });
    },
  );
});
