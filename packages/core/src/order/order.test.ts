import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, OrderSchema, OrderStatusSchema, isPaidOrderStatus } from './order.js';

describe('order', () => {
  it('labels every WooCommerce status in Spanish', () => {
    for (const status of OrderStatusSchema.options)
      expect(ORDER_STATUS_LABELS[status]).not.toBe('');
    expect(ORDER_STATUS_LABELS.processing).toBe('En proceso');
  });

  it('treats processing and completed orders as paid', () => {
    expect(OrderStatusSchema.options.filter(isPaidOrderStatus)).toEqual([
      'processing',
      'completed',
    ]);
  });

  it('parses an order with amounts in centavos', () => {
    const order = {
      id: 5,
      order_key: 'wc_order_abc',
      status: 'pending',
      date_created: '2026-11-22T10:00:00',
      line_items: [
        { product_id: 101, name: 'Mini split 12,000 BTU', quantity: 1, total: 2_599_900 },
      ],
      discount_total: 0,
      shipping_total: 50_000,
      total_tax: 0,
      total: 2_649_900,
    };
    expect(OrderSchema.parse(order)).toEqual(order);
    expect(OrderSchema.safeParse({ ...order, total: 26_499.5 }).success).toBe(false);
  });
});
