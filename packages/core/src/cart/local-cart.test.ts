import { describe, expect, it } from 'vitest';
import { localCartToReAdd, parseLocalCart } from './local-cart.js';

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
