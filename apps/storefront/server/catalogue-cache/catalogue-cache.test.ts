// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../test/support/fake-store.js';
import { rawRequest } from '../../test/support/raw-request.js';
import { OTHER_SHOP_ENV } from '../../test/support/other-shop.js';
import { startShopHarness, TOKENS, type ShopHarness } from '../../test/support/shop-harness.js';
import { STORE_WEBHOOK_PATH } from './store-webhook.js';

const SECRET = 'webhook-secret-0123456789';

/** A store whose products' prices the tests change, and that takes 150 ms to answer a list. */
const prices = new Map<number, string>([
  [8, '1000'],
  [9, '2000'],
]);
function storeAnswers(call: RecordedCall) {
  const single = /^\/wp-json\/wc\/v3\/products\/(\d+)$/.exec(call.path);
  if (single) {
    const id = Number(single[1]);
    return { body: { id, status: 'publish', price: prices.get(id) ?? '0' } };
  }
  if (call.path === '/wp-json/wc/v3/products') {
    const body = [...prices].map(([id, price]) => ({ id, status: 'publish', price }));
    return { body, delay: 150, headers: { 'x-wp-total': '2', 'x-wp-totalpages': '1' } };
  }
  if (call.path === '/wp-json/wc/v3/products/categories') {
    // About 60 KB a page: a few pages weigh more than the smallest cap.
    return { body: [{ id: 1, description: 'x'.repeat(60_000), page: call.query.get('page') }] };
  }
  return undefined;
}

let h: ShopHarness;
beforeAll(async () => {
  h = await startShopHarness({
    handler: storeAnswers,
    // Its public address set, as behind a CDN: pages name it, not the request's Host (J4).
    env: {
      WC_WEBHOOK_SECRET: SECRET,
      CATALOGUE_CACHE_MAX_AGE: '3600',
      PUBLIC_URL: 'https://vitrina.example.do',
      ...OTHER_SHOP_ENV,
    },
  });
});
afterAll(async () => h.close());
afterEach(() => {
  h.store.calls.length = 0;
});

const callsTo = (path: string) => h.store.calls.filter((call) => call.path === path).length;

function webhook(body: unknown, options: { topic?: string; secret?: string } = {}) {
  const text = JSON.stringify(body);
  const signature = createHmac('sha256', options.secret ?? SECRET)
    .update(text)
    .digest('base64');
  return rawRequest(h.shop.url, STORE_WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-wc-webhook-topic': options.topic ?? 'product.updated',
      'x-wc-webhook-signature': signature,
    },
    body: text,
  });
}

const priceOf = async (id: number): Promise<unknown> =>
  (
    JSON.parse((await rawRequest(h.shop.url, `/wp-json/wc/v3/products/${String(id)}`)).body) as {
      price: unknown;
    }
  ).price;

describe('the catalogue cache in front of the store', () => {
  it('50 concurrent misses for one key make one call to the store', async () => {
    const target = '/wp-json/wc/v3/products?per_page=24&orderby=price';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => rawRequest(h.shop.url, target)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.headers['x-wp-totalpages']).toBe('1');
    expect(callsTo('/wp-json/wc/v3/products')).toBe(1);
    // The same request with its query in another order is the same entry.
    await rawRequest(h.shop.url, '/wp-json/wc/v3/products?orderby=price&per_page=24');
    expect(callsTo('/wp-json/wc/v3/products')).toBe(1);
  });

  it.each([
    ['a bearer token', 3, { authorization: `Bearer ${TOKENS.user1}` }, ''],
    ['a cart key header', 4, { 'cocart-api-cart-key': 'abc123' }, ''],
    ['a cart key in the query', 5, {}, '&cart_key=abc123'],
  ])(
    'a request with %s is never served from nor kept in the cache',
    async (_, perPage, headers: Record<string, string>, query) => {
      const plain = `/wp-json/wc/v3/products?per_page=${String(perPage)}`;
      await rawRequest(h.shop.url, `${plain}${query}`, { headers });
      await rawRequest(h.shop.url, `${plain}${query}`, { headers });
      expect(callsTo('/wp-json/wc/v3/products')).toBe(2);
      // What they fetched was not kept for anyone else: a guest's same request is a miss…
      await rawRequest(h.shop.url, plain);
      expect(callsTo('/wp-json/wc/v3/products')).toBe(3);
      // …which is kept, and still not handed to the shopper's own request.
      await rawRequest(h.shop.url, plain);
      await rawRequest(h.shop.url, `${plain}${query}`, { headers });
      expect(callsTo('/wp-json/wc/v3/products')).toBe(4);
    },
  );

  it('a price changed in the store shows after one signed webhook, and only that product is fetched again', async () => {
    expect(await priceOf(8)).toBe('1000');
    expect(await priceOf(9)).toBe('2000');
    prices.set(8, '1500');
    expect(await priceOf(8)).toBe('1000');
    const answer = await webhook({ id: 8, name: 'Nevera', price: '1500' });
    expect(answer.status).toBe(200);
    expect(await priceOf(8)).toBe('1500');
    h.store.calls.length = 0;
    expect(await priceOf(9)).toBe('2000');
    expect(callsTo('/wp-json/wc/v3/products/9')).toBe(0);
  });

  it('a forged signature is refused and drops nothing', async () => {
    expect(await priceOf(9)).toBe('2000');
    prices.set(9, '2500');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forged = await webhook({ id: 9 }, { secret: 'not-the-secret-at-all' });
    expect(forged.status).toBe(401);
    const unsigned = await rawRequest(h.shop.url, STORE_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wc-webhook-topic': 'product.updated' },
      body: '{"id":9}',
    });
    expect(unsigned.status).toBe(401);
    expect(await priceOf(9)).toBe('2000');
    expect(callsTo('/wp-json/wc/v3/products/9')).toBe(0);
    await webhook({ id: 9 });
    expect(await priceOf(9)).toBe('2500');
  });

  it('#28: the same signed delivery again is a replay: acknowledged, and it changes nothing', async () => {
    const delivery = { id: 8, name: 'Nevera', date_modified_gmt: '2026-11-25T21:40:00' };
    expect(JSON.parse((await webhook(delivery)).body)).toMatchObject({ kind: 'listing' });
    await priceOf(8);
    h.store.calls.length = 0;
    expect(JSON.parse((await webhook(delivery)).body)).toEqual({ outdated: 0, replayed: true });
    await priceOf(8);
    expect(callsTo('/wp-json/wc/v3/products/8')).toBe(0);
  });

  it("WooCommerce's ping and other topics are acknowledged without dropping anything", async () => {
    // As WooCommerce 10 sends it when a webhook is saved: unsigned, a form body, no topic.
    const ping = await rawRequest(h.shop.url, STORE_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'webhook_id=3',
    });
    expect(ping.status).toBe(200);
    expect((await webhook({ id: 8 }, { topic: 'order.created' })).status).toBe(200);
    await priceOf(8);
    expect(callsTo('/wp-json/wc/v3/products/8')).toBe(0);
  });

  it('server-rendered catalogue pages may be kept by a CDN; private pages are no-store', async () => {
    const category = await rawRequest(h.shop.url, '/aires-acondicionados');
    expect(category.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=300',
    );
    expect(category.headers.vary ?? '').not.toMatch(/cookie|authorization/i);
    for (const path of [
      '/carrito-compras',
      '/checkout',
      '/perfil-usuario',
      '/auth/iniciar-sesion',
    ]) {
      expect((await rawRequest(h.shop.url, path)).headers['cache-control']).toBe('no-store');
    }
    expect((await rawRequest(h.shop.url, '/no-existe')).headers['cache-control']).toBe('no-cache');
  });
});

describe('freshness without webhooks', () => {
  let short: ShopHarness;
  beforeAll(async () => {
    short = await startShopHarness({
      handler: storeAnswers,
      env: { CATALOGUE_CACHE_MAX_AGE: '1', CATALOGUE_CACHE_STALE: '60' },
    });
  });
  afterAll(async () => short.close());

  it('a stale answer is served at once while one call refreshes it; the next one is fresh', async () => {
    const read = async () =>
      (
        JSON.parse((await rawRequest(short.shop.url, '/wp-json/wc/v3/products/8')).body) as {
          price: string;
        }
      ).price;
    prices.set(8, '3000');
    expect(await read()).toBe('3000');
    prices.set(8, '3100');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const calls = short.store.calls.length;
    expect(await read()).toBe('3000');
    await vi.waitFor(() => expect(short.store.calls.length).toBe(calls + 1));
    await vi.waitFor(async () => expect(await read()).toBe('3100'));
    expect(short.store.calls.length).toBe(calls + 1);
  });
});

describe('the cache is bounded', () => {
  let small: ShopHarness;
  beforeAll(async () => {
    small = await startShopHarness({
      handler: storeAnswers,
      env: { CATALOGUE_CACHE_MAX_AGE: '3600', CATALOGUE_CACHE_MAX_BYTES: String(1024 * 1024) },
    });
  });
  afterAll(async () => small.close());

  it('never weighs more than its cap, dropping the least recently used', async () => {
    const cache = small.shop.catalogueCache;
    if (cache === undefined) throw new Error('the catalogue cache is off');
    for (let page = 1; page <= 40; page += 1) {
      await rawRequest(small.shop.url, `/wp-json/wc/v3/products/categories?page=${String(page)}`);
      expect(cache.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
    }
    const { entries } = cache.stats();
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(40);
    const calls = small.store.calls.length;
    await rawRequest(small.shop.url, '/wp-json/wc/v3/products/categories?page=40');
    await rawRequest(small.shop.url, '/wp-json/wc/v3/products/categories?page=1');
    expect(small.store.calls.length).toBe(calls + 1);
  });
});
