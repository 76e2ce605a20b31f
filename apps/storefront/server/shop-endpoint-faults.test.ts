// @vitest-environment node
import { newGuestCartKey } from '@vitrina/core';
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
import { startCheckoutShop } from '../test/support/checkout-shop.js';
import {
  callShopEndpoint,
  ENDPOINT_CHECKOUT_BODY,
  SHOP_ENDPOINTS,
  type ShopEndpointCall,
} from '../test/support/shop-endpoints.js';
import { startStoreRelay, type StoreFault, type StoreRelay } from '../test/support/store-relay.js';
import type * as ShopStore from './endpoints/shop-store.js';
import type { RunningShop } from './start-server.js';

// A bug of ours, thrown where every shop endpoint reaches the store: inside each handler.
const bug = vi.hoisted(() => ({ on: false }));
vi.mock('./endpoints/shop-store.js', async (original) => {
  const module = await original<typeof ShopStore>();
  const buggy = () => {
    if (bug.on) throw new TypeError("Cannot read properties of undefined (reading 'id')");
  };
  return {
    ...module,
    shopStoreHttp: (...args: Parameters<typeof module.shopStoreHttp>) => {
      buggy();
      return module.shopStoreHttp(...args);
    },
    keyedStore: (...args: Parameters<typeof module.keyedStore>) => {
      const storeFor = module.keyedStore(...args);
      return (forwardedFor?: string) => {
        buggy();
        return storeFor(forwardedFor);
      };
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

const shopperFor = (endpoint: ShopEndpointCall) => (endpoint.customer ? bearer() : guest());

async function answerOf(endpoint: ShopEndpointCall) {
  const { status, body } = await callShopEndpoint(shop.url, endpoint, shopperFor(endpoint));
  return { status, body: ShopRefusalSchema.parse(body) };
}

// The search answers from its index, read before any fault below (its own case is last).
const named = Object.entries(SHOP_ENDPOINTS).filter(([, endpoint]) => endpoint.fromIndex !== true);
const ENDPOINTS = named.map(([, endpoint]) => endpoint);
// The reviews' list reads through the catalogue's client, which the bug above is not put in.
const withTheBug = named.filter(([route]) => route !== 'GET /api/resenas');

describe('#27: a bug of ours inside a shop endpoint', () => {
  it.each(withTheBug)('%s answers 500 with an id the shopper can quote', async (_, endpoint) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bug.on = true;
    try {
      const { status, body } = await answerOf(endpoint);
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
        ...ENDPOINT_CHECKOUT_BODY,
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

  it('R21: a store that limits the shop (a 429 before it sees the call) is 429 rate_limited with its wait, in Spanish, at every endpoint; the checkout is told to wait', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fault = '429-before-commit';
    try {
      const answers = await Promise.all(
        ENDPOINTS.map((endpoint) => callShopEndpoint(shop.url, endpoint, shopperFor(endpoint))),
      );
      for (const [index, answer] of answers.entries()) {
        const refusal = ShopRefusalSchema.parse(answer.body);
        expect([
          named[index]?.[0],
          answer.status,
          refusal.code,
          answer.headers.get('retry-after'),
        ]).toEqual([named[index]?.[0], 429, 'rate_limited', '1']);
        expect(refusal.message).toBe(
          'La tienda está atendiendo a muchas personas a la vez. Espera 1 s e inténtalo de nuevo.',
        );
      }
      const api = checkoutApi(() => ({ token: null, cartKey }));
      const draft = CheckoutDraftSchema.parse({
        ...ENDPOINT_CHECKOUT_BODY,
        shipping_address: { method_id: 'flat_rate:1' },
      });
      const { sent, outcome: placed } = await fromTheBrowser(() =>
        api.place(draft, crypto.randomUUID(), 100_000),
      );
      expect(placed).toMatchObject({ ok: false, failure: { kind: 'rate_limited' } });
      expect(sent).toEqual(['/api/pedidos']);
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

  it('R20: the search answers from its index while the store is down, as before', async () => {
    const search = SHOP_ENDPOINTS['GET /api/buscar'];
    if (search === undefined) throw new Error('the search is not in the table');
    const before = await callShopEndpoint(shop.url, search, guest());
    expect(before.status).toBe(200);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fault = '502-before-commit';
    try {
      const during = await callShopEndpoint(shop.url, search, guest());
      expect(during).toMatchObject({ status: 200, body: before.body });
    } finally {
      fault = undefined;
      warn.mockRestore();
    }
  });
});
