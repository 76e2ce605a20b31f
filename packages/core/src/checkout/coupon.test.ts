import { describe, expect, it } from 'vitest';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_MESSAGE, CouponCodeSchema } from './coupon.js';

describe('coupon code', () => {
  it('F6: trims and lower-cases a valid code', () => {
    expect(CouponCodeSchema.parse(' VERANO_2026-rd ')).toBe('verano_2026-rd');
    expect(CouponCodeSchema.parse('a'.repeat(COUPON_CODE_MAX_LENGTH))).toHaveLength(50);
  });

  it.each(['', 'a'.repeat(51), 'verano 2026', "x'; drop", 'cupón', 42])(
    'F6: refuses %j before lookup',
    (code) => {
      expect(CouponCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(COUPON_CODE_MESSAGE);
    },
  );
});
