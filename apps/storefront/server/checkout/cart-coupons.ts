import { computeOrderTotals } from '@vitrina/core';
import { refuse } from '../endpoints/answers.js';
import type { Buyer } from './buyer.js';
import { checkedCoupons, recheckedCoupons, type DroppedCode } from './coupon-checks.js';
import { goodsOf, readCartLines } from './pricing.js';
import type { CheckoutStores } from './checkout-stores.js';

/**
 * The coupons a cart holds now, what they take off its goods and the goods' total after them
 * (centavos, core's rules on the store's prices), and what it let go.
 */
export interface CartCoupons {
  readonly coupons: string[];
  readonly discount: number;
  readonly total: number;
  readonly dropped: DroppedCode[];
}

/**
 * The coupons the shopper's browser holds for this cart, checked against the store's cart as it
 * is now (G4): a coupon it no longer qualifies for is dropped with why; then `apply`, if given,
 * must pass core's rules beside the ones kept (not twice, individual use, the minimum in RD$…).
 * The shop keeps no copy: the browser sends the codes, the store's cart and coupons decide.
 */
export async function cartCoupons(
  stores: CheckoutStores,
  buyer: Buyer,
  request: { held: readonly string[]; apply: string | undefined; email: string | null },
  now: number,
): Promise<CartCoupons> {
  const { apply } = request;
  const [lines, held, applied] = await Promise.all([
    readCartLines(stores),
    stores.readCoupons(request.held),
    apply === undefined ? undefined : stores.readCoupons([apply]),
  ]);
  const { priced, subtotal } = goodsOf(lines);
  const check = { subtotal, email: request.email, buyer, now };
  const { kept, dropped } = recheckedCoupons(held, check);
  let coupons = kept;
  if (applied !== undefined) {
    if (kept.some((coupon) => coupon.code === apply)) {
      refuse({ status: 400, code: 'coupon_refused', message: 'Este cupón ya está aplicado.' });
    }
    // The ones kept, as read above, beside the new one: each code is read once.
    const keptFound = held.filter(
      ({ match }) => match !== undefined && kept.includes(match.coupon),
    );
    coupons = checkedCoupons([...keptFound, ...applied], check);
  }
  const totals = computeOrderTotals(priced, coupons, 0);
  return {
    coupons: coupons.map((coupon) => coupon.code),
    discount: totals.discountTotalCents,
    total: totals.totalCents,
    dropped,
  };
}
