import { describe, expect, it } from 'vitest';
import { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN, CouponCodeSchema } from './coupon.js';

describe('coupon code', () => {
  it('F6: trims and lower-cases a valid code', () => {
    expect(CouponCodeSchema.parse(' VERANO_2026-rd ')).toBe('verano_2026-rd');
    expect(CouponCodeSchema.parse('a'.repeat(50))).toHaveLength(50);
  });

  it.each(['', 'a'.repeat(51), 'verano 2026', "x'; drop", 'cupón', 42])(
    'F6: refuses %j before lookup',
    (code) => {
      expect(CouponCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(COUPON_CODE_MESSAGE);
    },
  );

  it('F6: the pattern the proxy checks takes the same codes, untrimmed', () => {
    expect(COUPON_CODE_PATTERN.test('VERANO_2026-rd')).toBe(true);
    expect(COUPON_CODE_PATTERN.test('a'.repeat(50))).toBe(true);
    for (const code of ['', 'a'.repeat(51), ' verano', 'cupón', 'x%27']) {
      expect(COUPON_CODE_PATTERN.test(code)).toBe(false);
    }
  });
});
