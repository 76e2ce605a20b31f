// @vitest-environment node
import { categoryHref, isCategoryId, ROUTES } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CRAWLING } from './crawling.js';
import type { RunningShop } from './start-server.js';
import { rawRequest } from '../test/support/raw-request.js';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { standInRenderer } from '../test/support/stand-in-page.js';
import { OTHER_SHOP_ENV } from '../test/support/other-shop.js';

// The shop's own public endpoints in front of the embedded store.
const PUBLIC_URL = 'https://vitrina.example.do';
let stack: ShopStack;
let shop: RunningShop;
beforeAll(async () => {
  stack = await startShopStack({
    renderPage: standInRenderer(),
    env: { PUBLIC_URL, ...OTHER_SHOP_ENV },
  });
  ({ shop } = stack);
});
afterAll(async () => stack.stop());

const ProductsSchema = z.array(
  z.object({
    slug: z.string(),
    status: z.string(),
    images: z.array(z.object({ src: z.string() })),
    categories: z.array(z.object({ id: z.number() })),
  }),
);
const TermsSchema = z.array(z.object({ id: z.number(), slug: z.string() }));

/** Every item of a collection, read through the shop's proxy page by page. */
async function everyItem<T>(path: string, schema: z.ZodType<T[]>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${shop.url}${path}?per_page=100&page=${String(page)}`);
    items.push(...schema.parse(await response.json()));
    if (page >= Number(response.headers.get('x-wp-totalpages'))) return items;
  }
}

describe('sitemap.xml', () => {
  it('lists every product, service, category, brand and fixed page, at the public address', async () => {
    const response = await rawRequest(shop.url, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('application/xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const [products, categories, brands] = await Promise.all([
      everyItem('/wp-json/wc/v3/products', ProductsSchema),
      everyItem('/wp-json/wc/v3/products/categories', TermsSchema),
      everyItem('/wp-json/wc/v3/products/tags', TermsSchema),
    ]);
    expect(products.length).toBeGreaterThan(20);
    const services = products.filter((product) =>
      product.categories.some((category) => category.id >= 200 && category.id <= 204),
    );
    expect(services.length).toBeGreaterThan(0);
    const expected = [
      ...CRAWLING.listed.map((name) => ROUTES[name].path),
      ...categories.flatMap(({ id }) => (isCategoryId(id) ? [categoryHref(id)] : [])),
      ...brands.map((brand) => `/marcas/${brand.slug}`),
      ...products
        .filter((product) => !services.includes(product))
        .map((product) => `/producto/${product.slug}`),
      ...services.map((service) => `/servicios/${service.slug}`),
    ].map((path) => `${PUBLIC_URL}${path}`);
    expect(new Set(locs)).toEqual(new Set(expected));
    expect(locs).toContain(`${PUBLIC_URL}/aires-acondicionados/mini-split`);
    expect(locs).toContain(`${PUBLIC_URL}/politicas/politicas-garantia`);
    expect(response.body).not.toContain('/checkout');
  });
});

describe('robots.txt', () => {
  it("keeps crawlers out of a shopper's pages and the API, and names the sitemap", async () => {
    const response = await rawRequest(shop.url, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.body).toContain('User-agent: *');
    for (const path of ['/checkout', '/carrito-compras', '/perfil-usuario', '/wp-json/']) {
      expect(response.body).toContain(`Disallow: ${path}\n`);
    }
    expect(response.body).not.toMatch(/Disallow: \/\n/);
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('every route of the table is either listed, listed from the store or disallowed', () => {
    const decided = Object.values(CRAWLING).flat();
    expect([...decided].sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe('/media: the store’s images from the shop’s own origin', () => {
  it('a product image answers 200 with long cache headers and a policy that runs nothing', async () => {
    const [product] = ProductsSchema.parse(
      await (await fetch(`${shop.url}/wp-json/wc/v3/products?per_page=1`)).json(),
    );
    const image = new URL(product?.images[0]?.src ?? '');
    expect(image.pathname).toMatch(/^\/media\/products\/\d+-1\.svg$/);
    const response = await rawRequest(shop.url, image.pathname);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<svg');
  });

  it.each([
    '/media/products/999999-1.svg',
    '/media/products/../../wp-json/wc/v3/customers',
    '/media/products/%2e%2e/%2e%2e/wp-json/wc/v3/products',
    '/media/.env',
    '/media/products/1-1.php',
  ])('%s → 404', async (target) => {
    expect((await rawRequest(shop.url, target)).status).toBe(404);
  });
});
