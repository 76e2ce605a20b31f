import type { ProductListQuery } from '@vitrina/api-client/products';
import type { ProductListing } from './product-view';

/** «4 estrellas o más»: the one rating filter a listing offers. */
export const MIN_RATING_FILTER = 4;

/** A listing's store query, and the rating its products need at least (the rating filter). */
export type ListingQuery = ProductListQuery & { minRating?: typeof MIN_RATING_FILTER };

/** The most products one `wc/v3/products` page holds: the best rated a rated listing reads. */
const RATED_MAX = 100;

/**
 * A page of a listing. WooCommerce's `wc/v3/products` cannot filter by rating, only sort by it:
 * with the rating filter, one call with the listing's filters asks for the best rated first and
 * keeps the ids rated {@link MIN_RATING_FILTER} or more (up to {@link RATED_MAX}), and a second
 * lists those in the shopper's own sort and page, so the filter never replaces the sort.
 */
export async function listWithRating(
  query: ListingQuery,
  list: (query: ProductListQuery) => Promise<ProductListing>,
): Promise<ProductListing> {
  const { minRating, ...storeQuery } = query;
  if (minRating === undefined) return list(storeQuery);
  const best = await list({
    ...storeQuery,
    orderby: 'rating',
    order: 'desc',
    page: 1,
    per_page: RATED_MAX,
  });
  const ids = best.items
    .filter(
      (product) =>
        product.rating !== undefined &&
        product.rating.count > 0 &&
        product.rating.average >= minRating,
    )
    .map((product) => product.id);
  if (ids.length === 0) return { items: [], total: 0, totalPages: 0 };
  return list({ ...storeQuery, include: ids });
}
