// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, DEMO_SHOP_IDENTITY, newGuestCartKey, shopDate } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadShopConfig, type ShopConfig } from './env.js';
import { createStoreFetch } from './proxy/store-upstream.js';
import { createShopApp } from './shop-app.js';
import { startShop, type RunningShop } from './start-server.js';
import { guestCheckoutBody } from '../test/support/checkout-body.js';
import { standInRenderer } from '../test/support/stand-in-page.js';

// R7, #28 item 4 and #34: a store that sends its headers and then nothing more. Every call the
// shop server makes to it, the bearer's verification included, runs under one deadline for the
// whole answer: a signed-in shopper gets the same Spanish 502/504 as a guest, never a hang.

/** A request to a shop endpoint as the page sends it: a valid body, so the store is asked. */
interface EndpointCall {
  path: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const checkout = guestCheckoutBody({
  shipping_method: { method_id: 'local_pickup', instance_id: 1 },
  date: addDays(shopDate(Date.now()), 3),
});

/**
 * Every route of the shop's own API, by Hono's name for it, called as a signed-in shopper would
 * call it; the first test fails when a route is added without its line here.
 */
const SHOP_ENDPOINTS: Record<string, EndpointCall> = {
  'GET /api/cuenta': { path: '/api/cuenta' },
  'PATCH /api/cuenta': { path: '/api/cuenta', method: 'PATCH', body: { first_name: 'Ana' } },
  'GET /api/cuenta/pedidos': { path: '/api/cuenta/pedidos' },
  'GET /api/cuenta/pedidos/:id{[0-9]{1,10}}': { path: '/api/cuenta/pedidos/12' },
  'GET /api/cuenta/deseos': { path: '/api/cuenta/deseos' },
  'PUT /api/cuenta/deseos': {
    path: '/api/cuenta/deseos',
    method: 'PUT',
    body: { product_ids: [12] },
  },
  'GET /api/pedidos/envio': { path: '/api/pedidos/envio?provincia=DO-01' },
  'GET /api/pedidos/horarios': { path: '/api/pedidos/horarios?provincia=DO-01' },
  'GET /api/pedidos/pagos': { path: '/api/pedidos/pagos' },
  'POST /api/pedidos/cupon': {
    path: '/api/pedidos/cupon',
    method: 'POST',
    body: { code: 'VITRINA10', coupons: [] },
  },
  'POST /api/pedidos/cupones': {
    path: '/api/pedidos/cupones',
    method: 'POST',
    body: { coupons: ['VITRINA10'] },
  },
  'POST /api/pedidos/resumen': { path: '/api/pedidos/resumen', method: 'POST', body: checkout },
  'POST /api/pedidos': {
    path: '/api/pedidos',
    method: 'POST',
    body: { ...checkout, expected_total: 100 },
    headers: { 'idempotency-key': '4f1c2a9e-6b1d-4c8a-9f7e-2d3b5a6c7d8e' },
  },
  'GET /api/pedidos/:id{[0-9]{1,10}}/factura': { path: '/api/pedidos/12/factura?clave=wc_order_x' },
  'POST /api/pedidos/rastreo': {
    path: '/api/pedidos/rastreo',
    method: 'POST',
    body: { number: '12', email: 'ana.perez@vitrina.do' },
  },
  'POST /api/pedidos/:id{[0-9]{1,10}}/pago': {
    path: '/api/pedidos/12/pago?clave=wc_order_x',
    method: 'POST',
    body: { payment_method: 'cod' },
  },
  'GET /api/pedidos/:id{[0-9]{1,10}}': { path: '/api/pedidos/12?clave=wc_order_x' },
  'GET /api/resenas': { path: '/api/resenas?producto=12' },
  'POST /api/resenas': {
    path: '/api/resenas',
    method: 'POST',
    body: { product_id: 12, rating: 5, review: 'Llegó a tiempo y enfría muy bien la habitación.' },
  },
};

/** The proxy's doors that take the bearer to name the shopper's records (E1, E2). */
const PROXY_BEARER_CALLS: Record<string, EndpointCall> = {
  'the customer record': { path: '/wp-json/wc/v3/customers/2' },
  "the customer's orders": { path: '/wp-json/wc/v3/orders' },
  'one order': { path: '/wp-json/wc/v3/orders/12' },
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
async function call({ path, method = 'GET', body, headers = {} }: EndpointCall, signedIn: boolean) {
  const response = await fetch(`${shop.url}${path}`, {
    method,
    headers: {
      ...headers,
      ...(signedIn ? BEARER : { 'cocart-api-cart-key': newGuestCartKey() }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(25_000),
  });
  const answer = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, code: answer.code, message: answer.message };
}

describe('R7: a store that stalls after its headers', () => {
  it('the list below names every route of the shop API', () => {
    const app = createShopApp({
      config,
      storeFetch: createStoreFetch(config),
      identity: { current: () => Promise.resolve(DEMO_SHOP_IDENTITY) },
      renderPage: standInRenderer(),
    });
    const routes = app.routes
      .filter(
        (route) =>
          route.path.startsWith('/api/') && !route.path.endsWith('*') && route.method !== 'ALL',
      )
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(routes)].sort()).toEqual(Object.keys(SHOP_ENDPOINTS).sort());
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
