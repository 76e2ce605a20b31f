// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { rawRequest, type RawResponse } from '../../test/support/raw-request.js';
import { OTHER_SHOP_ENV } from '../../test/support/other-shop.js';
import { ensureBuild, startShopStack, type ShopStack } from '../../test/support/shop-stack.js';
import { STORE_WEBHOOK_PATH } from './store-webhook.js';

// The rendered-page cache (issue 18) on the production build, in front of the embedded store,
// which delivers its product webhooks to the shop as WooCommerce would.
const SECRET = 'webhook-secret-pages-0001';
const CATEGORY = '/aires-acondicionados';

let stack: ShopStack;
beforeAll(async () => {
  ensureBuild();
  stack = await startShopStack({
    // Its public address set, as behind a CDN: pages name it, not the request's Host (J4).
    env: {
      WC_WEBHOOK_SECRET: SECRET,
      CATALOGUE_CACHE_MAX_AGE: '3600',
      PUBLIC_URL: 'https://vitrina.example.do',
      ...OTHER_SHOP_ENV,
    },
  });
  const { store } = stack;
  const key = `consumer_key=${store.writeConsumerKey}&consumer_secret=${store.writeConsumerSecret}`;
  const created = await fetch(`${store.baseUrl}/wp-json/wc/v3/webhooks?${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      topic: 'product.updated',
      delivery_url: `${stack.shop.url}${STORE_WEBHOOK_PATH}`,
      secret: SECRET,
    }),
  });
  expect(created.status).toBe(201);
});
afterAll(async () => stack.stop());

const pageCache = () => {
  const cache = stack.shop.pageCache;
  if (cache === undefined) throw new Error('the page cache is off');
  return cache;
};
/** Every call that reached the store or was answered from the catalogue cache. */
const storeReads = () => {
  const stats = stack.shop.catalogueCache?.stats();
  return (stats?.upstreamCalls ?? 0) + (stats?.hits ?? 0) + (stats?.staleHits ?? 0);
};

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const view = (path: string, headers: Record<string, string> = BROWSER, method = 'GET') =>
  fetch(`${stack.shop.url}${path}`, { method, headers });

/**
 * The response's CSP allows exactly the inline scripts of its HTML: each carries the policy's
 * nonce (JSON-LD data blocks run nothing and need none), and no other nonce is left in the page.
 */
function expectPolicyFitsScripts(policy: string | null, html: string) {
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  expect(nonce).toBeDefined();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)([^>]*)>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce ?? ''}"`);
  const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map(([, value]) => value));
  expect([...nonces]).toEqual([nonce]);
  expect(html).toContain(`<meta property="csp-nonce" content="${nonce ?? ''}"/>`);
  return nonce;
}

describe('the rendered-page cache', () => {
  it('serves a warm category page without rendering it or reading the store', async () => {
    const cold = await view(CATEGORY);
    expect(cold.status).toBe(200);
    await cold.text();
    const renders = pageCache().stats().renders;
    const reads = storeReads();
    const warm = await view(CATEGORY);
    expect(warm.headers.get('cache-status')).toBe('vitrina-pages; hit');
    expect(warm.headers.get('content-encoding')).toBe('gzip');
    expect(warm.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=300',
    );
    expect(warm.headers.get('vary')).toBe('Accept-Encoding');
    expect(await warm.text()).toContain('Aires acondicionados');
    expect(pageCache().stats().renders).toBe(renders);
    expect(storeReads()).toBe(reads);
  });

  it('20 concurrent misses for one page make one render', async () => {
    const renders = pageCache().stats().renders;
    const answers = await Promise.all(Array.from({ length: 20 }, () => view('/servicios')));
    const statuses = answers.map((answer) => answer.headers.get('cache-status'));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(statuses.filter((status) => status === 'vitrina-pages; fwd=miss')).toHaveLength(1);
    expect(pageCache().stats().renders).toBe(renders + 1);
    for (const answer of answers) {
      expectPolicyFitsScripts(answer.headers.get('content-security-policy'), await answer.text());
    }
  });

  it('gives every response a fresh nonce that its CSP and all of its inline scripts share', async () => {
    const answers = await Promise.all([
      view(CATEGORY),
      view(CATEGORY),
      rawRequest(stack.shop.url, CATEGORY),
    ]);
    const nonces = await Promise.all(
      answers.map(async (answer) => {
        if ('text' in answer) {
          return expectPolicyFitsScripts(
            answer.headers.get('content-security-policy'),
            await answer.text(),
          );
        }
        expect(answer.headers['content-encoding']).toBeUndefined();
        return expectPolicyFitsScripts(
          String(answer.headers['content-security-policy']),
          answer.body,
        );
      }),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('a price changed in the store shows on the product page and the category page after its webhook', async () => {
    // A product sold as it is: one with options is priced by its variations.
    const listed = await (await view(CATEGORY)).text();
    const slugs = [...listed.matchAll(/href="\/producto\/([\w-]+)"/g)].map((match) => match[1]);
    let product: { id: number; type: string } | undefined;
    let slug = '';
    for (const candidate of slugs) {
      [product] = z
        .array(z.object({ id: z.number(), type: z.string() }))
        .parse(
          await (
            await fetch(`${stack.shop.url}/wp-json/wc/v3/products?slug=${candidate ?? ''}`)
          ).json(),
        );
      slug = candidate ?? '';
      if (product?.type === 'simple') break;
    }
    const productPage = `/producto/${slug}`;
    await (await view(productPage)).text();
    expect((await view(productPage)).headers.get('cache-status')).toBe('vitrina-pages; hit');
    const { store } = stack;
    const admin = `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
    const changed = await fetch(
      `${store.baseUrl}/wp-json/wc/v3/products/${String(product?.id)}?${admin}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ regular_price: '123457', sale_price: '' }),
      },
    );
    expect(changed.status).toBe(200);
    // The store delivers its webhook after answering.
    await vi.waitFor(
      async () => expect(await (await view(productPage)).text()).toContain('123,457'),
      { timeout: 10_000 },
    );
    // M1: the category page renders again behind the shopper, within a second.
    await vi.waitFor(async () => expect(await (await view(CATEGORY)).text()).toContain('123,457'), {
      timeout: 1_000,
      interval: 50,
    });
    expect((await view(CATEGORY)).headers.get('cache-status')).toBe('vitrina-pages; hit');
  }, 20_000);

  it.each([
    ['a bearer token', { authorization: 'Bearer cualquier.token.jwt' }, ''],
    ['a cart key header', { 'cocart-api-cart-key': 'abc123' }, ''],
    ['a cart key in the query', {}, '?cart_key=abc123'],
    ['a session cookie', { cookie: 'viewport=md; wordpress_logged_in_abc=ana' }, ''],
  ])(
    'a request with %s is never served from nor kept in the page cache',
    async (_, shopper: Record<string, string>, query) => {
      // Warm for guests, yet rendered for the shopper, and what they got is not kept.
      await (await view(CATEGORY)).text();
      const mine = await view(`${CATEGORY}${query}`, { ...BROWSER, ...shopper });
      expect(mine.headers.get('cache-status')).toBe('vitrina-pages; fwd=bypass');
      expectPolicyFitsScripts(mine.headers.get('content-security-policy'), await mine.text());
      const path = `/resultados?q=${encodeURIComponent(_)}`;
      const theirs = await view(`${path}${query.replace('?', '&')}`, { ...BROWSER, ...shopper });
      expect(theirs.status).toBe(200);
      await theirs.text();
      const guests = await view(path);
      expect(guests.status).toBe(200);
      expect(guests.headers.get('cache-status')).toBe('vitrina-pages; fwd=miss');
    },
  );

  it("a guest's breakpoint cookie does not keep the page from the cache", async () => {
    await (await view(CATEGORY)).text();
    const answer = await view(CATEGORY, { ...BROWSER, cookie: 'viewport=md; _ga=GA1.1.1' });
    expect(answer.headers.get('cache-status')).toBe('vitrina-pages; hit');
  });

  it("a shopper's pages are never kept and stay no-store", async () => {
    // In any letter case, since the router matches `/CHECKOUT` and `/factura` to those pages.
    const paths = ['/carrito-compras', '/checkout', '/perfil-usuario', '/CHECKOUT', '/factura'];
    for (const path of paths) {
      const answer = await view(path);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('cache-status')).toBe('vitrina-pages; fwd=bypass');
    }
  });

  it('a forged webhook is refused and drops no page', async () => {
    await (await view(CATEGORY)).text();
    const entries = pageCache().stats().entries;
    const body = JSON.stringify({ id: 1020 });
    const forged = await fetch(`${stack.shop.url}${STORE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': 'product.updated',
        'x-wc-webhook-signature': createHmac('sha256', 'not-the-secret')
          .update(body)
          .digest('base64'),
      },
      body,
    });
    expect(forged.status).toBe(401);
    expect(pageCache().stats().entries).toBe(entries);
    expect((await view(CATEGORY)).headers.get('cache-status')).toBe('vitrina-pages; hit');
  });

  it('answers HEAD from the cache without a body, and a HEAD alone fills nothing', async () => {
    await (await view(CATEGORY)).text();
    const head = await rawRequest(stack.shop.url, CATEGORY, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['cache-status']).toBe('vitrina-pages; hit');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(10_000);
    const unseen = '/ofertas';
    const headOnly = await rawRequest(stack.shop.url, unseen, { method: 'HEAD' });
    expect(headOnly.status).toBe(200);
    expect(headOnly.headers['cache-status']).toBe('vitrina-pages; fwd=miss');
    expect((await view(unseen)).headers.get('cache-status')).toBe('vitrina-pages; fwd=miss');
  });

  it('answers 304 to If-None-Match with its ETag, without a policy of another nonce', async () => {
    await (await view(CATEGORY)).text();
    const first = await view(CATEGORY);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again: RawResponse = await rawRequest(stack.shop.url, CATEGORY, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeUndefined();
    const other = await rawRequest(stack.shop.url, CATEGORY, {
      headers: { 'if-none-match': 'W/"otra-version"' },
    });
    expect(other.status).toBe(200);
    expectPolicyFitsScripts(String(other.headers['content-security-policy']), other.body);
  });
});

describe("M6: a sale day's orders never empty the page cache", () => {
  // A product of its own in the category, new on page 1, and a listing of the category kept
  // under a key of its own (an extra query the page ignores), so other tests' pages stay apart.
  const LISTING = `${CATEGORY}?venta=m6`;
  let product: { id: number; slug: string; name: string };

  const admin = () =>
    `consumer_key=${stack.store.adminConsumerKey}&consumer_secret=${stack.store.adminConsumerSecret}`;
  /** A guest's order of `quantity` units, placed at the store: it takes them from its stock. */
  async function sell(quantity: number) {
    const { store } = stack;
    const write = `consumer_key=${store.writeConsumerKey}&consumer_secret=${store.writeConsumerSecret}`;
    const order = await fetch(`${store.baseUrl}/wp-json/wc/v3/orders?${write}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Picked up at the shop: no delivery window to book.
      body: JSON.stringify({
        payment_method: 'cod',
        billing: {
          first_name: 'Venta',
          last_name: 'Del Día',
          address_1: 'Calle del Sol 3',
          city: 'Santo Domingo',
          state: 'DO-01',
          country: 'DO',
          email: 'venta.m6@example.do',
          phone: '809-555-0150',
        },
        line_items: [{ product_id: product.id, quantity }],
        shipping_lines: [{ method_id: 'local_pickup' }],
        meta_data: [{ key: 'social_id', value: '001-1391820-5' }],
      }),
    });
    expect(order.status).toBe(201);
  }

  beforeAll(async () => {
    const category = z
      .array(z.object({ id: z.number() }))
      .parse(
        await (
          await fetch(
            `${stack.shop.url}/wp-json/wc/v3/products/categories?slug=aires-acondicionados`,
          )
        ).json(),
      )[0];
    const created = await fetch(`${stack.store.baseUrl}/wp-json/wc/v3/products?${admin()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Aire de la venta del día 12,000 BTU',
        regular_price: '24990',
        manage_stock: true,
        stock_quantity: 3,
        categories: [{ id: category?.id }],
      }),
    });
    product = z
      .object({ id: z.number(), slug: z.string(), name: z.string() })
      .parse(await created.json());
  });

  it('an order that takes stock renders again the product’s own page, behind the shopper, and never the listing', async () => {
    const own = `/producto/${product.slug}`;
    for (const path of [LISTING, own]) await (await view(path)).text();
    const entries = pageCache().stats().entries;
    const renders = pageCache().stats().renders;
    await sell(1);
    await vi.waitFor(() => expect(pageCache().stats().renders).toBe(renders + 1), {
      timeout: 5_000,
      interval: 20,
    });
    // The product's page was served all along; the listing was not rendered again.
    expect((await view(own)).headers.get('cache-status')).toBe('vitrina-pages; hit');
    expect((await view(LISTING)).headers.get('cache-status')).toBe('vitrina-pages; hit');
    expect(pageCache().stats().renders).toBe(renders + 1);
    expect(pageCache().stats().entries).toBeGreaterThanOrEqual(entries);
  });

  it('the last units sold (its stock status flips) show «Agotado» on the listing, rendered behind the shopper: never a miss', async () => {
    await (await view(LISTING)).text();
    const card = (html: string) =>
      html.slice(html.indexOf(product.name), html.indexOf(product.name) + 4_000);
    expect(card(await (await view(LISTING)).text())).not.toContain('Agotado');
    await sell(2);
    const statuses: (string | null)[] = [];
    await vi.waitFor(
      async () => {
        const answer = await view(LISTING);
        statuses.push(answer.headers.get('cache-status'));
        expect(card(await answer.text())).toContain('Agotado');
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(statuses.filter((status) => status?.includes('miss'))).toEqual([]);
  });

  it('catalogue pages carry their products as cache tags, for a CDN to purge them by product', async () => {
    await (await view(LISTING)).text();
    const answer = await view(LISTING);
    const tags = answer.headers.get('surrogate-key')?.split(' ') ?? [];
    expect(tags).toContain('vitrina-pages');
    expect(tags).toContain(`product-${String(product.id)}`);
    expect(answer.headers.get('cache-tag')?.split(',')).toEqual(tags);
  });
});

describe('freshness without webhooks', () => {
  let short: ShopStack;
  beforeAll(async () => {
    short = await startShopStack({
      env: { CATALOGUE_CACHE_MAX_AGE: '1', CATALOGUE_CACHE_STALE: '60' },
    });
  });
  afterAll(async () => short.stop());

  it('a page past its maximum age is served at once while one render refreshes it', async () => {
    const cache = short.shop.pageCache;
    if (cache === undefined) throw new Error('the page cache is off');
    const page = () => fetch(`${short.shop.url}/sobre-nosotros`, { headers: BROWSER });
    await (await page()).text();
    expect((await page()).headers.get('cache-status')).toBe('vitrina-pages; hit');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const renders = cache.stats().renders;
    const stale = await Promise.all([page(), page(), page()]);
    // Three stale answers at once, one refresh for them all.
    expect(cache.stats().renders).toBe(renders + 1);
    for (const answer of stale) {
      expect(answer.headers.get('cache-status')).toBe('vitrina-pages; hit; fwd=stale');
      expectPolicyFitsScripts(answer.headers.get('content-security-policy'), await answer.text());
    }
    // The refresh waited for fresh store answers, so the page it kept is fresh.
    await vi.waitFor(
      async () => expect((await page()).headers.get('cache-status')).toBe('vitrina-pages; hit'),
      { timeout: 10_000 },
    );
  }, 20_000);
});

describe('a page cache with a small cap', () => {
  let small: ShopStack;
  beforeAll(async () => {
    small = await startShopStack({
      env: { CATALOGUE_CACHE_MAX_AGE: '3600', PAGE_CACHE_MAX_BYTES: String(1024 * 1024) },
    });
  });
  afterAll(async () => small.stop());

  it('never weighs more than its cap, dropping the least recently used pages', async () => {
    const cache = small.shop.pageCache;
    if (cache === undefined) throw new Error('the page cache is off');
    const slugs = z
      .array(z.object({ slug: z.string() }))
      .parse(await (await fetch(`${small.shop.url}/wp-json/wc/v3/products?per_page=30`)).json())
      .map(({ slug }) => slug);
    expect(slugs).toHaveLength(30);
    for (const slug of slugs) {
      await (await fetch(`${small.shop.url}/producto/${slug}`)).text();
      expect(cache.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
    }
    expect(cache.stats().entries).toBeGreaterThan(1);
    expect(cache.stats().entries).toBeLessThan(slugs.length);
  }, 30_000);
});
