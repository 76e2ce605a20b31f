// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';
import { SearchAnswerSchema } from '../../src/lib/shop-api/search.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import { changeProductInStore, sendProductWebhook } from '../../test/support/product-webhook.js';
import type { RunningShop } from '../start-server.js';

// The shop's search over HTTP, in front of the embedded store, kept fresh by its webhooks.
const SECRET = 'webhook-secret-search-0001';

let store: TestStore;
let shop: RunningShop;
beforeAll(async () => {
  store = await startTestStore();
  shop = await startCheckoutShop(store, store.baseUrl, { WC_WEBHOOK_SECRET: SECRET });
}, 60_000);
afterAll(async () => {
  await shop.close();
  await store.stop();
});

async function search(query: Record<string, string>) {
  const response = await fetch(`${shop.url}/api/buscar?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return SearchAnswerSchema.parse(await response.json());
}

/** The store's webhook for that change, signed as WooCommerce signs it. */
async function deliverWebhook(product: string) {
  expect((await sendProductWebhook(shop.url, SECRET, product)).status).toBe(200);
}

/** Milliseconds until `found` holds, asking every 20 ms for at most `limit` ms. */
async function timeUntil(found: () => Promise<boolean>, limit: number): Promise<number> {
  const started = Date.now();
  while (!(await found())) {
    if (Date.now() - started > limit) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

const ids = (answer: { items: { id: number }[] }) => answer.items.map((product) => product.id);

describe('#38: GET /api/buscar answers what shoppers type', () => {
  it('finds the 55-inch Samsung for «samsumg 55», typo and all', async () => {
    const answer = await search({ q: 'samsumg 55', por_pagina: '6' });
    expect([1037, 5001]).toContain(ids(answer)[0]);
    expect(answer.correction).toBeNull();
  });

  it('names the categories of «aire acondisionado 12000», the most products first', async () => {
    const answer = await search({ q: 'aire acondisionado 12000' });
    expect(answer.items.every((product) => product.categoryIds.includes(193))).toBe(true);
    expect(answer.categories[0]).toEqual({
      id: 193,
      name: 'Aires acondicionados',
      count: answer.total,
    });
  });

  it('reads a number whole: 12000 is not the start of 120,000 (10 tons)', async () => {
    const answer = await search({ q: 'aire 12000' });
    expect(ids(answer)).toContain(1001);
    expect(ids(answer)).not.toContain(1035);
  });

  it('proposes «Quizás quisiste decir» when nothing matches, and the correction finds products', async () => {
    const nothing = await search({ q: 'sony bravai' });
    expect(nothing.items).toEqual([]);
    expect(nothing.correction).toBe('sony bravia');
    const corrected = await search({ q: nothing.correction ?? '' });
    expect(ids(corrected)).toContain(1045);
  });

  it('filters, sorts and pages like a listing', async () => {
    const answer = await search({
      q: 'aire',
      marca: 'lg',
      existencia: 'si',
      orden: 'precio-asc',
      por_pagina: '2',
      page: '2',
    });
    expect(answer.items).toHaveLength(2);
    expect(answer.totalPages).toBe(Math.ceil(answer.total / 2));
    const all = await search({ q: 'aire', marca: 'lg', existencia: 'si', orden: 'precio-asc' });
    expect(ids(answer)).toEqual(ids(all).slice(2, 4));
    expect(all.items.every((product) => product.brand === 'LG')).toBe(true);
    expect(all.items.every((product) => product.stockStatus === 'instock')).toBe(true);
    const prices = all.items.map((product) => product.saleCents ?? product.regularCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses a page larger than a listing’s with a Spanish 400', async () => {
    const response = await fetch(`${shop.url}/api/buscar?q=aire&por_pagina=100`);
    expect(response.status).toBe(400);
    expect(ShopRefusalSchema.parse(await response.json())).toMatchObject({
      code: 'invalid_search',
      message: 'Indica de 1 a 24 productos por página.',
    });
  });
});

describe('#38: the store’s webhooks keep the search fresh', () => {
  it('finds a product by its new name within a second of the webhook', async () => {
    expect(ids(await search({ q: 'zafiro' }))).toEqual([]);
    await deliverWebhook(
      await changeProductInStore(store, 1040, { name: 'Televisor LG UHD 43" Smart TV Zafiro' }),
    );
    const waited = await timeUntil(
      async () => ids(await search({ q: 'zafiro' }))[0] === 1040,
      1000,
    );
    expect(waited).toBeLessThan(1000);
  });

  it('loses an unpublished product at once', async () => {
    expect(ids(await search({ q: 'tope induccion' }))).toContain(1074);
    await deliverWebhook(await changeProductInStore(store, 1074, { status: 'draft' }));
    expect(ids(await search({ q: 'tope induccion' }))).not.toContain(1074);
    await deliverWebhook(await changeProductInStore(store, 1074, { status: 'publish' }));
    const waited = await timeUntil(
      async () => ids(await search({ q: 'tope induccion' })).includes(1074),
      1000,
    );
    expect(waited).toBeLessThan(1000);
  });
});
