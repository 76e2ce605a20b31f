// @vitest-environment node
import { AIR_CONDITIONER_CATEGORY_ID, categoryHref } from '@vitrina/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureBuild, startShopStack, type ShopStack } from '../test/support/shop-stack.js';

// #28 item 5: the shop's read key may be a shop manager's, which sees every status; a draft or
// private product is still unknown to shoppers, on pages the server renders and through the proxy.
let stack: ShopStack;
let draft: { slug: string; name: string };
beforeAll(async () => {
  ensureBuild();
  stack = await startShopStack({ env: { PAGE_CACHE_MAX_BYTES: '0' }, managerReadKey: true });
  const auth = `consumer_key=${stack.store.adminConsumerKey}&consumer_secret=${stack.store.adminConsumerSecret}`;
  const created = await fetch(`${stack.store.baseUrl}/wp-json/wc/v3/products?${auth}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Aire borrador sin publicar',
      status: 'draft',
      regular_price: '19999',
      categories: [{ id: AIR_CONDITIONER_CATEGORY_ID }],
    }),
  });
  expect(created.status).toBe(201);
  draft = z.object({ slug: z.string(), name: z.string() }).parse(await created.json());
}, 120_000);
afterAll(() => stack.stop());

it('a draft’s product page is the 404 page, and its category lists it nowhere', async () => {
  const page = await fetch(`${stack.shop.url}/producto/${draft.slug}`);
  expect(page.status).toBe(404);
  expect(await page.text()).not.toContain(draft.name);
  const listing = await (
    await fetch(`${stack.shop.url}${categoryHref(AIR_CONDITIONER_CATEGORY_ID)}`)
  ).text();
  expect(listing).not.toContain(draft.name);
});

it('the proxy lists published products only, whatever status a client asks to include', async () => {
  for (const query of ['include_status=draft', 'status=draft', 'status=any']) {
    const response = await fetch(
      `${stack.shop.url}/wp-json/wc/v3/products?per_page=100&slug=${draft.slug}&${query}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  }
});
