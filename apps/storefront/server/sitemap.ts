import type { Page, StoreClient } from '@vitrina/api-client';
import { buildPath, categoryHref, isCategoryId, isServiceCategory, ROUTES } from '@vitrina/core';
import type { Context } from 'hono';
import type { ShopAppEnv } from './app-env.js';
import { CRAWLING } from './crawling.js';
import type { ShopConfig } from './env.js';
import { originCacheControl, shopOrigin } from './robots.js';

/** WooCommerce's largest page. */
const PER_PAGE = 100;

/** Every item of a paged collection, a page at a time. */
async function everyItem<T>(
  read: (page: number) => Promise<Page<T>>,
  signal: AbortSignal,
): Promise<T[]> {
  const first = await read(1);
  const items = [...first.items];
  for (let page = 2; page <= first.totalPages && !signal.aborted; page += 1) {
    items.push(...(await read(page)).items);
  }
  return items;
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${String(char.codePointAt(0))};`);

/** The path of every page a crawler should find: fixed pages, categories, brands, products. */
export async function sitemapPaths(client: StoreClient, signal: AbortSignal): Promise<string[]> {
  const { products } = client;
  const [productList, categories, brands] = await Promise.all([
    everyItem(
      (page) => products.list({ page, per_page: PER_PAGE, status: 'publish' }, { signal }),
      signal,
    ),
    everyItem((page) => products.categories({ page, per_page: PER_PAGE }, { signal }), signal),
    everyItem((page) => products.brands({ page, per_page: PER_PAGE }, { signal }), signal),
  ]);
  return [
    ...CRAWLING.listed.map((name) => ROUTES[name].path),
    ...categories.flatMap((category) =>
      isCategoryId(category.id) ? [categoryHref(category.id)] : [],
    ),
    ...brands.map((brand) => buildPath('brand', { slug: brand.slug })),
    ...productList.map((product) =>
      product.categories.some((category) => isServiceCategory(category.id))
        ? buildPath('service', { slug: product.slug })
        : buildPath('product', { slug: product.slug }),
    ),
  ];
}

/**
 * `GET /sitemap.xml`, read from the store through the api-client. A store that cannot answer
 * makes it a 503, which crawlers take as "come back later" rather than "these pages are gone".
 */
export function sitemapXml(config: ShopConfig, client: StoreClient) {
  return async (c: Context<ShopAppEnv>): Promise<Response> => {
    let paths: string[];
    try {
      paths = await sitemapPaths(client, c.req.raw.signal);
    } catch (error) {
      console.error('the sitemap could not be read from the store', error);
      return new Response('El mapa del sitio no está disponible ahora.', {
        status: 503,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '300',
        },
      });
    }
    const origin = shopOrigin(config, c.req.raw);
    const urls = [...new Set(paths)].map(
      (path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`,
    );
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return new Response(body, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': originCacheControl(config, 'public, max-age=3600'),
      },
    });
  };
}
