import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../db/schema.js';
import type { ReviewTables } from './review.tables.js';

/** One stored review. */
export type ReviewRow = Selectable<ReviewTables['product_reviews']>;

/**
 * WooCommerce's `wc_customer_bought_product` with our rule (G12): an order holding the product,
 * placed by the customer with this e-mail or billed to it, paid and not undone since (the
 * `verified_purchases` view). Checked when the review is written; the view's trigger checks it
 * again whenever one of those orders changes.
 */
export async function boughtProduct(
  db: Kysely<Database>,
  email: string,
  productId: number,
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (address === '') return false;
  const row = await db
    .selectFrom('verified_purchases')
    .select('product_id')
    .where('product_id', '=', productId)
    .where('email', '=', address)
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
