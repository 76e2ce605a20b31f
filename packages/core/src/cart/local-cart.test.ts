import { describe, expect, it } from 'vitest';
import { parseLocalCart } from './local-cart.js';

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
