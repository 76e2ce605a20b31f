import type { ProductSummary } from '@vitrina/core';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreLoader } from '../../lib/api';
import { productListingQueryOptions, productsByIdsQueryOptions } from './catalog.queries';
import { COMPARE_MAX } from './listing-search';
import { productKind } from './product-links';

/** The products to compare (one call), kept to the first one's kind. */
export function sameKind(products: readonly ProductSummary[]) {
  const kind = products[0] ? productKind(products[0]) : undefined;
  const kept = products.filter((product) => productKind(product) === kind);
  return { kind, kept, mixedKinds: kept.length < products.length };
}

/** Products that could join a comparison: the kind's best sellers (one call). */
export const compareCandidatesQuery = (store: StoreLoader, kind: number, exclude: number[]) =>
  productListingQueryOptions(store, {
    category: kind,
    exclude,
    per_page: 9,
    orderby: 'popularity',
    order: 'desc',
  });

/** Primes a comparison: its products, then candidates of the same kind while there is room. */
export async function loadComparison(
  context: { queryClient: QueryClient; store: StoreLoader },
  ids: number[],
) {
  const products = await context.queryClient.ensureQueryData(
    productsByIdsQueryOptions(context.store, ids),
  );
  const { kind, kept } = sameKind(products);
  if (kind !== undefined && kept.length < COMPARE_MAX) {
    await context.queryClient.ensureQueryData(
      compareCandidatesQuery(
        context.store,
        kind,
        kept.map((product) => product.id),
      ),
    );
  }
}
