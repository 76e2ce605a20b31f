import type { Coupon } from '@vitrina/core';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../db/schema.js';
import type { CouponTables } from './coupon.tables.js';

export type CouponRow = Selectable<CouponTables['coupons']>;

/** The rules' view of a stored coupon. */
export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discount_type,
    amount: row.amount,
    minimumAmountCents: row.minimum_amount_cents,
    expiresAtMs: row.expires_at_ms,
    usageLimit: row.usage_limit,
    usageLimitPerUser: row.usage_limit_per_user,
    usageCount: row.usage_count,
    individualUse: row.individual_use === 1,
    emailRestrictions: [],
  };
}

/** A coupon by code, case-insensitively. */
export function findCouponByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code.toLowerCase())
    .executeTakeFirst();
}

/** Uses of a coupon that still count for one customer: their user id or their billing e-mail (G6). */
export async function customerCouponUses(
  db: Kysely<Database>,
  couponId: number,
  customerId: number | null,
  email: string,
): Promise<number> {
  const row = await db
    .selectFrom('order_coupon_lines')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('coupon_id', '=', couponId)
    .where('released', '=', 0)
    .where((eb) =>
      customerId === null
        ? eb('email', '=', email)
        : eb.or([eb('customer_id', '=', customerId), eb('email', '=', email)]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

/**
 * Counts one use unless the limit is reached, in one statement, so concurrent orders can never
 * take a coupon past its limit (the lost update of `woocommerce#13505`, G5). False when full.
 */
export async function takeCouponUse(db: Kysely<Database>, couponId: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives a use back when its order is cancelled or fails (G6, and the opposite bug #27673). */
export async function releaseCouponUse(db: Kysely<Database>, couponId: number): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ usage_count: eb('usage_count', '-', 1) }))
    .where('id', '=', couponId)
    .where('usage_count', '>', 0)
    .execute();
}
