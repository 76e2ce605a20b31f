import { describe, expect, it } from 'vitest';
import { localCartToReAdd, parseLocalCart, reAddItem } from './local-cart.js';

const product = {
  id: 7,
  name: 'Estufa de 4 hornillas',
  images: [],
  regular_price: '15999',
  sale_price: '',
  stock_status: 'instock',
  tags: [],
  categories: [{ id: 338 }],
  attributes: [],
  description: 'dropped',
};

describe('parseLocalCart', () => {
  it('reads a stored local cart and drops fields the shop does not read', () => {
    const stored = JSON.stringify([{ product_id: 7, quantity: 2, product }]);
    const [entry] = parseLocalCart(stored);
    expect(entry?.quantity).toBe(2);
    expect(entry?.product).not.toHaveProperty('description');
  });

  it('gives an empty cart for nothing stored, bad JSON or a wrong shape', () => {
    expect(parseLocalCart(null)).toEqual([]);
    expect(parseLocalCart('{not json')).toEqual([]);
    expect(parseLocalCart(JSON.stringify([{ product_id: 7, quantity: 0, product }]))).toEqual([]);
    expect(parseLocalCart('{"a":1}')).toEqual([]);
  });
});

describe('localCartToReAdd', () => {
  const entry = (product_id: number, quantity: number) => ({
    product_id,
    quantity,
    product: { ...product, id: product_id, stock_status: 'instock' as const },
  });
  const line = (id: number, value: number) => ({ id, quantity: { value } });

  it('re-adds everything the customer cart lacks (a new tab lost the guest cart_key)', () => {
    expect(localCartToReAdd([entry(7, 2), entry(9, 1)], [])).toEqual([
      { product_id: 7, quantity: 2 },
      { product_id: 9, quantity: 1 },
    ]);
  });

  it('re-adds nothing the merge already brought, so merged lines are never doubled', () => {
    expect(localCartToReAdd([entry(7, 2), entry(9, 1)], [line(7, 2), line(9, 1)])).toEqual([]);
  });

  it('re-adds only the units the merged cart lacks', () => {
    expect(localCartToReAdd([entry(7, 3), entry(9, 1)], [line(7, 1), line(4, 5)])).toEqual([
      { product_id: 7, quantity: 2 },
      { product_id: 9, quantity: 1 },
    ]);
  });
});

describe('an installation kept in the local cart (issue 29)', () => {
  const entry = (product_id: number, installation_for?: number) => ({
    product_id,
    quantity: 2,
    product: { ...product, id: product_id, stock_status: 'instock' as const },
    installation_for,
  });

  it('is re-added naming its appliance’s product, after it', () => {
    const stored = JSON.stringify([entry(7), entry(200, 7)]);
    expect(localCartToReAdd(parseLocalCart(stored), [])).toEqual([
      { product_id: 7, quantity: 2 },
      { product_id: 200, quantity: 2, installation_for: 7 },
    ]);
  });

  it('goes back attached to its appliance’s line in the cart, and not at all without it', () => {
    const installation = { product_id: 200, quantity: 2, installation_for: 7 };
    const appliance = { id: 7, item_key: 'key-of-7', cart_item_data: [] };
    expect(reAddItem(installation, [appliance])).toEqual({
      id: 200,
      quantity: 2,
      item_data: { vitrina_installation_for: 'key-of-7' },
    });
    expect(reAddItem(installation, [])).toBeUndefined();
    expect(reAddItem({ product_id: 7, quantity: 1 }, [])).toEqual({ id: 7, quantity: 1 });
  });
});
