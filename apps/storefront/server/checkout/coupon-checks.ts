import type { StoreHttp } from '@vitrina/api-client';
import type { Coupon, CouponContext, CouponRefusal } from '@vitrina/core';
import { checkCoupons, couponDroppedNotice, recheckCoupons, unknownCoupon } from '@vitrina/core';
import { refuse, type Refusal } from '../endpoints/answers.js';
import type { Buyer } from './buyer.js';
import { readCoupon } from './store-reads.js';

/** A coupon refusal from core's rules, as the checkout answers it (G4). */
export const couponRefusal = (refusal: CouponRefusal): Refusal => ({
  status: refusal.status,
  code: 'coupon_refused',
  message: refusal.message,
  data: { reason: refusal.code },
});

type StoredCoupon = NonNullable<Awaited<ReturnType<typeof readCoupon>>>;

/** What coupons are checked against: the goods, the buyer, the e-mail when known. */
export interface CouponCheck {
  readonly subtotal: number;
  /** The billing e-mail; `null` on the cart, before the checkout asks for it. */
  readonly email: string | null;
  readonly buyer: Buyer;
  readonly now: number;
}

/** Core's context for these coupons; a buyer's uses are counted by e-mail and by user id. */
function couponContext(stored: readonly StoredCoupon[], check: CouponCheck): CouponContext {
  const who = check.email === null ? [] : [check.email.toLowerCase()];
  if (check.buyer.kind === 'customer') who.push(String(check.buyer.id));
  return {
    subtotalCents: check.subtotal,
    nowMs: check.now,
    email: check.email,
    usesByCustomer: (id) =>
      stored.find((entry) => entry.coupon.id === id)?.usedBy.filter((user) => who.includes(user))
        .length ?? 0,
  };
}

/** A code the shopper gave, with what the store holds for it, if anything. */
export interface FoundCoupon {
  readonly code: string;
  readonly match: StoredCoupon | undefined;
}

/** Each code with what the store holds for it: one read per code, all at once. */
export const readCoupons = (store: StoreHttp, codes: readonly string[]): Promise<FoundCoupon[]> =>
  Promise.all(codes.map(async (code) => ({ code, match: await readCoupon(store, code) })));

/** Checks the coupons read with core's rules against the goods and the buyer. */
export function checkedCoupons(found: readonly FoundCoupon[], check: CouponCheck): Coupon[] {
  for (const { code, match } of found) {
    if (!match) refuse(couponRefusal(unknownCoupon(code)));
  }
  const stored = found.flatMap(({ match }) => (match ? [match] : []));
  const coupons = stored.map((entry) => entry.coupon);
  const refusal = checkCoupons(coupons, couponContext(stored, check));
  if (refusal) refuse(couponRefusal(refusal));
  return coupons;
}

/** A coupon the cart let go, with the Spanish notice that says why (G4). */
export interface DroppedCode {
  readonly code: string;
  readonly message: string;
}

/**
 * The coupons a cart holds, checked again with core's rules against its goods now: those that
 * still apply, and those it no longer qualifies for (or the store no longer has), each with why.
 */
export function recheckedCoupons(
  found: readonly FoundCoupon[],
  check: CouponCheck,
): { kept: Coupon[]; dropped: DroppedCode[] } {
  const stored = found.flatMap(({ match }) => (match ? [match] : []));
  const { kept, dropped } = recheckCoupons(
    stored.map((entry) => entry.coupon),
    couponContext(stored, check),
  );
  return {
    kept,
    dropped: [
      ...found
        .filter(({ match }) => !match)
        .map(({ code }) => ({ code, message: couponDroppedNotice(code, unknownCoupon(code)) })),
      ...dropped.map(({ coupon, refusal }) => ({
        code: coupon.code,
        message: couponDroppedNotice(coupon.code, refusal),
      })),
    ],
  };
}
