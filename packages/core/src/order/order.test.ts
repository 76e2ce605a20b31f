import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, OrderStatusSchema } from './order.js';

describe('order', () => {
  it('labels every WooCommerce status in Spanish', () => {
    for (const status of OrderStatusSchema.options)
      expect(ORDER_STATUS_LABELS[status]).not.toBe('');
    expect(ORDER_STATUS_LABELS.processing).toBe('En proceso');
  });
});
