import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/support/fixtures.js';
import { WcOrderSchema } from './orders.schemas.js';

describe('WcOrderSchema reads a documented WooCommerce order', () => {
  it('an order with a numeric line price, string totals and a null completion date', () => {
    const order = WcOrderSchema.parse(readFixture('wc-order.json'));
    expect(order).toMatchObject({
      id: 727,
      order_key: 'wc_order_58d2d042d1d',
      total: '66498.00',
      date_completed: null,
      line_items: [{ product_id: 794, quantity: 2, price: 32999, total: '65998.00' }],
      shipping_lines: [{ method_id: 'flat_rate', total: '500.00' }],
    });
  });
});
