import { describe, expect, it } from 'vitest';
import {
  checkCoupons,
  couponDroppedNotice,
  recheckCoupons,
  type Coupon,
  type CouponContext,
} from './coupon-rules.js';

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

describe('recheckCoupons', () => {
  const minimum = { ...base, id: 3, code: 'ahorra2000', minimumAmountCents: 3_000_000 };

  it('G4: keeps what still applies and drops a coupon whose minimum the cart no longer reaches', () => {
    const { kept, dropped } = recheckCoupons([base, minimum], context);
    expect(kept).toEqual([base]);
    expect(dropped).toEqual([
      {
        coupon: minimum,
        refusal: expect.objectContaining({
          code: 'woocommerce_rest_coupon_minimum_amount',
        }) as unknown,
      },
    ]);
    expect(recheckCoupons([minimum], { ...context, subtotalCents: 3_000_000 }).dropped).toEqual([]);
  });

  it('G4: the first coupon applied stays when a later one cannot be combined with it', () => {
    const solo = { ...base, id: 2, code: 'solo', individualUse: true };
    const { kept, dropped } = recheckCoupons([base, solo], context);
    expect(kept).toEqual([base]);
    expect(dropped[0]?.refusal.code).toBe('woocommerce_rest_coupon_individual_use');
  });

  it('drops an expired or used-up coupon, and a duplicate once', () => {
    const expired = { ...base, id: 4, code: 'verano', expiresAtMs: now - 1 };
    const spent = { ...base, id: 5, code: 'agotado', usageLimit: 1, usageCount: 1 };
    const { kept, dropped } = recheckCoupons([base, base, expired, spent], context);
    expect(kept).toEqual([base]);
    expect(dropped.map((entry) => entry.refusal.code)).toEqual([
      'woocommerce_rest_coupon_already_applied',
      'woocommerce_rest_coupon_expired',
      'woocommerce_rest_coupon_usage_limit_reached',
    ]);
  });

  it('leaves the e-mail restriction to the checkout while the cart does not know the e-mail', () => {
    const staff = { ...base, emailRestrictions: ['*@vitrina.do'] };
    expect(recheckCoupons([staff], { ...context, email: null }).kept).toEqual([staff]);
    expect(recheckCoupons([staff], { ...context, email: 'otro@correo.do' }).kept).toEqual([]);
  });

  it('names the coupon and the reason in the notice', () => {
    const refusal = checkCoupons([minimum], context);
    expect(refusal && couponDroppedNotice('ahorra2000', refusal)).toBe(
      'Quitamos el cupón AHORRA2000 de tu carrito. El gasto mínimo para usar el cupón AHORRA2000 es RD$ 30,000.00.',
    );
  });
});
