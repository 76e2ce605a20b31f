import { describe, expect, it } from 'vitest';
import { summaryFigures, type CheckoutCart } from './checkout-summary';
import type { ShippingOption } from './checkout-steps';

const cart: CheckoutCart = {
  lines: [{ name: 'Aire inverter 12,000 BTU', options: [], quantity: 1, total: 3_000_000 }],
  subtotal: 3_000_000,
  discount: 600_000,
};
const methods: ShippingOption[] = [
  { method_id: 'flat_rate', instance_id: 1, title: 'Envío a domicilio', cost: 50_000, minimum: 0 },
  {
    method_id: 'free_shipping',
    instance_id: 2,
    title: 'Envío gratis',
    cost: 0,
    minimum: 2_500_000,
  },
];

describe('the checkout summary before the review', () => {
  it('adds nothing for shipping until a method is chosen', () => {
    expect(summaryFigures(cart, methods, '')).toEqual({
      goods: 3_000_000,
      discount: 600_000,
      shipping: null,
      total: 2_400_000,
    });
  });

  it('adds the chosen flat rate to the goods after the coupon', () => {
    expect(summaryFigures(cart, methods, 'flat_rate:1')).toMatchObject({
      shipping: 50_000,
      total: 2_450_000,
    });
  });

  it('leaves free shipping out while the goods after the coupon fall short of its minimum', () => {
    expect(summaryFigures(cart, methods, 'free_shipping:2').shipping).toBeNull();
    expect(summaryFigures({ ...cart, discount: 0 }, methods, 'free_shipping:2')).toMatchObject({
      shipping: 0,
      total: 3_000_000,
    });
  });
});
