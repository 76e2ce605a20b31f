import { formatMoney } from '../money/format.js';

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
  /** Billing e-mails allowed to use it (WooCommerce's `email_restrictions`, `*` wildcards); empty for anyone. */
  readonly emailRestrictions: readonly string[];
}

/** Why a coupon was refused: the HTTP status, a WooCommerce-style code and Spanish copy. */
export interface CouponRefusal {
  readonly status: 400 | 404 | 409;
  readonly code: string;
  readonly message: string;
}

/** What a coupon is checked against. */
export interface CouponContext {
  /** The goods' subtotal in centavos, before any discount. */
  readonly subtotalCents: number;
  readonly nowMs: number;
  /**
   * The billing e-mail of the order, checked against e-mail restrictions; `null` while the cart
   * does not know it yet (the checkout checks it again with the e-mail typed there).
   */
  readonly email: string | null;
  /** Uses of a coupon already held by this customer (user id or billing e-mail). */
  readonly usesByCustomer: (couponId: number) => number;
}

/** The refusal for a coupon whose total usage limit is reached (G5). */
export const COUPON_LIMIT_REACHED: CouponRefusal = {
  status: 409,
  code: 'woocommerce_rest_coupon_usage_limit_reached',
  message: 'El cupón alcanzó su límite de uso.',
};

/** The refusal for a coupon this customer already used up (G6). */
const COUPON_USER_LIMIT_REACHED: CouponRefusal = {
  status: 409,
  code: 'woocommerce_rest_coupon_usage_limit_per_user_reached',
  message: 'Ya usaste este cupón el máximo de veces permitido.',
};

/**
 * The rules WooCommerce applies before a coupon may touch an order (G4, G6): not twice, not
 * expired, individual use alone, the minimum spend, the e-mail restriction, the remaining uses.
 * The store and the shop server both run them; the final say on the total usage limit is the
 * store's conditional UPDATE in the order transaction (G5).
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
      message: `El gasto mínimo para usar el cupón ${label} es ${formatMoney(coupon.minimumAmountCents)}.`,
    };
  }
  if (context.email !== null && !isEmailAllowed(coupon.emailRestrictions, context.email)) {
    return {
      status: 400,
      code: 'woocommerce_rest_coupon_email_restricted',
      message: `El cupón ${label} no es válido para el correo ${context.email}.`,
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

/** WooCommerce's e-mail restriction: an exact address or a pattern with `*` wildcards. */
function isEmailAllowed(restrictions: readonly string[], email: string): boolean {
  if (restrictions.length === 0) return true;
  const address = email.trim().toLowerCase();
  return restrictions.some((restriction) => {
    const pattern = restriction
      .trim()
      .toLowerCase()
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${pattern}$`).test(address);
  });
}

/** A held coupon the cart no longer qualifies for, and why. */
export interface DroppedCoupon {
  readonly coupon: Coupon;
  readonly refusal: CouponRefusal;
}

/**
 * The coupons a cart holds, checked again after its lines changed (G4): in the order they were
 * applied, each is kept when it still applies beside the ones kept before it, else dropped with
 * the refusal that says why (a minimum no longer reached, an expiry, the uses left, individual use).
 */
export function recheckCoupons(
  held: readonly Coupon[],
  context: CouponContext,
): { kept: Coupon[]; dropped: DroppedCoupon[] } {
  const kept: Coupon[] = [];
  const dropped: DroppedCoupon[] = [];
  for (const coupon of held) {
    const refusal = checkCoupons([...kept, coupon], context);
    if (refusal) dropped.push({ coupon, refusal });
    else kept.push(coupon);
  }
  return { kept, dropped };
}

/** What the shopper is told when the cart lets a coupon go (G4), with the reason. */
export function couponDroppedNotice(code: string, refusal: CouponRefusal): string {
  return `Quitamos el cupón ${code.toUpperCase()} de tu carrito. ${refusal.message}`;
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
