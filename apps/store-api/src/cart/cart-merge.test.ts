import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_CUSTOMER_CREDENTIALS, startTestStore, type TestStore } from '../testing.js';
import { cartClient, ManualClock } from './cart-test-client.js';

const clock = new ManualClock();
let store: TestStore;
let api: ReturnType<typeof cartClient>;
let ana: string;
let carlos: string;

beforeAll(async () => {
  store = await startTestStore({ clock });
  api = cartClient(store);
  const [first, second] = DEMO_CUSTOMER_CREDENTIALS;
  if (!first || !second) throw new Error('two demo customers expected');
  ana = await api.login(first.email, first.password);
  carlos = await api.login(second.email, second.password);
});
afterAll(() => store.stop());
beforeEach(async () => {
  clock.advance(11_000);
  await api.clear(undefined, ana);
  await api.clear(undefined, carlos);
});

async function guestCart(lines: [string, string][]): Promise<string> {
  let key: string | undefined;
  for (const [id, quantity] of lines) {
    const response = await api.add({ id, quantity }, key);
    expect(response.status).toBe(200);
    key = (await api.cart(response)).cart_key;
  }
  return key ?? '';
}

const quantities = (cart: { items: { id: number; quantity: { value: number } }[] }) =>
  Object.fromEntries(cart.items.map((item) => [item.id, item.quantity.value]));

describe('a customer’s cart (bearer token)', () => {
  it('is keyed by the user id and kept across requests', async () => {
    const added = await api.cart(await api.add({ id: '1004', quantity: '2' }, undefined, ana));
    expect(added.cart_key).toMatch(/^\d+$/);
    const read = await api.cart(await api.get(undefined, ana));
    expect(read.cart_key).toBe(added.cart_key);
    expect(quantities(read)).toEqual({ 1004: 2 });
    const itemKey = read.items[0]?.item_key ?? '';
    expect(
      quantities(await api.cart(await api.update(itemKey, { quantity: '4' }, undefined, ana))),
    ).toEqual({
      1004: 4,
    });
    expect((await api.cart(await api.remove(itemKey, undefined, ana))).items).toEqual([]);
  });

  it('E5: one customer cannot change another customer’s line', async () => {
    const theirs = await api.cart(await api.add({ id: '1007', quantity: '1' }, undefined, carlos));
    const itemKey = theirs.items[0]?.item_key ?? '';
    await api.add({ id: '1004', quantity: '1' }, undefined, ana);
    expect((await api.update(itemKey, { quantity: '3' }, undefined, ana)).status).toBe(404);
    expect(quantities(await api.cart(await api.get(undefined, carlos)))).toEqual({ 1007: 1 });
  });
});

describe('D4: merging a guest cart on login', () => {
  it('adds the guest lines to the customer’s, quantities summed, and the guest cart is gone', async () => {
    await api.add({ id: '1004', quantity: '1' }, undefined, ana);
    const guestKey = await guestCart([
      ['1004', '2'],
      ['1007', '1'],
    ]);
    const merged = await api.cart(await api.get(guestKey, ana));
    expect(quantities(merged)).toEqual({ 1004: 3, 1007: 1 });
    expect(merged.cart_key).not.toBe(guestKey);

    // As on CoCart, the merged key now names no cart: an empty one, under the same key.
    const gone = await api.cart(await api.get(guestKey));
    expect(gone).toMatchObject({ cart_key: guestKey, items: [] });

    const carlosBefore: unknown = await (await api.get(undefined, carlos)).json();
    const again = await api.cart(await api.get(guestKey, carlos));
    expect(await (await api.get(undefined, carlos)).json()).toEqual(carlosBefore);
    expect(again.items).toEqual([]);
  });

  it('caps a summed quantity at the stock', async () => {
    await api.add({ id: '1003', quantity: '3' }, undefined, ana);
    const guestKey = await guestCart([['1003', '4']]);
    expect(quantities(await api.cart(await api.get(guestKey, ana)))).toEqual({ 1003: 5 });
  });

  it('refuses to merge the cart of another registered user (403) and leaves it alone', async () => {
    const carlosCart = await api.cart(
      await api.add({ id: '1010', quantity: '2' }, undefined, carlos),
    );
    const response = await api.get(carlosCart.cart_key, ana);
    expect(response.status).toBe(403);
    expect((await api.error(response)).code).toBe('cocart_cannot_read_cart');
    expect(quantities(await api.cart(await api.get(undefined, carlos)))).toEqual({ 1010: 2 });
    expect((await api.cart(await api.get(undefined, ana))).items).toEqual([]);
  });

  it('reads the customer’s own key like no key at all', async () => {
    const own = await api.cart(await api.add({ id: '1004', quantity: '1' }, undefined, ana));
    const response = await api.get(own.cart_key, ana);
    expect(response.status).toBe(200);
    expect(quantities(await api.cart(response))).toEqual({ 1004: 1 });
  });
});
