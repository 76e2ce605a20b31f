import { describe, expect, it } from 'vitest';
import { CheckoutStateSchema } from './checkout-state.js';

describe('checkout state', () => {
  it('starts with the spec defaults: schedule 9:00 AM - 12:00 PM and method cost "0"', () => {
    const state = CheckoutStateSchema.parse({});
    expect(state.schedule).toBe('9:00 AM - 12:00 PM');
    expect(state.shipping_address.method_cost).toBe('0');
    expect(state).toMatchObject({
      hasCoupon: false,
      is_fiscal: false,
      order_id: null,
      order_key: null,
      total: 0,
      isPartialPayment: false,
      isOrderPending: false,
    });
    expect(state.billing_address).toMatchObject({ country: 'DO', latitude: null, sector: '' });
    // Never read: the delivery window is `schedule` and the lines are the cart's.
    expect(state).not.toHaveProperty('time');
    expect(state).not.toHaveProperty('products');
  });

  it('keeps given values and fills the rest', () => {
    const state = CheckoutStateSchema.parse({
      schedule: '12:00 PM - 3:00 PM',
      shipping_address: { method_id: 'flat_rate', method_cost: '500' },
      order_id: 321,
    });
    expect(state.schedule).toBe('12:00 PM - 3:00 PM');
    expect(state.shipping_address).toMatchObject({
      method_id: 'flat_rate',
      method_cost: '500',
      address: '',
    });
    expect(state.order_id).toBe(321);
  });
});
