// @vitest-environment node
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { generate } from 'selfsigned';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadShopConfig } from '../env.js';
import type { FakeReply, RecordedCall } from '../../test/support/fake-store.js';
import { rawRequest } from '../../test/support/raw-request.js';
import {
  startShopHarness,
  TEST_KEY,
  TEST_SECRET,
  type ShopHarness,
} from '../../test/support/shop-harness.js';

/** An error page that echoes the request line, as some servers and WAFs do. */
const echoPage = (call: RecordedCall): string =>
  `<html><body><h1>Forbidden</h1><pre>${call.method} ${call.target}\n${JSON.stringify(call.headers)}</pre></body></html>`;

function storeAnswers(call: RecordedCall): FakeReply | undefined {
  // A store that honours `_fields` drops `status` from the answer, as WordPress does.
  if (call.path === '/wp-json/wc/v3/products/7') {
    const draft = { id: 7, status: 'draft', name: 'Borrador', regular_price: '9999' };
    return call.query.has('_fields') ? { body: { id: 7, name: draft.name } } : { body: draft };
  }
  // A store (or a plugin) that leaves `status` out of a product.
  if (call.path === '/wp-json/wc/v3/products/9') return { body: { id: 9, name: 'Sin estado' } };
  if (call.path === '/wp-json/wc/v3/products/10') return { status: 403, raw: echoPage(call) };
  if (call.path === '/wp-json/wc/v3/products/categories')
    return { status: 400, raw: echoPage(call) };
  if (call.path === '/wp-json/wc/v3/products/tags') return { status: 500, raw: echoPage(call) };
  if (call.path === '/wp-json/cocart/v2/cart/add-item') {
    return {
      status: 403,
      body: {
        code: 'cocart_not_enough_in_stock',
        message: 'No hay suficientes unidades.',
        data: { status: 403 },
      },
    };
  }
  if (call.path === '/wp-json/cocart/v2/cart/clear') return { status: 404, raw: echoPage(call) };
  return undefined;
}

let h: ShopHarness;
beforeAll(async () => {
  h = await startShopHarness({ handler: storeAnswers });
});
afterAll(async () => h.close());
afterEach(() => {
  h.store.calls.length = 0;
});

const expectNoKey = (text: string) => {
  expect(text).not.toContain(TEST_KEY);
  expect(text).not.toContain(TEST_SECRET);
  expect(text).not.toContain('consumer_');
};

describe('A5: query modifiers cannot reshape a signed answer', () => {
  it.each([
    '/wp-json/wc/v3/products/7?_fields=id,name,regular_price',
    '/wp-json/wc/v3/products/7?_embed',
    '/wp-json/wc/v3/products/7?_embed=1&_fields=id,name',
  ])('%s → 404, and the store never sees _fields or _embed', async (target) => {
    const response = await rawRequest(h.shop.url, target);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('Borrador');
    const [call] = h.store.calls;
    expect(call?.query.has('_fields')).toBe(false);
    expect(call?.query.has('_embed')).toBe(false);
  });

  it('lists and catalogue reads lose _fields and _embed too; unsigned content keeps them', async () => {
    await rawRequest(h.shop.url, '/wp-json/wc/v3/products?_fields=id,name&_embed');
    await rawRequest(h.shop.url, '/wp-json/wc/v3/products/categories/3?_fields=id');
    await rawRequest(h.shop.url, '/wp-json/wp/v2/pages?slug=envios&_fields=id,title');
    const [list, category, page] = h.store.calls;
    expect(list?.query.has('_fields') || list?.query.has('_embed')).toBe(false);
    expect(list?.query.get('status')).toBe('publish');
    expect(category?.query.has('_fields')).toBe(false);
    expect(page?.query.get('_fields')).toBe('id,title');
  });

  it('a product whose answer has no status is not taken as published', async () => {
    const response = await rawRequest(h.shop.url, '/wp-json/wc/v3/products/9');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('Sin estado');
  });
});

describe('A6: no upstream error body reaches the browser', () => {
  it.each([
    ['/wp-json/wc/v3/products/10', 502, 'vitrina_store_unavailable'],
    ['/wp-json/wc/v3/products/categories', 400, 'rest_invalid_param'],
    ['/wp-json/wc/v3/products/tags', 502, 'vitrina_store_unavailable'],
  ])(
    '%s: an error page echoing the signed request → %i in Spanish, no byte of it',
    async (target, status, code) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const response = await rawRequest(h.shop.url, target);
      // The store did see the key (a loopback http store reads it from the query)…
      expect(h.store.calls[0]?.query.get('consumer_secret')).toBe(TEST_SECRET);
      // …and the browser sees none of what the store sent back.
      expect(response.status).toBe(status);
      expect(String(response.headers['content-type'])).toContain('application/json');
      expect(JSON.parse(response.body)).toMatchObject({ code, data: { status } });
      expect(response.body).not.toContain('Forbidden');
      expectNoKey(response.body);
      expectNoKey(JSON.stringify(response.headers));
      // Nor does the log: a refusal is reported without the store's body or the request line.
      expectNoKey(JSON.stringify([...errors.mock.calls, ...warnings.mock.calls]));
    },
  );

  it("an unsigned call keeps the store's error code and message, re-encoded", async () => {
    const response = await rawRequest(h.shop.url, '/wp-json/cocart/v2/cart/add-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: '8', quantity: '99' }),
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({
      code: 'cocart_not_enough_in_stock',
      message: 'No hay suficientes unidades.',
      data: { status: 403 },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an unsigned call answered with an HTML page gets the shop’s own error', async () => {
    const response = await rawRequest(h.shop.url, '/wp-json/cocart/v2/cart/clear', {
      method: 'POST',
    });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'vitrina_not_found' });
    expect(response.body).not.toContain('<html>');
  });
});

describe('A6: how the key pair travels', () => {
  let tlsShop: ShopHarness;
  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    // The shop trusts the test store's certificate as it would a real one (no switch in its code).
    setDefaultCACertificates([...getCACertificates('default'), pems.cert]);
    tlsShop = await startShopHarness({ tls: { key: pems.private, cert: pems.cert } });
  });
  afterAll(async () => tlsShop.close());

  it('to an https store: by Basic auth only, never in the query', async () => {
    expect(tlsShop.store.url.startsWith('https:')).toBe(true);
    const response = await rawRequest(tlsShop.shop.url, '/wp-json/wc/v3/products?per_page=2');
    expect(response.status).toBe(200);
    const [call] = tlsShop.store.calls;
    const basic = `Basic ${Buffer.from(`${TEST_KEY}:${TEST_SECRET}`).toString('base64')}`;
    expect(call?.headers.authorization).toBe(basic);
    expectNoKey(call?.target ?? '');
  });

  it('to a loopback http store: in the query, where WooCommerce reads it over http', async () => {
    await rawRequest(h.shop.url, '/wp-json/wc/v3/products');
    const [call] = h.store.calls;
    expect(call?.query.get('consumer_key')).toBe(TEST_KEY);
    expect(call?.headers.authorization).toBeUndefined();
  });

  it.each(['http://tienda.example.do', 'http://10.0.0.5:8080', 'http://127.example.do'])(
    'to a non-loopback http store (%s): the shop refuses to start',
    (storeUrl) => {
      expect(() =>
        loadShopConfig({
          STORE_URL: storeUrl,
          WC_CONSUMER_KEY: TEST_KEY,
          WC_CONSUMER_SECRET: TEST_SECRET,
        }),
      ).toThrow(/solo viaja por https/);
    },
  );

  it.each(['http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787'])(
    'a loopback http store (%s) is accepted',
    (storeUrl) => {
      expect(
        loadShopConfig({ STORE_URL: storeUrl, WC_CONSUMER_KEY: TEST_KEY, WC_CONSUMER_SECRET: 'x' })
          .storeUrl,
      ).toBe(storeUrl);
    },
  );
});
