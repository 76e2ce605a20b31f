import type { CartItem } from '@vitrina/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartTracking } from './cart-tracking';

const line: CartItem = {
  cart_key: 'a1',
  product_id: 1001,
  name: 'Nevera LG 14 pies',
  regular_price: 3_500_000,
  sale_price: 0,
  quantity: 2,
  img: { alt: '', url: '' },
  stock_status: 'instock',
  stock_quantity: null,
  brand: 'LG',
  type: 'Other',
  total_item_price: 6_999_998,
  options: [],
  installation_for: null,
};

describe('view_cart (GA4)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('its value is the cart’s total as the store computed it, not a sum made in the browser', () => {
    cartTracking.viewed([line], 6_999_998);
    expect(window.dataLayer).toContainEqual({
      event: 'view_cart',
      ecommerce: expect.objectContaining({ currency: 'DOP', value: 69_999.98 }) as unknown,
    });
  });
});
