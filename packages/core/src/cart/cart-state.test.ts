import { describe, expect, it } from 'vitest';
import { toCartTotals } from './cart-state.js';

describe('cart state', () => {
  it('reads CoCart totals in minor units', () => {
    expect(toCartTotals({ total: '5199800', subtotal: 4_999_800 })).toEqual({
      total_price: 5_199_800,
      sub_total: 4_999_800,
    });
    expect(toCartTotals({ total: '51998', subtotal: '49998' }, 0)).toEqual({
      total_price: 5_199_800,
      sub_total: 4_999_800,
    });
  });
});
