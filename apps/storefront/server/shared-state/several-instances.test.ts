// @vitest-environment node
import {
  DEMO_CUSTOMER_CREDENTIALS,
  startTestStore,
  type TestStore,
} from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WcOrderSchema } from '@vitrina/api-client/orders';
import { WcProductSchema } from '@vitrina/api-client/products';
import { z } from 'zod';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';
import { PlacedOrderSchema } from '../../src/lib/shop-api/checkout.js';
import { SearchAnswerSchema } from '../../src/lib/shop-api/search.js';
import { startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { deliverWebhook, startSeveralShops } from '../../test/support/several-shops.js';
import { ensureBuild } from '../../test/support/shop-stack.js';
import {
  startStoreRelay,
  type RelayedRequest,
  type StoreRelay,
} from '../../test/support/store-relay.js';
import { virtualShopper } from '../../test/support/virtual-shopper.js';
import type { RunningShop } from '../start-server.js';

// Three instances of the shop server on the production build, each with its own memory, in front
// of one embedded store and one real Redis (Debian's redis-server, started here): what one
// instance learns or counts, the others know at once (M1–M5).
let store: TestStore;
let redis: RedisServer;
let relay: StoreRelay;
let shops: RunningShop[];
/** What the relay before the store does with each request (a test holds an order there). */
let beforeStore: (request: RelayedRequest) => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  ensureBuild();
  store = await startTestStore({ env: { TRUST_PROXY: '1' } });
  redis = await startRedisServer();
  relay = await startStoreRelay(store.baseUrl, (request) => beforeStore(request));
  shops = await startSeveralShops({ store, redisUrl: redis.url, storeUrl: relay.url });
}, 120_000);
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()));
  await relay.close();
  await redis.stop();
  await store.stop();
});

const adminKey = () =>
  `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;

/** A coupon code looked up through `shop` by the shopper at `address`: its status. */
const lookUpCoupon = async (shop: RunningShop, code: string, address: string) =>
  (
    await fetch(`${shop.url}/wp-json/wc/v3/coupons?code=${code}`, {
      headers: { 'x-forwarded-for': address },
    })
  ).status;

let addresses = 0;
/** An address no other case used: its limits start at zero. */
const newAddress = () => `198.51.100.${String((addresses += 1))}`;

async function stockedProduct(name: string, stock: number): Promise<number> {
  const created = await fetch(`${store.baseUrl}/wp-json/wc/v3/products?${adminKey()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      // The embedded store keeps SKUs unique, an empty one too.
      sku: `M-${String(Date.now())}`,
      regular_price: '3500.00',
      manage_stock: true,
      stock_quantity: stock,
    }),
  });
  return z.object({ id: z.number() }).parse(await created.json()).id;
}

describe('several instances, one truth', () => {
  it('M2: the 21st unknown coupon code is refused whichever instance takes it', async () => {
    const address = newAddress();
    for (let guess = 0; guess < 20; guess += 1) {
      const shop = shops[guess % shops.length] as RunningShop;
      expect(await lookUpCoupon(shop, `adivina${String(guess)}`, address)).toBe(200);
    }
    // One instance counted 7 of them: alone it would let the shopper guess 13 more.
    for (const shop of shops) expect(await lookUpCoupon(shop, 'vitrina10', address)).toBe(429);
    // Another shopper is not touched.
    expect(await lookUpCoupon(shops[0] as RunningShop, 'vitrina10', newAddress())).toBe(200);
  });

  it('M3: two tabs confirming one cart on two instances make one order; the other tab gets a 409', async () => {
    const productId = await stockedProduct('Nevera de dos pestañas', 50);
    const shopper = virtualShopper({
      shopUrl: (shops[0] as RunningShop).url,
      address: newAddress(),
      random: Math.random,
    });
    const cartKey = await shopper.addToCart(productId);
    const { body } = await shopper.review(cartKey, 'dos.instancias@example.do');
    let secondAnswered = () => undefined as void;
    const second = new Promise<void>((resolve) => {
      secondAnswered = resolve;
    });
    // The first tab's order is held at the store until the second tab has its answer (or 3 s).
    beforeStore = async (request) => {
      if (request.method === 'POST' && request.target.startsWith('/wp-json/wc/v3/orders?')) {
        await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      }
    };
    const tab = (shop: RunningShop, key: string) =>
      fetch(`${shop.url}/api/pedidos`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cocart-api-cart-key': cartKey,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    const firstTab = tab(shops[0] as RunningShop, `tab-uno-${String(Date.now())}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const secondTab = await tab(shops[1] as RunningShop, `tab-dos-${String(Date.now())}`);
    secondAnswered();
    const firstAnswer = await firstTab;
    beforeStore = () => Promise.resolve();
    expect(firstAnswer.status).toBe(201);
    expect(secondTab.status).toBe(409);
    expect(ShopRefusalSchema.parse(await secondTab.json())).toMatchObject({
      code: 'order_in_progress',
    });
    const placed = PlacedOrderSchema.parse(await firstAnswer.json());
    const orders = z
      .array(WcOrderSchema)
      .parse(
        await (
          await fetch(`${store.baseUrl}/wp-json/wc/v3/orders?per_page=100&${adminKey()}`)
        ).json(),
      )
      .filter((order) => order.billing.email === 'dos.instancias@example.do');
    expect(orders.map((order) => order.id)).toEqual([placed.order_id]);
  });

  it('M3: the cart read on another instance right after an order shows none of its lines', async () => {
    const productId = await stockedProduct('Lavadora que sale del carrito', 50);
    const shopper = virtualShopper({
      shopUrl: (shops[0] as RunningShop).url,
      address: newAddress(),
      random: Math.random,
    });
    const cartKey = await shopper.addToCart(productId);
    const { body } = await shopper.review(cartKey, 'carrito.vacio@example.do');
    // The order's lines leave its cart slowly: the store takes the cart's changes after 1.5 s.
    let ordered = false;
    beforeStore = async (request) => {
      if (request.method === 'POST' && request.target.startsWith('/wp-json/wc/v3/orders?')) {
        ordered = true;
      } else if (ordered && request.method !== 'GET' && request.target.includes('/cocart/')) {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
    };
    const placed = await fetch(`${(shops[0] as RunningShop).url}/api/pedidos`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cocart-api-cart-key': cartKey,
        'idempotency-key': `sale-del-carrito-${String(Date.now())}`,
      },
      body: JSON.stringify(body),
    });
    expect(placed.status).toBe(201);
    const cart = await fetch(
      `${(shops[1] as RunningShop).url}/wp-json/cocart/v2/cart?cart_key=${cartKey}`,
    );
    beforeStore = () => Promise.resolve();
    const { items } = z
      .object({ items: z.array(z.object({ id: z.number() })) })
      .parse(await cart.json());
    expect(items.map((item) => item.id)).not.toContain(productId);
  });

  it('M4: a logout on one instance refuses the token on the others at once', async () => {
    const credentials = DEMO_CUSTOMER_CREDENTIALS[1];
    const login = await fetch(`${(shops[0] as RunningShop).url}/wp-json/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const { token } = z
      .object({ results: z.object({ token: z.string() }) })
      .parse(await login.json()).results;
    const account = (shop: RunningShop) =>
      fetch(`${shop.url}/api/cuenta`, { headers: { authorization: `Bearer ${token}` } });
    // Every instance has seen the token and trusts it.
    for (const shop of shops) expect((await account(shop)).status).toBe(200);
    const logout = await fetch(`${(shops[0] as RunningShop).url}/wp-json/api/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect(await Promise.all(shops.map(async (shop) => (await account(shop)).status))).toEqual([
      401, 401, 401,
    ]);
  });

  it('M1: a webhook replayed to another instance is acted on once', async () => {
    const [product] = z
      .array(z.object({ id: z.number() }).loose())
      .parse(
        await (
          await fetch(`${store.baseUrl}/wp-json/wc/v3/products?per_page=1&${adminKey()}`)
        ).json(),
      );
    const body = JSON.stringify(product);
    const delivery = `entrega-${String(Date.now())}`;
    const first = await deliverWebhook(shops[0] as RunningShop, body, delivery);
    expect(await first.json()).not.toHaveProperty('replayed');
    for (const shop of shops.slice(1)) {
      expect(await (await deliverWebhook(shop, body, delivery)).json()).toEqual({
        outdated: 0,
        replayed: true,
      });
    }
  });

  it('M1: a price changed at the store shows on every instance within 1 s of one webhook', async () => {
    const [product] = z
      .array(WcProductSchema)
      .parse(
        await (
          await fetch(`${(shops[0] as RunningShop).url}/wp-json/wc/v3/products?per_page=1&offset=3`)
        ).json(),
      );
    if (product === undefined) throw new Error('no product in the demo store');
    const pageOn = async (shop: RunningShop) =>
      (await fetch(`${shop.url}/producto/${product.slug}`)).text();
    // Every instance renders the page and keeps it.
    for (const shop of shops) expect(await pageOn(shop)).not.toContain('(precio de feria)');
    const changed = await fetch(
      `${store.baseUrl}/wp-json/wc/v3/products/${String(product.id)}?${adminKey()}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `${product.name} (precio de feria)`,
          regular_price: '1999.00',
        }),
      },
    );
    const sent = performance.now();
    expect((await deliverWebhook(shops[2] as RunningShop, await changed.text())).status).toBe(200);
    await Promise.all(
      shops.map((shop) =>
        expect
          .poll(() => pageOn(shop), { timeout: 1_000, interval: 25 })
          .toMatch(/\(precio de feria\)[\s\S]*RD\$\s?1,999/),
      ),
    );
    expect(performance.now() - sent).toBeLessThan(1_000);
  });

  it('M1: a product renamed at the store is found by its new name on every instance within 1 s of one webhook', async () => {
    const [product] = z
      .array(WcProductSchema)
      .parse(
        await (
          await fetch(`${(shops[0] as RunningShop).url}/wp-json/wc/v3/products?per_page=1&offset=5`)
        ).json(),
      );
    if (product === undefined) throw new Error('no product in the demo store');
    const found = async (shop: RunningShop) => {
      const answer = await fetch(`${shop.url}/api/buscar?q=zafiroazul`);
      return SearchAnswerSchema.parse(await answer.json()).items.map((item) => item.id);
    };
    for (const shop of shops) expect(await found(shop)).not.toContain(product.id);
    const changed = await fetch(
      `${store.baseUrl}/wp-json/wc/v3/products/${String(product.id)}?${adminKey()}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `${product.name} Zafiroazul` }),
      },
    );
    const sent = performance.now();
    expect((await deliverWebhook(shops[1] as RunningShop, await changed.text())).status).toBe(200);
    await Promise.all(
      shops.map((shop) =>
        expect.poll(() => found(shop), { timeout: 1_000, interval: 25 }).toContain(product.id),
      ),
    );
    expect(performance.now() - sent).toBeLessThan(1_000);
  });
});

describe('Redis goes away mid-run', () => {
  it('M5: no 5xx while Redis is stopped, the log says so, and the shared limits come back with it', async () => {
    const warn = vi.spyOn(console, 'warn');
    const productId = await stockedProduct('Microondas sin Redis', 50);
    await redis.stop();
    try {
      const statuses: number[] = [];
      for (const [index, shop] of shops.entries()) {
        const shopper = virtualShopper({
          shopUrl: shop.url,
          address: newAddress(),
          random: Math.random,
        });
        for (const path of ['/', '/aires-acondicionados', '/wp-json/wc/v3/products?per_page=4']) {
          statuses.push((await fetch(`${shop.url}${path}`)).status);
        }
        statuses.push(await lookUpCoupon(shop, 'adivina-sin-redis', newAddress()));
        const cartKey = await shopper.addToCart(productId);
        const order = await shopper.placeOrder(cartKey, `sin.redis.${String(index)}@example.do`);
        expect(order.order.order_id).toBeGreaterThan(0);
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(warn.mock.calls.flat().join('\n')).toMatch(/Redis no responde.*propia memoria/);
    } finally {
      await redis.start();
      warn.mockRestore();
    }
    // Each instance reconnects within its back-off (at most 2 s), then counts in Redis again.
    const degraded = async () =>
      Promise.all(
        shops.map(
          async (shop) =>
            z
              .object({ degraded: z.boolean() })
              .parse(await (await fetch(`${shop.url}/readyz`)).json()).degraded,
        ),
      );
    await expect.poll(degraded, { timeout: 10_000, interval: 200 }).toEqual([false, false, false]);
    const address = newAddress();
    for (let guess = 0; guess < 20; guess += 1) {
      const shop = shops[guess % shops.length] as RunningShop;
      expect(await lookUpCoupon(shop, `vuelve${String(guess)}`, address)).toBe(200);
    }
    for (const shop of shops) expect(await lookUpCoupon(shop, 'vitrina10', address)).toBe(429);
  }, 60_000);
});
