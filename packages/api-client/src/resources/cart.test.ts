import { describe, expect, it } from 'vitest';
import { isStoreApiError } from '../errors.js';
import { createStoreHttp } from '../http.js';
import { readFixture } from '../../test/support/fixtures.js';
import { sendJson, startLocalServer } from '../../test/support/local-server.js';
import { CoCartCartSchema, createCartApi } from './cart.js';
import { ANA, clientFor, DEMO_PASSWORD, failure, useTestStore } from '../../test/support/store.js';
import type { TestStore } from '@vitrina/store-api/testing';

const store = useTestStore();

/** A browser-like guest: the cart key lives in "sessionStorage" (a variable) and every request is counted. */
function guest(testStore: TestStore, token?: string, withConsumerKey = false) {
  const session = {
    cartKey: undefined as string | undefined,
    handedOut: [] as string[],
    requests: [] as string[],
  };
  const client = clientFor(testStore, {
    ...(withConsumerKey ? {} : { consumerKey: undefined, consumerSecret: undefined }),
    getToken: () => token,
    getCartKey: () => session.cartKey,
    onCartKey: (key) => {
      session.cartKey = key;
      session.handedOut.push(key);
    },
    fetch: (input, init) => {
      session.requests.push(input instanceof Request ? new URL(input.url).pathname : String(input));
      return fetch(input, init);
    },
  });
  return { client, session };
}

async function inStockIds(count: number): Promise<number[]> {
  const { items } = await clientFor(store()).products.list({
    stock_status: 'instock',
    per_page: 50,
  });
  const physical = items.filter(
    (product) => product.stock_quantity === null || product.stock_quantity >= 5,
  );
  return physical.slice(0, count).map((product) => product.id);
}

describe('cart against the embedded store', () => {
  it('a guest add-item gets a cart key, reported once through onCartKey, then used as ?cart_key=', async () => {
    const [first, second] = await inStockIds(2);
    if (first === undefined || second === undefined) throw new Error('catalogue too small');
    const { client, session } = guest(store());
    const afterFirst = await client.cart.addItem({ id: first, quantity: 1 });
    expect(session.handedOut).toEqual([afterFirst.cart_key]);
    const afterSecond = await client.cart.addItem({ id: String(second), quantity: '2' });
    expect(afterSecond.cart_key).toBe(afterFirst.cart_key);
    expect(session.handedOut).toHaveLength(1);
    expect(afterSecond.items.map((line) => [line.id, line.quantity.value])).toEqual([
      [first, 1],
      [second, 2],
    ]);
    expect((await client.cart.get()).item_count).toBe(3);
  });

  it('only an add answer hands out a key: reading, then updating, an empty guest cart stores none', async () => {
    const { client, session } = guest(store());
    expect((await client.cart.get()).items).toEqual([]);
    expect(session.handedOut).toEqual([]);
  });

  it('updates a quantity, removes a line and clears the cart', async () => {
    const [id] = await inStockIds(1);
    if (id === undefined) throw new Error('catalogue too small');
    const { client } = guest(store());
    const added = await client.cart.addItem({ id, quantity: 1 });
    const line = added.items[0];
    if (line === undefined) throw new Error('no line');
    expect((await client.cart.updateItem(line.item_key, 3)).items[0]?.quantity.value).toBe(3);
    expect((await client.cart.removeItem(line.item_key)).items).toEqual([]);
    await client.cart.addItem({ id, quantity: 1 });
    await client.cart.clear();
    expect((await client.cart.get()).items).toEqual([]);
  });

  it('F1: a quantity above the stock is a 405 with the Spanish message, and the cart is unchanged', async () => {
    const [id] = await inStockIds(1);
    if (id === undefined) throw new Error('catalogue too small');
    const { client } = guest(store());
    const before = await client.cart.addItem({ id, quantity: 1 });
    const error = await failure(client.cart.addItem({ id, quantity: 100 }));
    expect(isStoreApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 405,
      code: 'cocart_quantity_invalid_amount',
      path: 'wp-json/cocart/v2/cart/add-item',
    });
    expect(isStoreApiError(error) && error.message.startsWith('La cantidad máxima es')).toBe(true);
    expect((await client.cart.get()).items).toEqual(before.items);
  });

  it('an unknown product is a 400 with the CoCart code', async () => {
    const error = await failure(guest(store()).client.cart.addItem({ id: 987_654, quantity: 1 }));
    expect(error).toMatchObject({
      status: 400,
      code: 'cocart_invalid_product',
      message: 'Este producto no se puede añadir al carrito.',
    });
  });

  it('getWithProducts maps lines to core cart items with one batched products call', async () => {
    const ids = await inStockIds(3);
    // Server-side (SSR) use: the consumer key reads the catalogue; in a browser the shop's proxy adds it.
    const { client, session } = guest(store(), undefined, true);
    for (const id of ids) await client.cart.addItem({ id, quantity: 1 });
    session.requests.length = 0;
    const { cart, items, unavailable } = await client.cart.getWithProducts();
    expect(session.requests).toEqual(['/wp-json/cocart/v2/cart', '/wp-json/wc/v3/products']);
    expect(unavailable).toEqual([]);
    expect(items.map((item) => item.product_id)).toEqual(ids);
    for (const [index, item] of items.entries()) {
      expect(item.cart_key).toBe(cart.items[index]?.item_key);
      expect(item.regular_price).toBeGreaterThan(0);
      expect(['AC', 'Other']).toContain(item.type);
      expect(item.total_item_price).toBeGreaterThan(0);
    }
  });

  it('merges a guest cart into the customer cart at login (spec §4), and the guest key dies (D4)', async () => {
    const [id] = await inStockIds(1);
    if (id === undefined) throw new Error('catalogue too small');
    const visitor = guest(store());
    await visitor.client.cart.addItem({ id, quantity: 1 });
    const guestKey = visitor.session.cartKey;
    if (guestKey === undefined) throw new Error('no guest key');

    const { results } = await visitor.client.account.login({ email: ANA, password: DEMO_PASSWORD });
    const customer = guest(store(), results.token);
    const merged = await customer.client.cart.mergeGuestCart(guestKey);
    expect(merged.items.some((line) => line.id === id)).toBe(true);
    expect(customer.session.handedOut).toEqual([]);

    const mine = await customer.client.cart.get();
    expect(mine.items.some((line) => line.id === id)).toBe(true);
    const later = guest(store());
    later.session.cartKey = guestKey;
    const afterwards = await later.client.cart.get();
    expect(afterwards.items).toEqual([]);
    expect(later.session.handedOut).not.toContain(guestKey);
  });

  it('a signed-in cart travels with the bearer token, never with a cart_key', async () => {
    const anonymous = guest(store()).client;
    const { results } = await anonymous.account.login({ email: ANA, password: DEMO_PASSWORD });
    const customer = guest(store(), results.token);
    customer.session.cartKey = 'ignored-guest-key';
    const cart = await customer.client.cart.get();
    expect(cart.cart_key).not.toBe('ignored-guest-key');
    expect(customer.session.handedOut).toEqual([]);
  });

  it('R11: a forged token on the cart is a 403 jwt_auth_invalid_token', async () => {
    const error = await failure(guest(store(), 'x.y.z').client.cart.get());
    expect(error).toMatchObject({
      name: 'StoreApiError',
      status: 403,
      code: 'jwt_auth_invalid_token',
    });
  });
});

describe('cart calls on a local server', () => {
  it('keeps the lines whose product is gone apart, as unavailable', async () => {
    const product = readFixture('wc-product-simple.json');
    const line = (id: number, item_key: string) => ({
      item_key,
      id,
      name: 'x',
      quantity: { value: 1 },
      totals: { total: 32999 },
    });
    const local = await startLocalServer((request, response) => {
      if (request.url.pathname.endsWith('/cart')) {
        sendJson(response, 200, {
          cart_key: 'k',
          items: [line(794, 'a'), line(555, 'b')],
          totals: { subtotal: '6599800', total: '6599800' },
        });
      } else {
        sendJson(response, 200, [product], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
      }
    });
    try {
      const cart = createCartApi(createStoreHttp({ baseUrl: local.baseUrl }));
      const { items, unavailable } = await cart.getWithProducts();
      expect(items.map((item) => [item.product_id, item.cart_key, item.total_item_price])).toEqual([
        [794, 'a', 3299900],
      ]);
      expect(unavailable.map((entry) => entry.id)).toEqual([555]);
      expect(local.requests[1]?.url.searchParams.get('include')).toBe('794,555');
    } finally {
      await local.close();
    }
  });

  it('R12: a cart key the store no longer knows is replaced by the key of the cart it answers, once', async () => {
    const [id] = await inStockIds(1);
    if (id === undefined) throw new Error('catalogue too small');
    const gone = 'A'.repeat(32);
    const replaced: string[] = [];
    let kept: string | undefined = gone;
    const client = clientFor(store(), {
      consumerKey: undefined,
      consumerSecret: undefined,
      getCartKey: () => kept,
      onCartKey: () => {
        throw new Error('a session with a key is never handed a first key');
      },
      onCartKeyExpired: (key) => {
        kept = key;
        replaced.push(key);
      },
    });
    const fresh = await client.cart.get();
    expect(fresh.items).toEqual([]);
    expect(replaced).toEqual([fresh.cart_key]);
    expect(kept).not.toBe(gone);
    const added = await client.cart.addItem({ id, quantity: 1 });
    expect(added.cart_key).toBe(kept);
    expect((await client.cart.get()).item_count).toBe(1);
    expect(replaced).toHaveLength(1);
  });

  it('keeps the first cart key: onCartKey never replaces it (spec §7)', async () => {
    let answered = 0;
    const local = await startLocalServer((_request, response) => {
      answered += 1;
      sendJson(response, 200, {
        cart_key: `k${String(answered)}`,
        items: [],
        totals: { subtotal: '0', total: '0' },
      });
    });
    try {
      let kept: string | undefined;
      const handedOut: string[] = [];
      const cart = createCartApi(
        createStoreHttp({
          baseUrl: local.baseUrl,
          getCartKey: () => kept,
          onCartKey: (key) => {
            kept = key;
            handedOut.push(key);
          },
        }),
      );
      await cart.addItem({ id: 7 });
      await cart.addItem({ id: 8 });
      await cart.get();
      expect(handedOut).toEqual(['k1']);
      expect(local.requests.map((request) => request.url.searchParams.get('cart_key'))).toEqual([
        null,
        'k1',
        'k1',
      ]);
    } finally {
      await local.close();
    }
  });

  it('withItems maps an answer with the products it already knows and fetches only the new ones', async () => {
    const product = readFixture('wc-product-simple.json');
    const line = (id: number, item_key: string) => ({
      item_key,
      id,
      name: 'x',
      quantity: { value: 2 },
      totals: { total: 65998 },
    });
    const local = await startLocalServer((_request, response) =>
      sendJson(response, 200, [product], { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }),
    );
    try {
      const cart = createCartApi(createStoreHttp({ baseUrl: local.baseUrl }));
      const answer = CoCartCartSchema.parse({
        items: [line(794, 'a')],
        totals: { subtotal: '6599800', total: '6599800' },
      });
      const first = await cart.withItems(answer);
      expect(local.requests).toHaveLength(1);
      const again = await cart.withItems(answer, first.products);
      expect(local.requests).toHaveLength(1);
      expect(again.items.map((item) => [item.cart_key, item.quantity])).toEqual([['a', 2]]);
    } finally {
      await local.close();
    }
  });

  it('sends id and quantity as strings, as CoCart expects, whatever the caller passed', async () => {
    const local = await startLocalServer((_request, response) =>
      sendJson(response, 200, { cart_key: 'k', items: [], totals: { subtotal: '0', total: '0' } }),
    );
    try {
      const cart = createCartApi(createStoreHttp({ baseUrl: local.baseUrl }));
      await cart.addItem({ id: 7, quantity: 2 });
      await cart.updateItem('abc', 4);
      expect(local.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([
        { id: '7', quantity: '2' },
        { quantity: '4' },
      ]);
    } finally {
      await local.close();
    }
  });
});
