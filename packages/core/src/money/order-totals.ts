import { allocateProportionally } from './allocate.js';

/** A line as the store prices it: the catalogue's unit price in centavos, never the client's. */
export interface PricedLine {
  readonly unitPriceCents: number;
  readonly quantity: number;
}

/** A coupon reduced to what the arithmetic needs. */
export interface DiscountRule {
  readonly code: string;
  readonly discountType: 'percent' | 'fixed_cart';
  /** Centavos for `fixed_cart`; hundredths of a percent for `percent` (10 % = 1000). */
  readonly amount: number;
}

interface LineTotals {
  /** Unit price × quantity. */
  readonly subtotalCents: number;
  /** After this line's share of every coupon. */
  readonly totalCents: number;
}

export interface OrderTotals {
  readonly lines: readonly LineTotals[];
  readonly subtotalCents: number;
  readonly discounts: readonly { readonly code: string; readonly discountCents: number }[];
  readonly discountTotalCents: number;
  readonly shippingTotalCents: number;
  readonly totalCents: number;
}

/**
 * The store's own arithmetic for an order, in integer centavos. Coupons apply in order, each on
 * what the previous ones left, and a coupon never takes a line below zero. Each coupon's discount
 * is rounded once for the whole order and spread over the lines by weight, so the lines always
 * add up to the order (the way WooCommerce shows per-line totals).
 */
export function computeOrderTotals(
  lines: readonly PricedLine[],
  coupons: readonly DiscountRule[],
  shippingCents: number,
): OrderTotals {
  const subtotals = lines.map((line) => line.unitPriceCents * line.quantity);
  const remaining = [...subtotals];
  const discounts = coupons.map((coupon) => {
    const base = remaining.reduce((sum, value) => sum + value, 0);
    const wanted =
      coupon.discountType === 'percent'
        ? Math.round((base * coupon.amount) / 10_000)
        : Math.min(coupon.amount, base);
    const shares = allocateProportionally(Math.min(wanted, base), remaining);
    shares.forEach((share, index) => {
      remaining[index] = (remaining[index] ?? 0) - share;
    });
    return { code: coupon.code, discountCents: shares.reduce((sum, share) => sum + share, 0) };
  });
  const subtotalCents = subtotals.reduce((sum, value) => sum + value, 0);
  const discountTotalCents = discounts.reduce((sum, entry) => sum + entry.discountCents, 0);
  return {
    lines: subtotals.map((subtotalCents, index) => ({
      subtotalCents,
      totalCents: remaining[index] ?? 0,
    })),
    subtotalCents,
    discounts,
    discountTotalCents,
    shippingTotalCents: shippingCents,
    totalCents: subtotalCents - discountTotalCents + shippingCents,
  };
}
