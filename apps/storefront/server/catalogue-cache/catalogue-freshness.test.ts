// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureBuild, startShopStack, type ShopStack } from '../../test/support/shop-stack.js';
import { changeProductInStore, sendProductWebhook } from '../../test/support/product-webhook.js';

// The production build behind the shop server with the cache on, in front of the embedded store:
// what a shopper sees after the store owner changes a product.
const SECRET = 'webhook-secret-freshness-01';

const ProductSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  price: z.string(),
});

async function someProduct(stack: ShopStack, offset: number) {
  const response = await fetch(
    `${stack.shop.url}/wp-json/wc/v3/products?per_page=1&offset=${String(offset)}&stock_status=instock`,
  );
  const [product] = z.array(ProductSchema).parse(await response.json());
  if (product === undefined) throw new Error('no product in the demo store');
  return product;
}

/** The webhook WooCommerce sends after that change: the product, signed with the secret. */
function deliverWebhook(stack: ShopStack, product: string) {
  return sendProductWebhook(stack.shop.url, SECRET, product);
}

const pageOf = async (stack: ShopStack, slug: string) =>
  (await fetch(`${stack.shop.url}/producto/${slug}`)).text();

const priceThroughProxy = async (stack: ShopStack, id: number) =>
  ProductSchema.parse(
    await (await fetch(`${stack.shop.url}/wp-json/wc/v3/products/${String(id)}`)).json(),
  ).price;

beforeAll(() => {
  ensureBuild();
});

describe('with webhooks: a change shows after one webhook, however long the maximum age', () => {
  let stack: ShopStack;
  beforeAll(async () => {
    stack = await startShopStack({
      env: { WC_WEBHOOK_SECRET: SECRET, CATALOGUE_CACHE_MAX_AGE: '3600' },
    });
  });
  afterAll(async () => stack.stop());

  it('the product page and its data show the new name and price', async () => {
    const product = await someProduct(stack, 0);
    const renamed = `${product.name} (nuevo modelo)`;
    expect(await pageOf(stack, product.slug)).not.toContain('(nuevo modelo)');
    const price = await priceThroughProxy(stack, product.id);
    const changed = await changeProductInStore(stack.store, product.id, {
      name: renamed,
      regular_price: String(Number(price) + 1000),
    });
    // Until the store says so, the shop shows what it has cached.
    expect(await pageOf(stack, product.slug)).not.toContain('(nuevo modelo)');
    expect(await priceThroughProxy(stack, product.id)).toBe(price);
    expect((await deliverWebhook(stack, changed)).status).toBe(200);
    // M1/M6: the page renders again behind the shopper and shows it within a second.
    await expect
      .poll(() => pageOf(stack, product.slug), { timeout: 1_000, interval: 50 })
      .toContain('(nuevo modelo)');
    expect(Number(await priceThroughProxy(stack, product.id))).toBe(Number(price) + 1000);
  });
});

describe('without webhooks: a change shows once the maximum age has passed', () => {
  let stack: ShopStack;
  beforeAll(async () => {
    stack = await startShopStack({
      env: { CATALOGUE_CACHE_MAX_AGE: '1', CATALOGUE_CACHE_STALE: '0' },
    });
  });
  afterAll(async () => stack.stop());

  it('the product page shows the new name after one second', async () => {
    const product = await someProduct(stack, 1);
    expect(await pageOf(stack, product.slug)).not.toContain('(edición 2026)');
    await changeProductInStore(stack.store, product.id, { name: `${product.name} (edición 2026)` });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await pageOf(stack, product.slug)).toContain('(edición 2026)');
  });
});
