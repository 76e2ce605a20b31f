import { sql, type Kysely, type Selectable } from 'kysely';

import type { Database } from '../db/schema.js';
import type { ReviewTables } from './review.tables.js';

/** One stored review. */
export type ReviewRow = Selectable<ReviewTables['product_reviews']>;

/** WooCommerce's paid statuses (`wc_get_is_paid_statuses`): what counts as having bought. */
const PAID_STATUSES = ['processing', 'completed'] as const;

/**
 * WooCommerce's `wc_customer_bought_product`: a paid order holding the product, placed by the
 * customer with this e-mail or billed to it. Decided once, when the review is written.
 */
export async function boughtProduct(
  db: Kysely<Database>,
  email: string,
  productId: number,
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (address === '') return false;
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .leftJoin('users as u', 'u.id', 'o.customer_id')
    .select('o.id')
    .where('i.product_id', '=', productId)
    .where('o.status', 'in', PAID_STATUSES)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(u.email)`, '=', address),
        eb(sql<string>`lower(json_extract(o.billing, '$.email'))`, '=', address),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets the product's `average_rating` ("4.50") and `rating_count` from its approved, rated reviews,
 * as WooCommerce's `WC_Comments::clear_transients` does, leaving out `except` (see
 * {@link ../reviews.router.ts}: a review created over REST gets its rating after the count).
 */
export async function recountRatings(
  db: Kysely<Database>,
  productId: number,
  except?: number,
): Promise<void> {
  let query = db
    .selectFrom('product_reviews')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.avg<number>('rating').as('avg')])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .where('rating', '>', 0);
  if (except !== undefined) query = query.where('id', '!=', except);
  const { count, avg } = await query.executeTakeFirstOrThrow();
  await db
    .updateTable('products')
    .set({
      average_rating: (Math.round(Number(avg ?? 0) * 100) / 100).toFixed(2),
      rating_count: Number(count),
    })
    .where('id', '=', productId)
    .execute();
}
