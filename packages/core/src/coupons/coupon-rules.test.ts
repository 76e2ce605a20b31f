import { describe, expect, it } from 'vitest';
import { checkCoupons, type Coupon, type CouponContext } from './coupon-rules.js';

const now = Date.UTC(2026, 10, 22);

const base: Coupon = {
  id: 1,
  code: 'vitrina10',
  discountType: 'percent',
  amount: 1000,
  minimumAmountCents: 0,
  expiresAtMs: null,
  usageLimit: null,
  usageLimitPerUser: null,
  usageCount: 0,
  individualUse: false,
  emailRestrictions: [],
};

const context: CouponContext = {
  subtotalCents: 1_000_000,
  nowMs: now,
  email: 'ana.perez@vitrina.do',
  usesByCustomer: () => 0,
};

describe('checkCoupons', () => {
  it('lets a valid coupon through', () => {
    expect(checkCoupons([base], context)).toBeUndefined();
  });

  it('G4: the same coupon twice is refused', () => {
    expect(checkCoupons([base, base], context)).toMatchObject({
      status: 400,
      message: 'Este cupón ya está aplicado.',
    });
  });

  it('G4: an individual-use coupon with another is refused', () => {
    const solo = { ...base, id: 2, code: 'solo', individualUse: true };
    expect(checkCoupons([base, solo], context)).toMatchObject({
      status: 400,
      message: 'El cupón SOLO no se puede combinar con otros cupones.',
    });
  });

  it('G4: below the minimum spend the amount is named in RD$', () => {
    const minimum = { ...base, minimumAmountCents: 2_000_000 };
    expect(checkCoupons([minimum], context)).toMatchObject({
      status: 400,
      message: 'El gasto mínimo para usar el cupón VITRINA10 es RD$ 20,000.00.',
    });
  });

  it('refuses an expired coupon', () => {
    expect(checkCoupons([{ ...base, expiresAtMs: now - 1 }], context)).toMatchObject({
      status: 400,
      code: 'woocommerce_rest_coupon_expired',
    });
  });

  it('refuses an e-mail outside the restriction, wildcards included', () => {
    const staff = { ...base, emailRestrictions: ['*@vitrina.do', 'Carlos@Example.com'] };
    expect(checkCoupons([staff], context)).toBeUndefined();
    expect(checkCoupons([staff], { ...context, email: 'carlos@example.com' })).toBeUndefined();
    expect(checkCoupons([staff], { ...context, email: 'ana@vitrina.do.evil.com' })).toMatchObject({
      status: 400,
      code: 'woocommerce_rest_coupon_email_restricted',
    });
  });

  it('G5: refuses a coupon whose total limit is used up', () => {
    expect(checkCoupons([{ ...base, usageLimit: 10, usageCount: 10 }], context)).toMatchObject({
      status: 409,
      message: 'El cupón alcanzó su límite de uso.',
    });
  });

  it('G6: refuses a coupon this customer already used up', () => {
    const once = { ...base, usageLimitPerUser: 1 };
    expect(checkCoupons([once], { ...context, usesByCustomer: () => 1 })).toMatchObject({
      status: 409,
    });
    expect(checkCoupons([once], context)).toBeUndefined();
  });
});
