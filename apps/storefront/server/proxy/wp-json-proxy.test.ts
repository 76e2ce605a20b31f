// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeReply, RecordedCall } from '../../test/support/fake-store.js';
import { rawRequest } from '../../test/support/raw-request.js';
import {
  startShopHarness,
  TEST_KEY,
  TEST_SECRET,
  TOKENS,
  type ShopHarness,
} from '../../test/support/shop-harness.js';

const ORDERS: Record<string, { customer_id: number; order_key: string }> = {
  '/wp-json/wc/v3/orders/1001': { customer_id: 1, order_key: 'wc_order_one' },
  '/wp-json/wc/v3/orders/1002': { customer_id: 2, order_key: 'wc_order_two' },
  '/wp-json/wc/v3/orders/1003': { customer_id: 0, order_key: 'wc_order_guest' },
};

function storeAnswers(call: RecordedCall): FakeReply | undefined {
  const order = ORDERS[call.path];
  if (order) {
    return {
      body: { id: 1, ...order, total: '1000.00', billing: { phone: '8095551234' }, line_items: [] },
    };
  }
  if (call.path === '/wp-json/wc/v3/orders/999999') {
    return {
      status: 404,
      body: { code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.' },
    };
  }
  if (call.path === '/wp-json/wc/v3/products/7') return { body: { id: 7, status: 'draft' } };
  if (call.path === '/wp-json/wc/v3/products/8')
    return { body: { id: 8, status: 'publish', name: 'Nevera' } };
  // A variable product: its variations are read while it is published (#34).
  if (call.path === '/wp-json/wc/v3/products/12')
    return { body: { id: 12, type: 'variable', status: 'publish' } };
  if (call.path === '/wp-json/wc/v3/coupons') {
    return {
      body: [
        {
          id: 3,
          code: 'PROMO10',
          amount: '10',
          used_by: ['ana@example.do'],
          email_restrictions: ['x@y.do'],
        },
      ],
    };
  }
  if (call.path === '/wp-json/wc/v3/payment_gateways') {
    return {
      body: [
        { id: 'bacs', title: 'Transferencia', enabled: true, settings: { secret: 'sk_live_x' } },
        { id: 'stripe', title: 'Tarjeta', enabled: false, settings: {} },
      ],
    };
  }
  if (call.path === '/wp-json/cocart/v2/cart/add-item')
    return { headers: { 'cocart-api-cart-key': 'abc123', 'x-secret': 'no' } };
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (body: unknown) => ({
  'content-type': 'application/json',
  body: JSON.stringify(body),
});

async function send(
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const response = await rawRequest(h.shop.url, target, init);
  return { ...response, json: (): unknown => JSON.parse(response.body) };
}

describe('A2: the proxy is not an open wc/v3 gateway', () => {
  it.each([
    ['GET', '/wp-json/wc/v3/customers', 403],
    ['GET', '/wp-json/wc/v3/orders', 403],
    ['POST', '/wp-json/wc/v3/products', 403],
    ['DELETE', '/wp-json/wc/v3/products/1', 403],
    ['PUT', '/wp-json/wc/v3/products/1', 403],
    ['GET', '/wp-json/wc/v3/coupons', 403],
    ['POST', '/wp-json/wc/v3/coupons', 403],
    ['DELETE', '/wp-json/wc/v3/customers/1', 403],
    ['PUT', '/wp-json/wc/v3/customers/1', 403],
    ['POST', '/wp-json/wc/v3/orders', 403],
    ['GET', '/wp-json/wc/v3/system_status', 404],
    ['GET', '/wp-json/wc/v3/webhooks', 404],
    ['GET', '/wp-json/wp/v2/users', 404],
    ['GET', '/wp-json/cocart/v2/sessions', 404],
    ['GET', '/wp-json/', 400],
  ])('%s %s without a token → %i and the store is never called', async (method, target, status) => {
    const response = await send(target, { method });
    expect(response.status).toBe(status);
    expect(response.json()).toMatchObject({ data: { status } });
    expect(h.store.calls).toHaveLength(0);
  });

  it('GET products is signed by the server and only lists published products', async () => {
    const response = await send('/wp-json/wc/v3/products?per_page=4&status=draft&context=edit');
    expect(response.status).toBe(200);
    const [call] = h.store.calls;
    expect(call?.path).toBe('/wp-json/wc/v3/products');
    expect(call?.query.get('consumer_key')).toBe(TEST_KEY);
    expect(call?.query.get('consumer_secret')).toBe(TEST_SECRET);
    expect(call?.query.get('status')).toBe('publish');
    expect(call?.query.has('context')).toBe(false);
    expect(call?.query.get('per_page')).toBe('4');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('a product that is not published answers as unknown', async () => {
    expect((await send('/wp-json/wc/v3/products/7')).status).toBe(404);
    expect((await send('/wp-json/wc/v3/products/8')).json()).toMatchObject({ name: 'Nevera' });
  });

  it('a client cannot bring its own key or override the method', async () => {
    for (const target of [
      '/wp-json/wc/v3/customers?consumer_key=ck_x&consumer_secret=cs_y',
      '/wp-json/wc/v3/products?_method=DELETE',
      '/wp-json/wc/v3/products?_jsonp=steal',
    ]) {
      expect((await send(target)).status).toBe(400);
    }
    expect(h.store.calls).toHaveLength(0);
  });
});

describe('what the shop does use passes, signed only where the key is needed', () => {
  it.each([
    ['/wp-json/wc/v3/products/categories?per_page=100', true],
    ['/wp-json/wc/v3/products/categories/193', true],
    ['/wp-json/wc/v3/products/tags', true],
    ['/wp-json/wc/v3/products/attributes/1/terms', true],
    ['/wp-json/wc/v3/products/12/variations', true],
    ['/wp-json/wc/v3/shipping/zones/1/methods', true],
    ['/wp-json/wp/v2/cashback?acf_format=standard', false],
    ['/wp-json/wp/v2/pages?slug=sobre-nosotros', false],
    ['/wp-json/cocart/v2/cart?cart_key=abc', false],
  ])('GET %s', async (target, signed) => {
    const response = await send(target);
    expect(response.status).toBe(200);
    const call = h.store.calls.at(-1);
    expect(call?.target.startsWith(target.split('?')[0] ?? '')).toBe(true);
    expect(call?.query.has('consumer_key')).toBe(signed);
  });
});

describe('A3: path tricks never reach the store', () => {
  it.each([
    '/wp-json/wc/v3/products/../customers',
    '/wp-json/wc/v3/products/%2e%2e/customers',
    '/wp-json/wc/v3/products/%2E%2E%2Fcustomers',
    '/wp-json/wc/v3/products%2f..%2fcustomers',
    '/wp-json/wc/v3/products/./../customers',
    '/wp-json//wc/v3/customers',
    '//wp-json/wc/v3/customers',
    '/wp-json/wc/v3/products\\..\\customers',
    '/wp-json/wc/v3/products?rest_route=/wc/v3/customers',
    '/?rest_route=/wc/v3/customers',
    '/WP-JSON/wc/v3/customers',
    '/Wp-Json/wc/v3/products',
    '/tienda/%77p-json/wc/v3/customers',
    '/wp-json/wc%2Fv3/customers',
  ])('%s → 4xx with 0 upstream calls', async (target) => {
    const response = await send(target);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(h.store.calls).toHaveLength(0);
  });

  it("the client's Host header never chooses the upstream", async () => {
    const response = await send('/wp-json/wc/v3/products', {
      headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
    });
    expect(response.status).toBe(200);
    const [call] = h.store.calls;
    expect(call?.headers.host).toBe(new URL(h.store.url).host);
    expect(call?.headers['x-forwarded-host']).toBeUndefined();
  });

  it('an absolute-form request target is refused', async () => {
    const response = await send('http://evil.test/wp-json/wc/v3/products');
    expect(response.status).toBe(404);
    expect(h.store.calls).toHaveLength(0);
  });
});

describe('E1: customers only through their own token', () => {
  it("user 1 cannot read user 2's record, and the store only sees the token look-up", async () => {
    expect(
      (await send('/wp-json/wc/v3/customers/2', { headers: bearer(TOKENS.user1) })).status,
    ).toBe(403);
    expect(h.store.resourceCalls()).toHaveLength(0);
  });

  it('without a token → 401; with a refused token → the store refusal', async () => {
    expect((await send('/wp-json/wc/v3/customers/1')).status).toBe(401);
    const expired = await send('/wp-json/wc/v3/customers/1', { headers: bearer(TOKENS.expired) });
    expect(expired.status).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'jwt_auth_invalid_token' });
    expect(h.store.resourceCalls()).toHaveLength(0);
  });

  it('user 1 reads their own record with the key added server-side and no-store caching', async () => {
    const response = await send('/wp-json/wc/v3/customers/1', { headers: bearer(TOKENS.user1) });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [call] = h.store.resourceCalls();
    expect(call?.query.get('consumer_key')).toBe(TEST_KEY);
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('the owner cannot write their record through the proxy either: the shop server writes it', async () => {
    const put = await send('/wp-json/wc/v3/customers/1', {
      method: 'PUT',
      headers: { ...bearer(TOKENS.user1), 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Ana' }),
    });
    expect(put.status).toBe(403);
    expect(h.store.calls).toHaveLength(0);
  });
});

describe('orders through the proxy', () => {
  it('no order is placed through the proxy, with a token or without: the shop server places them', async () => {
    for (const headers of [bearer(TOKENS.user1), {}]) {
      const { body, ...jsonHeaders } = json({ payment_method: 'bacs', line_items: [] });
      const response = await send('/wp-json/wc/v3/orders', {
        method: 'POST',
        headers: { ...headers, ...jsonHeaders, 'idempotency-key': 'order-key-12345678' },
        body,
      });
      expect(response.status).toBe(403);
    }
    expect(h.store.calls).toHaveLength(0);
  });

  it("E2: the order list is the token user's, whatever customer the query names", async () => {
    await send('/wp-json/wc/v3/orders?customer=2&per_page=5', { headers: bearer(TOKENS.user1) });
    const [call] = h.store.resourceCalls();
    expect(call?.query.get('customer')).toBe('1');
    expect(call?.query.get('per_page')).toBe('5');
  });

  it("E2: another user's order answers exactly like an unknown one", async () => {
    const other = await send('/wp-json/wc/v3/orders/1002', { headers: bearer(TOKENS.user1) });
    const unknown = await send('/wp-json/wc/v3/orders/999999', { headers: bearer(TOKENS.user1) });
    const wrongKey = await send('/wp-json/wc/v3/orders/1003?key=wc_order_wrong');
    expect(other.status).toBe(404);
    expect(other.body).toBe(unknown.body);
    expect(wrongKey.body).toBe(unknown.body);
    expect(
      (await send('/wp-json/wc/v3/orders/1001', { headers: bearer(TOKENS.user1) })).status,
    ).toBe(200);
    expect((await send('/wp-json/wc/v3/orders/1003?key=wc_order_guest')).json()).toMatchObject({
      billing: { phone: '8095551234' },
    });
  });

  it("D5: a registered customer's order read by key alone carries no personal data", async () => {
    const response = await send('/wp-json/wc/v3/orders/1002?key=wc_order_two');
    expect(response.status).toBe(200);
    expect(response.json()).not.toHaveProperty('billing');
    expect(response.json()).toMatchObject({ total: '1000.00' });
  });
});

describe('G1: client prices never reach the cart', () => {
  it('price fields are stripped from the add-item body and query', async () => {
    const { body, ...headers } = json({
      id: '8',
      quantity: '1',
      price: '1',
      item_data: { regular_price: '1' },
    });
    const response = await send(
      '/wp-json/cocart/v2/cart/add-item?price=1&sale_price=1&cart_key=abc',
      {
        method: 'POST',
        headers,
        body,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers['cocart-api-cart-key']).toBe('abc123');
    expect(response.headers['x-secret']).toBeUndefined();
    const [call] = h.store.calls;
    expect(call?.query.has('price')).toBe(false);
    expect(call?.query.has('sale_price')).toBe(false);
    expect(call?.query.get('cart_key')).toBe('abc');
    expect(JSON.parse(call?.body ?? '')).toEqual({ id: '8', quantity: '1', item_data: {} });
    expect(call?.query.has('consumer_key')).toBe(false);
  });

  it('a form-encoded add-item loses its price too', async () => {
    await send('/wp-json/cocart/v2/cart/add-item', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=8&quantity=1&price=1&totals%5Btotal%5D=1',
    });
    expect(h.store.calls[0]?.body).toBe('id=8&quantity=1');
  });
});

describe('what crosses the proxy', () => {
  it('coupons: only a lookup by code, without who used it', async () => {
    const response = await send('/wp-json/wc/v3/coupons?code=PROMO10&per_page=100');
    expect(response.json()).toEqual([{ id: 3, code: 'PROMO10', amount: '10' }]);
    expect([...(h.store.calls[0]?.query.keys() ?? [])].sort()).toEqual([
      'code',
      'consumer_key',
      'consumer_secret',
    ]);
  });

  it('payment gateways: enabled ones, without their settings', async () => {
    expect((await send('/wp-json/wc/v3/payment_gateways')).json()).toEqual([
      { id: 'bacs', title: 'Transferencia', enabled: true },
    ]);
  });

  it('account calls pass the bearer, never the key, and are not cached', async () => {
    const response = await send('/wp-json/api/v1/users', {
      headers: { ...bearer(TOKENS.user1), cookie: 'a=b' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const [call] = h.store.calls;
    expect(call?.headers.authorization).toBe(`Bearer ${TOKENS.user1}`);
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.query.has('consumer_key')).toBe(false);
  });

  it('F7: a body over 64 KB → 413 before the store', async () => {
    const response = await send('/wp-json/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.do', password: 'x'.repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect(h.store.calls).toHaveLength(0);
  });

  it('a body that is neither JSON nor a form → 415', async () => {
    const response = await send('/wp-json/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<x/>',
    });
    expect(response.status).toBe(415);
  });

  it('K4: a spoofed X-Forwarded-For is not passed on without TRUST_PROXY', async () => {
    await send('/wp-json/wc/v3/products', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(h.store.calls[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});

describe('the store misbehaving', () => {
  it('an unreachable store → 502 with a Spanish message', async () => {
    const down = await startShopHarness({ env: { STORE_URL: 'http://127.0.0.1:9' } });
    try {
      const response = await rawRequest(down.shop.url, '/wp-json/wc/v3/products');
      expect(response.status).toBe(502);
      expect(response.body).toContain('No pudimos conectar con la tienda');
    } finally {
      await down.close();
    }
  });

  it.each([
    ['2 (a CDN and a balancer)', '2'],
    ["the proxies' networks (the CDN's and this machine)", '203.0.113.0/24, loopback'],
  ])(
    'K4: behind a CDN and a balancer, TRUST_PROXY=%s finds the shopper, not the CDN edge',
    async (_name, trust) => {
      const proxied = await startShopHarness({ env: { TRUST_PROXY: trust } });
      try {
        // What the balancer sends: the address a client claimed, the shopper as the CDN's edge
        // saw them, the edge as the balancer saw it.
        await rawRequest(proxied.shop.url, '/wp-json/wc/v3/products', {
          headers: { 'x-forwarded-for': '192.0.2.66, 198.51.100.1, 203.0.113.9' },
        });
        expect(proxied.store.calls[0]?.headers['x-forwarded-for']).toBe('198.51.100.1');
      } finally {
        await proxied.close();
      }
    },
  );

  it('K4: behind TRUST_PROXY the last forwarded address is the client', async () => {
    const proxied = await startShopHarness({ env: { TRUST_PROXY: '1' } });
    try {
      await rawRequest(proxied.shop.url, '/wp-json/wc/v3/products', {
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
      });
      expect(proxied.store.calls[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  });
});
