import {
  checkCoupons,
  CouponCodeSchema,
  COUPON_CODE_MESSAGE,
  COUPON_LIMIT_REACHED,
  unknownCoupon,
  type Coupon,
  type CouponRefusal,
  type OrderTotals,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import {
  customerCouponUses,
  findCouponByCode,
  takeCouponUse,
  toCoupon,
} from '../coupons/coupon-store.js';
import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import type { OrderCreate } from './order.schemas.js';

/** Whose uses of a coupon count: the customer's account or, for anyone, the billing e-mail (G6). */
export interface CouponHolder {
  customerId: number | null;
  email: string;
}

const refusalError = (refusal: CouponRefusal): StoreError =>
  new StoreError(refusal.status, refusal.code, refusal.message);

/** The coupons the order names, in its order; a malformed code is a 400, an unknown one refused. */
export async function readCoupons(
  trx: Kysely<Database>,
  couponLines: OrderCreate['coupon_lines'],
): Promise<Coupon[]> {
  const coupons = [];
  for (const couponLine of couponLines) {
    const code = CouponCodeSchema.safeParse(couponLine.code);
    if (!code.success)
      throw new StoreError(400, 'woocommerce_rest_invalid_coupon', COUPON_CODE_MESSAGE);
    const row = await findCouponByCode(trx, code.data);
    if (!row) throw refusalError(unknownCoupon(code.data));
    coupons.push(toCoupon(row));
  }
  return coupons;
}

/** Refuses the order when a coupon's rules do not let it apply (G4, G6). */
export async function checkCouponsApply(
  trx: Kysely<Database>,
  coupons: readonly Coupon[],
  holder: CouponHolder,
  subtotalCents: number,
  nowMs: number,
): Promise<void> {
  const uses = new Map<number, number>();
  for (const coupon of coupons) {
    uses.set(coupon.id, await customerCouponUses(trx, coupon.id, holder.customerId, holder.email));
  }
  const refusal = checkCoupons(coupons, {
    subtotalCents,
    nowMs,
    email: holder.email,
    usesByCustomer: (id) => uses.get(id) ?? 0,
  });
  if (refusal) throw refusalError(refusal);
}

/** Counts one use of each coupon; a coupon another order just filled refuses this one (G5). */
export async function takeCouponUses(
  trx: Kysely<Database>,
  coupons: readonly Coupon[],
): Promise<void> {
  for (const coupon of coupons) {
    if (!(await takeCouponUse(trx, coupon.id))) {
      throw refusalError(COUPON_LIMIT_REACHED);
    }
  }
}

/** Records what each coupon took off the order, and for whom, so later uses count it (G6). */
export async function insertCouponLines(
  trx: Kysely<Database>,
  orderId: number,
  coupons: readonly Coupon[],
  totals: OrderTotals,
  holder: CouponHolder,
): Promise<void> {
  if (coupons.length === 0) return;
  await trx
    .insertInto('order_coupon_lines')
    .values(
      coupons.map((coupon, index) => ({
        order_id: orderId,
        coupon_id: coupon.id,
        code: coupon.code,
        discount_cents: totals.discounts[index]?.discountCents ?? 0,
        customer_id: holder.customerId,
        email: holder.email,
      })),
    )
    .execute();
}
