// @vitest-environment node
import { addDays, newGuestCartKey, shopDate } from '@vitrina/core';
import {
  DEMO_CUSTOMER_CREDENTIALS,
  startTestStore,
  type TestStore,
} from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutApi } from '../src/features/checkout/checkout-api.js';
import { CheckoutDraftSchema } from '../src/features/checkout/checkout-steps.js';
import { accountApi } from '../src/lib/account-api.js';
import { ShopRefusalSchema } from '../src/lib/shop-api/refusal.js';
import { ShopFault, StoreDown } from '../src/lib/shop-api/shop-errors.js';
import { guestCheckoutBody } from '../test/support/checkout-body.js';
import { startCheckoutShop } from '../test/support/checkout-shop.js';
import { startStoreRelay, type StoreFault, type StoreRelay } from '../test/support/store-relay.js';
import type * as ShopStore from './checkout/shop-store.js';
import type { RunningShop } from './start-server.js';

// A bug of ours, thrown where every shop endpoint reaches the store: inside each handler.
const bug = vi.hoisted(() => ({ on: false }));
vi.mock('./checkout/shop-store.js', async (original) => {
  const module = await original<typeof ShopStore>();
  return {
    ...module,
    shopStoreHttp: (...args: Parameters<typeof module.shopStoreHttp>) => {
      if (bug.on) throw new TypeError("Cannot read properties of undefined (reading 'id')");
      return module.shopStoreHttp(...args);
    },
  };
});

let store: TestStore;
let relay: StoreRelay;
let shop: RunningShop;
let fault: StoreFault | undefined;
let token: string;
const cartKey = newGuestCartKey();

beforeAll(async () => {
  store = await startTestStore();
  relay = await startStoreRelay(store.baseUrl, () => Promise.resolve(fault));
  shop = await startCheckoutShop(store, relay.url);
  const login = await fetch(`${store.baseUrl}/wp-json/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER_CREDENTIALS[0]),
  });
  token = ((await login.json()) as { results: { token: string } }).results.token;
  // The token is verified once here and kept by the shop for 30 s, so every case below reaches
  // the handler's own store calls.
  expect((await fetch(`${shop.url}/api/cuenta`, { headers: bearer() })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await shop.close();
  await relay.close();
  await store.stop();
});

const bearer = (): Record<string, string> => ({ authorization: `Bearer ${token}` });
const guest = (): Record<string, string> => ({ 'cocart-api-cart-key': cartKey });

const checkoutBody = guestCheckoutBody({
  shipping_method: { method_id: 'flat_rate', instance_id: 1 },
  date: addDays(shopDate(Date.now()), 2),
});

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  headers: () => Record<string, string>;
  body?: unknown;
}

/** Every endpoint of `/api/pedidos` and `/api/cuenta`, each called as the browser calls it. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/pedidos/envio?provincia=DO-32', headers: guest },
  { method: 'GET', path: '/api/pedidos/horarios?provincia=DO-32', headers: guest },
  { method: 'GET', path: '/api/pedidos/pagos', headers: guest },
  { method: 'POST', path: '/api/pedidos/cupon', headers: guest, body: { code: 'ahorra2000' } },
  { method: 'POST', path: '/api/pedidos/cupones', headers: guest, body: { coupons: ['ahorra'] } },
  { method: 'POST', path: '/api/pedidos/resumen', headers: guest, body: checkoutBody },
  {
    method: 'POST',
    path: '/api/pedidos',
    headers: () => ({ ...guest(), 'idempotency-key': crypto.randomUUID() }),
    body: { ...checkoutBody, expected_total: 100_000 },
  },
  { method: 'GET', path: '/api/pedidos/1/factura?clave=wc_order_x', headers: guest },
  {
    method: 'POST',
    path: '/api/pedidos/1/pago?clave=wc_order_x',
    headers: guest,
    body: { payment_method: 'cod' },
  },
  { method: 'GET', path: '/api/pedidos/1?clave=wc_order_x', headers: guest },
  {
    method: 'POST',
    path: '/api/pedidos/rastreo',
    headers: guest,
    body: { number: '1', email: 'ana@correo.do' },
  },
  { method: 'GET', path: '/api/cuenta', headers: bearer },
  { method: 'PATCH', path: '/api/cuenta', headers: bearer, body: { first_name: 'Ana' } },
  { method: 'GET', path: '/api/cuenta/pedidos', headers: bearer },
  { method: 'GET', path: '/api/cuenta/pedidos/1', headers: bearer },
  {
    method: 'POST',
    path: '/api/resenas',
    headers: bearer,
    body: { product_id: 1, rating: 5, review: 'Muy buen producto, lo recomiendo.' },
  },
  { method: 'GET', path: '/api/cuenta/deseos', headers: bearer },
  { method: 'PUT', path: '/api/cuenta/deseos', headers: bearer, body: { product_ids: [1] } },
];

async function answerOf({ method, path, headers, body }: Endpoint) {
  const response = await fetch(`${shop.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...headers(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: ShopRefusalSchema.parse(await response.json()) };
}

const named = ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]);

describe('#27: a bug of ours inside a shop endpoint', () => {
  it.each(named)('%s answers 500 with an id the shopper can quote', async (_, endpoint) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bug.on = true;
    try {
      const { status, body } = await answerOf(endpoint as Endpoint);
      expect(status).toBe(500);
      expect(body.code).toBe('internal_error');
      const id = body.data.request_id ?? '';
      expect(id).toMatch(/^[0-9a-f]{8}$/);
      expect(body.message).toContain(`indícanos el código ${id}`);
      // The log holds the same id beside the bug itself.
      expect(log.mock.calls.some((call) => String(call[0]).includes(id))).toBe(true);
    } finally {
      bug.on = false;
      log.mockRestore();
    }
  });

  it('reaches the checkout as a fault with its id, asked once: no retry of a bug', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bug.on = true;
    try {
      const api = checkoutApi(() => ({ token: null, cartKey }));
      const draft = CheckoutDraftSchema.parse({
        ...checkoutBody,
        shipping_address: { method_id: 'flat_rate:1' },
      });
      const { sent, outcome: placed } = await fromTheBrowser(() =>
        api.place(draft, crypto.randomUUID(), 100_000),
      );
      expect(placed).toMatchObject({ ok: false, failure: { kind: 'fault' } });
      expect(placed.ok ? '' : placed.failure.message).toMatch(
        /^Algo falló de nuestro lado\. Inténtalo de nuevo; si se repite, indícanos el código [0-9a-f]{8}\.$/,
      );
      expect(sent).toEqual(['/api/pedidos']);
      // A read meets the same bug again: it is not sent twice either.
      const read = await fromTheBrowser(() =>
        accountApi.read(token).catch((error: unknown) => error),
      );
      expect(read.outcome).toBeInstanceOf(ShopFault);
      expect(read.sent).toEqual(['/api/cuenta']);
    } finally {
      bug.on = false;
      log.mockRestore();
    }
  });
});

/** Runs `act` with the browser's fetch on the shop's origin; answers what it sent and got. */
async function fromTheBrowser<T>(act: () => Promise<T>) {
  const sent: string[] = [];
  const browserFetch = globalThis.fetch;
  // The shop server runs in this process too: its own calls to the store pass untouched.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input !== 'string' || !input.startsWith('/api/')) return browserFetch(input, init);
    sent.push(input);
    return browserFetch(new URL(input, shop.url), init);
  });
  try {
    return { sent, outcome: await act() };
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('#27: the store behind a shop endpoint fails', () => {
  it('R20: a store behind a gateway’s 502 page is 502 store_unavailable, in Spanish, at every endpoint', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fault = '502-before-commit';
    try {
      const answers = await Promise.all(ENDPOINTS.map(answerOf));
      for (const [index, answer] of answers.entries()) {
        expect([named[index]?.[0], answer.status, answer.body.code]).toEqual([
          named[index]?.[0],
          502,
          'store_unavailable',
        ]);
      }
      // The browser sends a read again twice, safe as it is, then says the store is out of reach.
      const read = await fromTheBrowser(() =>
        accountApi.read(token).catch((error: unknown) => error),
      );
      expect(read.outcome).toBeInstanceOf(StoreDown);
      expect((read.outcome as StoreDown).message).toBe(
        'No pudimos conectar con la tienda. Inténtalo de nuevo en unos segundos.',
      );
      expect(read.sent).toEqual(['/api/cuenta', '/api/cuenta', '/api/cuenta']);
    } finally {
      fault = undefined;
      warn.mockRestore();
    }
  });

  it('R7: a store that never answers is 504 store_timeout at every endpoint, within the 15 s wait', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fault = 'hold';
    try {
      const answers = await Promise.all(ENDPOINTS.map(answerOf));
      for (const [index, answer] of answers.entries()) {
        expect([named[index]?.[0], answer.status, answer.body.code]).toEqual([
          named[index]?.[0],
          504,
          'store_timeout',
        ]);
      }
    } finally {
      fault = undefined;
      warn.mockRestore();
    }
  }, 40_000);
});
