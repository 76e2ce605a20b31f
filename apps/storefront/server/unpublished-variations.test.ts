// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WcProductSchema, type WcProduct } from '@vitrina/api-client/products';
import { z } from 'zod';
import { ensureBuild, startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { virtualShopper } from '../test/support/virtual-shopper.js';
import { sendProductWebhook } from '../test/support/product-webhook.js';

// Issue 34: «published» is decided for a variation by its product. The shop reads with a
// manager's key (it sees every status, as a real WooCommerce's shop manager does), keeps the
// catalogue for an hour and learns of changes by the store's webhook alone.
const SECRET = 'webhook-secret-unpublished-variations';
const TV_SKU = 'SAM-TV-CU';
const UNKNOWN = 987_654_321;

const VariationSchema = z.object({ id: z.number(), sku: z.string(), parent_id: z.number() });

let stack: ShopStack;
/**
 * The store's clock runs a second ahead at each change: WooCommerce's webhook body differs between
 * two changes by their `date_modified` (in seconds), and the shop takes a body it has seen for a
 * replay, so two changes within one second would look like one.
 */
let ahead = 0;
let tv: WcProduct;
let sizes: z.infer<typeof VariationSchema>[];

/** The store owner's call, straight at the store with an administrator's key; its JSON text. */
async function atStore(method: string, route: string, body?: unknown): Promise<string> {
  const { store } = stack;
  if (method !== 'GET') ahead += 1000;
  const key = `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
  const separator = route.includes('?') ? '&' : '?';
  const response = await fetch(`${store.baseUrl}/wp-json/wc/v3/${route}${separator}${key}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${route}`).toBe(200);
  return response.text();
}

/** The webhook WooCommerce sends after a change: the product as saved, signed. */
async function deliverWebhook(product: string): Promise<void> {
  // Each delivery its own, as a store numbers them: the same body twice is not a replay.
  const response = await sendProductWebhook(stack.shop.url, SECRET, product, randomUUID());
  expect(response.status).toBe(200);
}

/** The owner sets the TV's status; the store's webhook reaches the shop when `announced`. */
async function setTvStatus(status: 'publish' | 'draft' | 'private', announced = true) {
  const saved = await atStore('PUT', `products/${String(tv.id)}`, { status });
  if (announced) await deliverWebhook(saved);
}

/** What the proxy answers, as the browser reads it. */
async function throughShop(path: string) {
  const response = await fetch(`${stack.shop.url}/wp-json/wc/v3/${path}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

const size = (index: number) => {
  const found = sizes[index];
  if (found === undefined) throw new Error(`the TV has no size #${String(index)}`);
  return found;
};

beforeAll(async () => {
  ensureBuild();
  stack = await startShopStack({
    store: { clock: { now: () => Date.now() + ahead } },
    managerReadKey: true,
    env: { WC_WEBHOOK_SECRET: SECRET, CATALOGUE_CACHE_MAX_AGE: '3600' },
  });
  tv = WcProductSchema.parse(
    z.array(z.unknown()).parse(JSON.parse(await atStore('GET', `products?sku=${TV_SKU}`)))[0],
  );
  sizes = z
    .array(VariationSchema)
    .parse(JSON.parse(await atStore('GET', `products/${String(tv.id)}/variations`)))
    .sort((a, b) => a.sku.localeCompare(b.sku));
}, 120_000);
afterAll(() => stack.stop());
// Every test starts from the TV on sale, whatever the one before left.
afterEach(() => setTvStatus('publish'));

describe('A5: a variation of a product that is not published is unknown through the proxy', () => {
  it.each(['draft', 'private'] as const)(
    'its product %s: by its id and by its product’s path → the 404 of a product that does not exist; its product lists none',
    async (status) => {
      await setTvStatus(status);
      const variation = size(0);
      const unknown = await throughShop(`products/${String(UNKNOWN)}`);
      expect(unknown.status).toBe(404);
      expect(await throughShop(`products/${String(variation.id)}`)).toEqual(unknown);
      expect(
        await throughShop(`products/${String(tv.id)}/variations/${String(variation.id)}`),
      ).toEqual(await throughShop(`products/${String(tv.id)}/variations/${String(UNKNOWN)}`));
      const list = await throughShop(`products/${String(tv.id)}/variations`);
      expect(list).toEqual(await throughShop(`products/${String(UNKNOWN)}/variations`));
      expect(JSON.parse(list.body)).toEqual([]);
    },
  );

  it('a variation of a published product reads as before', async () => {
    const variation = size(1);
    const read = await throughShop(`products/${String(variation.id)}`);
    expect(read.status).toBe(200);
    expect(VariationSchema.parse(JSON.parse(read.body))).toMatchObject({ parent_id: tv.id });
    const list = await throughShop(`products/${String(tv.id)}/variations`);
    expect(z.array(VariationSchema).parse(JSON.parse(list.body))).toHaveLength(sizes.length);
  });
});

describe('A7: unpublishing is seen at once after the store’s webhook, with an hour of cache', () => {
  it('the product’s page, its variations by id and by its path, and its list of variations', async () => {
    const variation = size(0);
    const reads = [
      `products/${String(variation.id)}`,
      `products/${String(tv.id)}/variations/${String(variation.id)}`,
      `products/${String(tv.id)}/variations`,
    ];
    // The shop has them in its caches…
    const page = await fetch(`${stack.shop.url}/producto/${tv.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(tv.name);
    for (const read of reads) expect((await throughShop(read)).body).toContain(variation.sku);

    await setTvStatus('draft');
    const hidden = await fetch(`${stack.shop.url}/producto/${tv.slug}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain(tv.name);
    for (const read of reads) expect((await throughShop(read)).body).not.toContain(variation.sku);

    await setTvStatus('publish');
    for (const read of reads) expect((await throughShop(read)).body).toContain(variation.sku);
  });

  it('a variation’s own webhook refreshes its product’s list of variations and its page', async () => {
    const variation = size(2);
    const list = `products/${String(tv.id)}/variations`;
    const page = async () => (await fetch(`${stack.shop.url}/producto/${tv.slug}`)).text();
    expect((await throughShop(list)).body).toContain(variation.sku);
    expect(await page()).toContain(variation.sku);
    const route = `products/${String(tv.id)}/variations/${String(variation.id)}`;
    await deliverWebhook(await atStore('PUT', route, { status: 'private' }));
    try {
      expect((await throughShop(list)).body).not.toContain(variation.sku);
      expect((await throughShop(`products/${String(variation.id)}`)).status).toBe(404);
      expect(await page()).not.toContain(variation.sku);
    } finally {
      await deliverWebhook(await atStore('PUT', route, { status: 'publish' }));
    }
    expect((await throughShop(list)).body).toContain(variation.sku);
  });
});

describe('F2: a variation already in a cart is not ordered once its product is unpublished', () => {
  it('the review and «Confirmar pedido» answer 409 out_of_stock, and the store makes no order', async () => {
    const address = '203.0.113.34';
    const shopper = virtualShopper({ shopUrl: stack.shop.url, address, random: Math.random });
    const cartKey = await shopper.addToCart(size(1).id);
    const { body } = await shopper.review(cartKey, 'oculto@example.do');
    const orders = async () =>
      z.array(z.unknown()).parse(JSON.parse(await atStore('GET', 'orders?per_page=100'))).length;
    const before = await orders();
    await setTvStatus('draft');
    const checkout = async (path: string, body: unknown) => {
      const answer = await fetch(`${stack.shop.url}/api/pedidos${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          'cocart-api-cart-key': cartKey,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return {
        status: answer.status,
        code: z.object({ code: z.string() }).parse(await answer.json()).code,
      };
    };
    const soldOut = { status: 409, code: 'out_of_stock' };
    expect(await checkout('/resumen', body)).toEqual(soldOut);
    expect(await checkout('', body)).toEqual(soldOut);
    expect(await orders()).toBe(before);
  });
});
