// @vitest-environment node
import { AIR_CONDITIONER_CATEGORY_ID, categoryHref } from '@vitrina/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureBuild, startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { OTHER_SHOP_ENV } from '../test/support/other-shop.js';

// The production build behind a shop whose public address differs from the one it listens on
// (a proxy or CDN in front): what crawlers and link previews read must name the public one.
const PUBLIC_URL = 'https://vitrina.example.do';

let stack: ShopStack;
beforeAll(async () => {
  ensureBuild();
  stack = await startShopStack({ env: { PUBLIC_URL, ...OTHER_SHOP_ENV } });
}, 120_000);
afterAll(() => stack.stop());

const attribute = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];
const jsonLd = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as unknown,
  );

async function page(path: string): Promise<string> {
  const response = await fetch(`${stack.shop.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

it('a product page names its canonical, Open Graph and JSON-LD URLs on PUBLIC_URL', async () => {
  const listed = await fetch(
    `${stack.shop.url}/wp-json/wc/v3/products?per_page=1&category=${String(AIR_CONDITIONER_CATEGORY_ID)}`,
  );
  const [product] = z.array(z.object({ slug: z.string() })).parse(await listed.json());
  if (product === undefined) throw new Error('no product in the demo store');
  const url = `${PUBLIC_URL}/producto/${product.slug}`;
  const html = await page(`/producto/${product.slug}`);
  expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
  expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
  // The picture stays where the store keeps it (its host or CDN), named in full.
  expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^https?:\/\//);
  const data = jsonLd(html);
  const offer = z
    .object({ offers: z.object({ url: z.string() }) })
    .parse(data.find((block) => JSON.stringify(block).includes('"@type":"Product"')));
  expect(offer.offers.url).toBe(url);
  const trail = z
    .object({ itemListElement: z.array(z.object({ item: z.string().optional() })) })
    .parse(data.find((block) => JSON.stringify(block).includes('BreadcrumbList')));
  expect(trail.itemListElement[0]?.item).toBe(`${PUBLIC_URL}/`);
});

it('a listing page names its canonical page and its products on PUBLIC_URL', async () => {
  const path = categoryHref(AIR_CONDITIONER_CATEGORY_ID);
  const html = await page(`${path}?page=2`);
  expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
    `${PUBLIC_URL}${path}?page=2`,
  );
  const items = z
    .object({
      '@type': z.literal('ItemList'),
      itemListElement: z.array(z.object({ url: z.string() })),
    })
    .parse(jsonLd(html).find((block) => JSON.stringify(block).includes('"ItemList"')));
  expect(items.itemListElement.length).toBeGreaterThan(0);
  for (const item of items.itemListElement) expect(item.url).toMatch(`${PUBLIC_URL}/producto/`);
});
