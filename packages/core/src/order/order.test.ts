import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_LABELS,
  OrderStatusSchema,
  UNKNOWN_ORDER_STATUS_LABEL,
  orderStatusLabel,
} from './order.js';

describe('order', () => {
  it('labels every WooCommerce status in Spanish', () => {
    for (const status of OrderStatusSchema.options)
      expect(ORDER_STATUS_LABELS[status]).not.toBe('');
    expect(orderStatusLabel('processing')).toBe('En proceso');
    expect(orderStatusLabel('refunded')).toBe('Reembolsado');
  });

  it("labels the deposit's status and never shows a status code to the shopper", () => {
    expect(orderStatusLabel('partially-paid')).toBe('Abono pagado');
    expect(orderStatusLabel('wc-shipped')).toBe(UNKNOWN_ORDER_STATUS_LABEL);
  });
});
