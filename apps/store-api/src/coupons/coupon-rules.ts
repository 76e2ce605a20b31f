/** A coupon as the store keeps it (codes lowercase, as WooCommerce stores them). */
export interface Coupon {
  readonly id: number;
  readonly code: string;
  readonly discountType: 'percent' | 'fixed_cart';
  /** Centavos for `fixed_cart`; hundredths of a percent for `percent`. */
  readonly amount: number;
  readonly minimumAmountCents: number;
  readonly expiresAtMs: number | null;
  readonly usageLimit: number | null;
  readonly usageLimitPerUser: number | null;
  readonly usageCount: number;
  readonly individualUse: boolean;
}

/** Why a coupon was refused: the HTTP status, a WooCommerce-style code and Spanish copy. */
export interface CouponRefusal {
  readonly status: 400 | 404 | 409;
  readonly code: string;
  readonly message: string;
}

export interface CouponContext {
  /** The goods' subtotal in centavos, before any discount. */
  readonly subtotalCents: number;
  readonly nowMs: number;
  /** Uses of a coupon already held by this customer (user id or billing e-mail). */
  readonly usesByCustomer: (couponId: number) => number;
  /** Formats centavos for a message (RD$). */
  readonly formatMoney: (cents: number) => string;
}

export const COUPON_LIMIT_REACHED: CouponRefusal = {
  status: 409,
  code: 'woocommerce_rest_coupon_usage_limit_reached',
  message: 'El cupón alcanzó su límite de uso.',
};

export const COUPON_USER_LIMIT_REACHED: CouponRefusal = {
  status: 409,
  code: 'woocommerce_rest_coupon_usage_limit_per_user_reached',
  message: 'Ya usaste este cupón el máximo de veces permitido.',
};

/**
 * The rules WooCommerce applies before a coupon may touch an order (G4, G6). The final say on the
 * total usage limit is the conditional UPDATE in the order transaction (G5); this check only
 * refuses early what is already certain.
 */
export function checkCoupons(
  coupons: readonly Coupon[],
  context: CouponContext,
): CouponRefusal | undefined {
  const seen = new Set<string>();
  for (const coupon of coupons) {
    if (seen.has(coupon.code)) {
      return {
        status: 400,
        code: 'woocommerce_rest_coupon_already_applied',
        message: 'Este cupón ya está aplicado.',
      };
    }
    seen.add(coupon.code);
  }
  for (const coupon of coupons) {
    const refusal = checkOne(coupon, coupons.length, context);
    if (refusal) return refusal;
  }
  return undefined;
}

function checkOne(
  coupon: Coupon,
  appliedCount: number,
  context: CouponContext,
): CouponRefusal | undefined {
  const label = coupon.code.toUpperCase();
  if (coupon.expiresAtMs !== null && coupon.expiresAtMs <= context.nowMs) {
    return {
      status: 400,
      code: 'woocommerce_rest_coupon_expired',
      message: `El cupón ${label} ha caducado.`,
    };
  }
  if (coupon.individualUse && appliedCount > 1) {
    return {
      status: 400,
      code: 'woocommerce_rest_coupon_individual_use',
      message: `El cupón ${label} no se puede combinar con otros cupones.`,
    };
  }
  if (context.subtotalCents < coupon.minimumAmountCents) {
    return {
      status: 400,
      code: 'woocommerce_rest_coupon_minimum_amount',
      message: `El gasto mínimo para usar el cupón ${label} es ${context.formatMoney(coupon.minimumAmountCents)}.`,
    };
  }
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) {
    return COUPON_LIMIT_REACHED;
  }
  if (
    coupon.usageLimitPerUser !== null &&
    context.usesByCustomer(coupon.id) >= coupon.usageLimitPerUser
  ) {
    return COUPON_USER_LIMIT_REACHED;
  }
  return undefined;
}

/** The error code of a coupon code nothing matches (counted against guessing, G7). */
export const UNKNOWN_COUPON_CODE = 'woocommerce_rest_invalid_coupon';

/** The refusal for a code with no coupon behind it. */
export function unknownCoupon(code: string): CouponRefusal {
  return {
    status: 400,
    code: UNKNOWN_COUPON_CODE,
    message: `El cupón ${code.toUpperCase()} no existe.`,
  };
}
