import { parseMinorUnits, toCartItem, type CartProductInput } from '@vitrina/core';
import { describe, expect, it } from 'vitest';

import type { CartLine } from './cart-repository.js';
import { toCoCartCart } from './cocart-cart.js';

const line = (price: number, quantity: number): CartLine => ({
  item_key: 'c4ca4238a0b923820dcc509a6f75849b',
  product_id: 1,
  quantity,
  name: 'Filtro de aire',
  slug: 'filtro-de-aire',
  sku: 'FA-1',
  type: 'simple',
  price,
  weight: '',
  length: '',
  width: '',
  height: '',
  is_virtual: 0,
  item_data: '{}',
  manage_stock: 0,
  stock_quantity: null,
  image_position: null,
});

const product: CartProductInput = {
  name: 'Filtro de aire',
  images: [],
  regular_price: '',
  sale_price: '',
  stock_status: 'instock',
  tags: [],
  categories: [],
};

const context = { cartKey: 'k', storeOrigin: 'http://127.0.0.1', email: '', notices: {} };

describe('toCoCartCart', () => {
  it('writes an item total as a number in pesos and every other amount as a string of cents, as CoCart 4.3.6 does', () => {
    const cart = toCoCartCart([line(480, 3)], context);
    expect(cart.items[0]?.price).toBe('480');
    expect(cart.items[0]?.totals).toEqual({
      subtotal: '1440',
      subtotal_tax: 0,
      total: 14.4,
      tax: 0,
    });
    expect(cart.totals).toMatchObject({ subtotal: '1440', total: '1440' });
  });

  it('item and cart totals read back to the same centavos through core', () => {
    for (const [price, quantity] of [
      [10, 3],
      [1, 1],
      [4_490_000, 7],
      [33_333, 3],
    ] as const) {
      const cart = toCoCartCart([line(price, quantity)], context);
      const item = cart.items[0];
      if (!item) throw new Error('no line');
      expect(toCartItem(item, product).total_item_price).toBe(price * quantity);
      expect(parseMinorUnits(cart.totals.total)).toBe(price * quantity);
    }
  });
});
