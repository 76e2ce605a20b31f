// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newGuestCartKey } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadShopConfig, type ShopConfig } from './env.js';
import { startShop, type RunningShop } from './start-server.js';
import {
  callShopEndpoint,
  SHOP_ENDPOINTS,
  shopApiRoutes,
  type ShopEndpointCall,
} from '../test/support/shop-endpoints.js';
import { standInRenderer } from '../test/support/stand-in-page.js';

// R7, #28 item 4 and #34: a store that sends its headers and then nothing more. Every call the
// shop server makes to it, the bearer's verification included, runs under one deadline for the
// whole answer: a signed-in shopper gets the same Spanish 502/504 as a guest, never a hang.

/** The proxy's doors that take the bearer to name the shopper's records (E1, E2). */
const PROXY_BEARER_CALLS: Record<string, ShopEndpointCall> = {
  'the proxy: the customer record': {
    method: 'GET',
    path: '/wp-json/wc/v3/customers/2',
    customer: true,
  },
  "the proxy: the customer's orders": {
    method: 'GET',
    path: '/wp-json/wc/v3/orders',
    customer: true,
  },
  'the proxy: one order': { method: 'GET', path: '/wp-json/wc/v3/orders/12', customer: true },
};

const BEARER = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6Mn0.c2lnbmF0dXJl' };

let stalled: Server;
let shop: RunningShop;
let config: ShopConfig;
beforeAll(async () => {
  stalled = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
    res.write('[{"id":');
  });
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  const { port } = stalled.address() as AddressInfo;
  config = loadShopConfig({
    PORT: '0',
    STORE_URL: `http://127.0.0.1:${String(port)}`,
    WC_CONSUMER_KEY: 'ck_stalled',
    WC_CONSUMER_SECRET: 'cs_stalled',
  });
  shop = await startShop(config, {
    distDir: '/nonexistent',
    renderPage: standInRenderer(),
    writeKey: { key: 'ck_write', secret: 'cs_write' },
  });
});
afterAll(async () => {
  await shop.close();
  stalled.closeAllConnections();
  await new Promise<void>((resolve) => stalled.close(() => resolve()));
});

/** Calls the shop, as a guest or signed in, and reads its answer. */
async function call(endpoint: ShopEndpointCall, signedIn: boolean) {
  const shopper = signedIn ? BEARER : { 'cocart-api-cart-key': newGuestCartKey() };
  const { status, body } = await callShopEndpoint(
    shop.url,
    endpoint,
    shopper,
    AbortSignal.timeout(25_000),
  );
  const { code, message } = body as { code?: string; message?: string };
  return { status, code, message };
}

describe('R7: a store that stalls after its headers', () => {
  it('the shared list of shop endpoints names every route of the shop API', () => {
    expect(shopApiRoutes(config)).toEqual(Object.keys(SHOP_ENDPOINTS).sort());
  });

  const calls = [
    ...Object.entries(SHOP_ENDPOINTS),
    ...Object.entries(PROXY_BEARER_CALLS).map(
      ([name, door]) => [`the proxy: ${name}`, door] as const,
    ),
  ];
  it.concurrent.each(calls)(
    '%s, signed in, ends in the Spanish 502/504 a guest gets, within the deadline',
    async (_name, endpoint) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const started = Date.now();
      const [signedIn, guest] = await Promise.all([call(endpoint, true), call(endpoint, false)]);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect([502, 504]).toContain(signedIn.status);
      expect(signedIn.message).toMatch(/tienda/);
      // The proxy's orders refuse a guest before asking anyone; the rest answer both alike.
      if (guest.status !== 401 && guest.status !== 403 && guest.status !== 404)
        expect(signedIn).toEqual(guest);
    },
    30_000,
  );
});
