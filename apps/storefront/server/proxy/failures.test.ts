// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { DEMO_SHOP_IDENTITY } from '@vitrina/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadShopConfig } from '../env.js';
import { createShopApp } from '../shop-app.js';
import { startFakeStore, type FakeStore } from '../../test/support/fake-store.js';
import { rawRequest } from '../../test/support/raw-request.js';
import {
  startShopHarness,
  TEST_KEY,
  TEST_SECRET,
  type ShopHarness,
} from '../../test/support/shop-harness.js';
import { standInRenderer } from '../../test/support/stand-in-page.js';
import { createStoreFetch, type StoreFetch } from './store-upstream.js';

/** A bug of our own on the way to the store: what `undefined.x` throws. */
const ownBug = (): never => {
  throw new TypeError("Cannot read properties of undefined (reading 'id')");
};

/**
 * The real shop app over HTTP, with a store fetch that breaks on `wc/v3/products/13` the way a
 * bug in our code would, and reaches the store for everything else.
 */
async function startShopWithBug(store: FakeStore) {
  const config = loadShopConfig({
    PORT: '0',
    STORE_URL: store.url,
    WC_CONSUMER_KEY: TEST_KEY,
    WC_CONSUMER_SECRET: TEST_SECRET,
  });
  const reachStore = createStoreFetch(config);
  const storeFetch: StoreFetch = (call) =>
    call.route === 'wc/v3/products/13' ? Promise.resolve().then(ownBug) : reachStore(call);
  const app = createShopApp({
    config,
    storeFetch,
    identity: { current: () => Promise.resolve(DEMO_SHOP_IDENTITY) },
    renderPage: standInRenderer(),
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let h: ShopHarness;
let store: FakeStore;
let buggy: Awaited<ReturnType<typeof startShopWithBug>>;
beforeAll(async () => {
  h = await startShopHarness({
    handler: (call) =>
      call.path === '/wp-json/wc/v3/products/14'
        ? { raw: '{"id": 14, "name": "Nevera", "sta' }
        : undefined,
  });
  store = await startFakeStore();
  buggy = await startShopWithBug(store);
});
afterAll(async () => {
  await buggy.close();
  await store.close();
  await h.close();
});
afterEach(() => {
  h.store.calls.length = 0;
});

describe('L1: a fault of our own is a 500, only the store failing is a 502', () => {
  it('a TypeError in our code → 500 in Spanish, logged with its stack', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await rawRequest(buggy.url, '/wp-json/wc/v3/products/13');
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body)).toEqual({
      code: 'vitrina_internal_error',
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
      data: { status: 500 },
    });
    expect(response.body).not.toContain('TypeError');
    const logged = errors.mock.calls.flat().find((value) => value instanceof TypeError);
    expect(logged).toBeInstanceOf(TypeError);
    expect((logged as TypeError).stack).toContain('ownBug');
    // The same shop still reaches the store for everything else.
    expect((await rawRequest(buggy.url, '/wp-json/wc/v3/products/categories')).status).toBe(200);
  });

  it('an unreachable store → 502, not logged as a fault', async () => {
    const down = await startShopHarness({ env: { STORE_URL: 'http://127.0.0.1:9' } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await rawRequest(down.shop.url, '/wp-json/wc/v3/products/13');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'vitrina_store_unavailable' });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      await down.close();
    }
  });

  it('a store answering 200 with broken JSON → 502', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await rawRequest(h.shop.url, '/wp-json/wc/v3/products/14');
    expect(response.status).toBe(502);
    expect(response.body).not.toContain('Nevera');
  });
});

describe('F7, F8: a JSON body the shop does not read', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const TOO_DEEP = 'La solicitud tiene demasiados niveles anidados.';

  // The same words as the shop's own endpoints (server/request-json.ts), in the store's shape.
  const DEEP = 'a body nested 4,000 levels';
  it.each([
    [
      'F8',
      '/wp-json/cocart/v2/cart/add-item',
      DEEP,
      `{"id":"8","quantity":"1","item_data":${nested(4000)}}`,
      TOO_DEEP,
    ],
    [
      'F8',
      '/wp-json/cocart/v2/cart/add-item',
      'a bare array nested 4,000 levels',
      nested(4000),
      TOO_DEEP,
    ],
    ['F8', '/wp-json/api/v1/login', DEEP, `{"email":${nested(4000)}}`, TOO_DEEP],
    [
      'F7',
      '/wp-json/cocart/v2/cart/add-item',
      'a body that is not JSON',
      '{"id":"8",',
      'La solicitud no es un JSON válido.',
    ],
  ])(
    '%s: %s with %s → 400 in Spanish, store untouched',
    async (_id, target, _what, body, message) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(body.length).toBeLessThan(9000);
      const response = await rawRequest(h.shop.url, target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({
        code: 'rest_invalid_param',
        message,
        data: { status: 400 },
      });
      expect(h.store.calls).toHaveLength(0);
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('an ordinary cart body still passes, prices stripped', async () => {
    const response = await rawRequest(h.shop.url, '/wp-json/cocart/v2/cart/add-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: '8', quantity: '1', item_data: { a: { b: { price: '1' } } } }),
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(h.store.calls[0]?.body ?? '')).toEqual({
      id: '8',
      quantity: '1',
      item_data: { a: { b: {} } },
    });
  });
});
