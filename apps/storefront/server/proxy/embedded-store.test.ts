// @vitest-environment node
import type { TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from '../start-server.js';
import { startShopStack, type ShopStack } from '../../test/support/shop-stack.js';
import { standInRenderer } from '../../test/support/stand-in-page.js';

// The proxy in front of the real embedded store: what the fake upstream tests assume holds here.
let stack: ShopStack;
let store: TestStore;
let shop: RunningShop;
beforeAll(async () => {
  stack = await startShopStack({ renderPage: standInRenderer() });
  ({ store, shop } = stack);
});
afterAll(async () => stack.stop());

const ProductsSchema = z.array(
  z.object({ id: z.number(), price: z.string(), stock_status: z.string(), status: z.string() }),
);
const LoginSchema = z.object({ results: z.object({ token: z.string() }) });
const UserSchema = z.object({
  results: z.object({ userData: z.object({ data: z.object({ ID: z.coerce.number() }) }) }),
});
const CartSchema = z.object({
  items: z.array(z.object({ id: z.number(), totals: z.object({ total: z.number() }) })),
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}${path}`, { headers });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function logIn(email: string): Promise<{ token: string; id: number }> {
  const login = await post('/wp-json/api/v1/login', { email, password: 'Vitrina-Demo-2026' });
  expect(login.status).toBe(200);
  const { token } = LoginSchema.parse(await login.json()).results;
  const user = UserSchema.parse(
    await (await get('/wp-json/api/v1/users', { authorization: `Bearer ${token}` })).json(),
  );
  return { token, id: user.results.userData.data.ID };
}

describe('the proxy against the embedded store', () => {
  it('lists published products with the key added server-side and the paging headers passed on', async () => {
    const response = await get('/wp-json/wc/v3/products?per_page=5');
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('x-wp-total'))).toBeGreaterThan(5);
    const products = ProductsSchema.parse(await response.json());
    expect(products).toHaveLength(5);
    expect(products.every((product) => product.status === 'publish')).toBe(true);
  });

  it('A2: refuses the customer and order lists', async () => {
    expect((await get('/wp-json/wc/v3/customers')).status).toBe(403);
    expect((await get('/wp-json/wc/v3/orders')).status).toBe(403);
  });

  it("E1: a demo customer reads their own record and not the other demo customer's", async () => {
    const ana = await logIn('ana.perez@vitrina.do');
    const carlos = await logIn('carlos.santos@vitrina.do');
    const own = await get(`/wp-json/wc/v3/customers/${String(ana.id)}`, {
      authorization: `Bearer ${ana.token}`,
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ email: 'ana.perez@vitrina.do' });
    const other = await get(`/wp-json/wc/v3/customers/${String(carlos.id)}`, {
      authorization: `Bearer ${ana.token}`,
    });
    expect(other.status).toBe(403);
    // The shop's key straight at the store reads anyone: the proxy is what closes E1.
    const key = `consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`;
    expect(
      (await fetch(`${store.baseUrl}/wp-json/wc/v3/customers/${String(carlos.id)}?${key}`)).status,
    ).toBe(200);
  });

  it('G1: a price sent with add-item is not the price of the line', async () => {
    const products = ProductsSchema.parse(
      await (await get('/wp-json/wc/v3/products?per_page=20&stock_status=instock')).json(),
    );
    const product = products.find((candidate) => Number(candidate.price) > 10);
    if (product === undefined) throw new Error('no priced product in the demo store');
    const response = await post('/wp-json/cocart/v2/cart/add-item?price=1', {
      id: String(product.id),
      quantity: '1',
      price: '1',
    });
    expect(response.ok).toBe(true);
    const [line] = CartSchema.parse(await response.json()).items;
    // CoCart 4.3.6 gives a line's total as a number in major units (pesos).
    expect(line?.totals.total).toBe(Number(product.price));
  });

  it('the browser places no order through the proxy: a token or nothing is no credential for wc/v3 orders', async () => {
    const [product] = ProductsSchema.parse(
      await (
        await get('/wp-json/wc/v3/products?per_page=1&stock_status=instock&category=211')
      ).json(),
    );
    const key = `consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`;
    const orderCount = async () =>
      Number(
        (await fetch(`${store.baseUrl}/wp-json/wc/v3/orders?per_page=1&${key}`)).headers.get(
          'x-wp-total',
        ),
      );
    const before = await orderCount();
    const ana = await logIn('ana.perez@vitrina.do');
    const body = {
      payment_method: 'bacs',
      billing: {
        first_name: 'Luisa',
        last_name: 'Gómez',
        email: 'luisa@example.do',
        phone: '8095550199',
        address_1: 'Calle 1',
        city: 'Santo Domingo',
        state: 'DO-01',
        country: 'DO',
      },
      line_items: [{ product_id: product?.id, quantity: 1 }],
      shipping_lines: [{ method_id: 'flat_rate' }],
    };
    const asGuest = await post('/wp-json/wc/v3/orders', body, {
      'idempotency-key': 'guest-order-0001',
    });
    const asCustomer = await post('/wp-json/wc/v3/orders', body, {
      'idempotency-key': 'customer-order-0001',
      authorization: `Bearer ${ana.token}`,
    });
    expect(asGuest.ok).toBe(false);
    expect(asCustomer.ok).toBe(false);
    expect(await orderCount()).toBe(before);
  });
});

describe('J4: private answers are kept by no browser or CDN', () => {
  const OrderIdsSchema = z.array(z.object({ id: z.number() }));

  it('J4: cart, customer, order, login and reset answers are no-store at the shop and at the store; the catalogue may be kept a minute', async () => {
    const catalogue = await get('/wp-json/wc/v3/products?per_page=1');
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('cache-control')).toBe('public, max-age=60');

    const ana = await logIn('ana.perez@vitrina.do');
    const bearer = { authorization: `Bearer ${ana.token}` };
    const [order] = OrderIdsSchema.parse(await (await get('/api/cuenta/pedidos', bearer)).json());
    if (order === undefined) throw new Error('the demo customer has no order');
    const [product] = ProductsSchema.parse(
      await (await get('/wp-json/wc/v3/products?per_page=1&stock_status=instock')).json(),
    );
    if (product === undefined) throw new Error('no product in stock in the demo store');
    const login = { email: 'ana.perez@vitrina.do', password: 'Vitrina-Demo-2026' };
    const reset = { email: 'ana.perez@vitrina.do' };
    const add = { id: String(product.id), quantity: '1' };
    const orderPath = `/wp-json/wc/v3/orders/${String(order.id)}`;

    const atShop: [string, () => Promise<Response>][] = [
      ['login', () => post('/wp-json/api/v1/login', login)],
      ['reset', () => post('/wp-json/api/v1/reset-password', reset)],
      ['add-item', () => post('/wp-json/cocart/v2/cart/add-item', add, bearer)],
      ['cart', () => get('/wp-json/cocart/v2/cart', bearer)],
      ['customer (proxy)', () => get(`/wp-json/wc/v3/customers/${String(ana.id)}`, bearer)],
      ['customer (account)', () => get('/api/cuenta', bearer)],
      ['order list', () => get('/api/cuenta/pedidos', bearer)],
      ['order (account)', () => get(`/api/cuenta/pedidos/${String(order.id)}`, bearer)],
      ['invoice', () => get(`/api/pedidos/${String(order.id)}/factura`, bearer)],
      ['order (proxy)', () => get(orderPath, bearer)],
    ];
    const readKey = `consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`;
    const writeKey = `consumer_key=${store.writeConsumerKey}&consumer_secret=${store.writeConsumerSecret}`;
    const atStore = (path: string, init: RequestInit = {}) =>
      fetch(`${store.baseUrl}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...bearer },
      });
    const storeCalls: [string, () => Promise<Response>][] = [
      [
        'store login',
        () =>
          fetch(`${store.baseUrl}/wp-json/api/v1/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(login),
          }),
      ],
      [
        'store reset',
        () =>
          fetch(`${store.baseUrl}/wp-json/api/v1/reset-password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(reset),
          }),
      ],
      [
        'store add-item',
        () =>
          atStore('/wp-json/cocart/v2/cart/add-item', {
            method: 'POST',
            body: JSON.stringify(add),
          }),
      ],
      ['store cart', () => atStore('/wp-json/cocart/v2/cart')],
      [
        'store customer',
        () => fetch(`${store.baseUrl}/wp-json/wc/v3/customers/${String(ana.id)}?${writeKey}`),
      ],
      ['store order', () => atStore(`${orderPath}?${readKey}`)],
    ];
    const seen: string[] = [];
    for (const [name, send] of [...atShop, ...storeCalls]) {
      const response = await send();
      seen.push(
        `${name} ${String(response.status)} ${response.headers.get('cache-control') ?? ''}`,
      );
    }
    expect(seen).toEqual([...atShop, ...storeCalls].map(([name]) => `${name} 200 no-store`));
  });
});

describe('L4: no cookie carries authority, only the bearer header', () => {
  it('L4: login sets no cookie, and the token sent as a cookie opens no account, order or logout', async () => {
    const login = await post('/wp-json/api/v1/login', {
      email: 'carlos.santos@vitrina.do',
      password: 'Vitrina-Demo-2026',
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie()).toEqual([]);
    const { token } = LoginSchema.parse(await login.json()).results;
    // What a browser would attach to a request another site makes it send.
    const ambient = {
      cookie: `token=${token}; jwt=${token}; wordpress_logged_in=${token}; XSRF-TOKEN=x`,
      'x-xsrf-token': 'x',
    };

    expect((await get('/wp-json/api/v1/users', ambient)).status).toBe(403);
    expect(
      (await fetch(`${store.baseUrl}/wp-json/api/v1/users`, { headers: ambient })).status,
    ).toBe(403);
    expect((await get('/api/cuenta', ambient)).status).toBe(401);
    expect((await get('/api/cuenta/pedidos', ambient)).status).toBe(401);
    // A form another site posts (a simple content type, the cookies, no header of its own), and
    // the same logout as JSON: neither ends the session.
    const formLogout = await fetch(`${shop.url}/wp-json/api/v1/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...ambient },
      body: 'confirm=1',
    });
    expect(formLogout.ok).toBe(false);
    expect((await post('/wp-json/api/v1/logout', {}, ambient)).status).toBe(403);

    // The token still works with the bearer header: the cookie requests changed nothing.
    const account = await get('/api/cuenta', { authorization: `Bearer ${token}` });
    expect(account.status).toBe(200);
    expect(account.headers.getSetCookie()).toEqual([]);
  });
});
