import type { ProductListQuery } from '@vitrina/api-client/products';
import type { ProductListing } from './product-view';

/** «4 estrellas o más»: the one rating filter a listing offers. */
export const MIN_RATING_FILTER = 4;

/**
 * WooCommerce's `wc/v3/products` cannot filter by rating, only sort by it: the rating filter asks
 * for the best rated first (`orderby=rating`, which no sort of the shop uses otherwise) and keeps
 * the products rated {@link MIN_RATING_FILTER} or more. The page where the rated ones end is the
 * last, and the count is what this page and the ones before it hold.
 */
export function withMinimumRating(
  listing: ProductListing,
  query: ProductListQuery,
): ProductListing {
  if (query.orderby !== 'rating') return listing;
  const items = listing.items.filter(
    (product) =>
      product.rating !== undefined &&
      product.rating.count > 0 &&
      product.rating.average >= MIN_RATING_FILTER,
  );
  const page = query.page ?? 1;
  const perPage = query.per_page ?? items.length;
  if (items.length === listing.items.length && items.length === perPage) return listing;
  return {
    items,
    total: (page - 1) * perPage + items.length,
    totalPages: items.length === 0 ? page - 1 : page,
  };
}
