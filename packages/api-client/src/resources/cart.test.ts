import { describe, expect, it } from 'vitest';
import { isStoreApiError } from '../errors.js';
import { createStoreHttp } from '../http.js';
import { readFixture } from '../../test/support/fixtures.js';
import { sendJson, startLocalServer } from '../../test/support/local-server.js';
import { CoCartCartSchema, createCartApi } from './cart.js';
import { ANA, clientFor, DEMO_PASSWORD, failure, useTestStore } from '../../test/support/store.js';
import { isGuestCartKey, newGuestCartKey } from '@vitrina/core';
import type { TestStore } from '@vitrina/store-api/testing';

const store = useTestStore();

/**
 * A browser-like guest: the cart key lives in "sessionStorage" (a variable) and every request is
 * counted, with the key the session held when it left and whether it was sent `keepalive`.
 */
function guest(testStore: TestStore, token?: string, withConsumerKey = false) {
  const session = {
    cartKey: undefined as string | undefined,
    handedOut: [] as string[],
    requests: [] as string[],
    sent: [] as {
      path: string;
      cart_key: string | null;
      held: string | undefined;
      keepalive: boolean;
    }[],
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
      if (!(input instanceof Request)) throw new Error('ky hands fetch a Request');
      const url = new URL(input.url);
      session.requests.push(url.pathname);
      session.sent.push({
        path: url.pathname,
        cart_key: url.searchParams.get('cart_key'),
        held: session.cartKey,
        keepalive: input.keepalive,
      });
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
  it('R12: a guest’s first add makes the cart key and hands it to onCartKey before the add leaves; the store keeps it', async () => {
    const [first, second] = await inStockIds(2);
    if (first === undefined || second === undefined) throw new Error('catalogue too small');
    const { client, session } = guest(store());
    const afterFirst = await client.cart.addItem({ id: first, quantity: 1 });
    const [made] = session.handedOut;
    if (made === undefined) throw new Error('no key was made');
    expect(isGuestCartKey(made)).toBe(true);
    expect(session.sent[0]).toMatchObject({ cart_key: made, held: made, keepalive: true });
    expect(afterFirst.cart_key).toBe(made);
    const afterSecond = await client.cart.addItem({ id: String(second), quantity: '2' });
    expect(afterSecond.cart_key).toBe(made);
    expect(session.handedOut).toEqual([made]);
    expect(afterSecond.items.map((line) => [line.id, line.quantity.value])).toEqual([
      [first, 1],
      [second, 2],
    ]);
    expect((await client.cart.get()).item_count).toBe(3);
  });

  it('only an add makes a key: reading an empty guest cart stores none', async () => {
    const { client, session } = guest(store());
    expect((await client.cart.get()).items).toEqual([]);
    expect(session.handedOut).toEqual([]);
  });

  it('updates a quantity, removes a line and clears the cart, every write with keepalive and no read', async () => {
    const [id] = await inStockIds(1);
    if (id === undefined) throw new Error('catalogue too small');
    const { client, session } = guest(store());
    const added = await client.cart.addItem({ id, quantity: 1 });
    const line = added.items[0];
    if (line === undefined) throw new Error('no line');
    expect((await client.cart.updateItem(line.item_key, 3)).items[0]?.quantity.value).toBe(3);
    expect((await client.cart.removeItem(line.item_key)).items).toEqual([]);
    await client.cart.addItem({ id, quantity: 1 });
    await client.cart.clear();
    expect((await client.cart.get()).items).toEqual([]);
    expect(session.sent.map((request) => request.keepalive)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
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

describe('R12 against the embedded store, its clock moved on', () => {
  let now = Date.UTC(2026, 10, 20, 12);
  const expiring = useTestStore({ clock: { now: () => now } });

  /** A guest whose key replacements are counted. */
  function guestWithExpiry() {
    const session = { kept: undefined as string | undefined, replaced: [] as string[] };
    const client = clientFor(expiring(), {
      consumerKey: undefined,
      consumerSecret: undefined,
      getCartKey: () => session.kept,
      onCartKey: (key) => {
        session.kept = key;
      },
      onCartKeyExpired: (key) => {
        session.kept = key;
        session.replaced.push(key);
      },
    });
    return { client, session };
  }

  it('R12: a cart the store let go (48 h untouched) is replaced by the key of the cart it answers, once', async () => {
    const [id] = await inStockIds(1);
    if (id === undefined) throw new Error('catalogue too small');
    const { client, session } = guestWithExpiry();
    await client.cart.addItem({ id, quantity: 1 });
    const gone = session.kept;
    now += 49 * 3_600_000;
    const fresh = await client.cart.get();
    expect(fresh.items).toEqual([]);
    expect(session.replaced).toEqual([fresh.cart_key]);
    expect(session.kept).not.toBe(gone);
    const added = await client.cart.addItem({ id, quantity: 1 });
    expect(added.cart_key).toBe(session.kept);
    expect((await client.cart.get()).item_count).toBe(1);
    expect(session.replaced).toHaveLength(1);
  });

  it('R12: a key whose first add has not landed yet is kept: the read answers it, empty, and replaces nothing', async () => {
    const [id] = await inStockIds(1);
    if (id === undefined) throw new Error('catalogue too small');
    const { client, session } = guestWithExpiry();
    const made = newGuestCartKey();
    session.kept = made;
    expect(await client.cart.get()).toMatchObject({ cart_key: made, items: [] });
    expect((await client.cart.addItem({ id, quantity: 1 })).cart_key).toBe(made);
    expect(session).toEqual({ kept: made, replaced: [] });
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
      } else if (request.url.pathname.endsWith('/products/555')) {
        // Not listed by `include`, so read by its id (a variation would be there): gone, a 404.
        sendJson(response, 404, {
          code: 'woocommerce_rest_product_invalid_id',
          message: 'ID no válido.',
          data: { status: 404 },
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

  it('R12: of two reads sent with a key the store let go, only the first answer replaces it', async () => {
    let answered = 0;
    const local = await startLocalServer((_request, response) => {
      answered += 1;
      sendJson(response, 200, {
        cart_key: `new-${String(answered)}`,
        items: [],
        totals: { subtotal: '0', total: '0' },
      });
    });
    try {
      let kept = 'gone-key';
      const replaced: string[] = [];
      const cart = createCartApi(
        createStoreHttp({
          baseUrl: local.baseUrl,
          getCartKey: () => kept,
          onCartKeyExpired: (key) => {
            kept = key;
            replaced.push(key);
          },
        }),
      );
      await Promise.all([cart.get(), cart.get()]);
      expect(local.requests.map((request) => request.url.searchParams.get('cart_key'))).toEqual([
        'gone-key',
        'gone-key',
      ]);
      expect(replaced).toHaveLength(1);
      expect(kept).toBe(replaced[0]);
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
