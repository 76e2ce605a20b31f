import { queryOptions } from '@tanstack/react-query';
import type { StoreLoader } from '../../lib/api';
import { decodeTitle } from '../../lib/decode-title';
import type { SearchRequest } from '../../lib/shop-api/search';
import type { ShopSearch } from '../../lib/shop-search';
import type { FilterAttribute } from './listing-search';
import { listWithRating, type ListingQuery } from './listing-rating';

// Query-options factories of the catalogue; every key starts with 'catalog'. The mapping to view
// models loads with the store client (dynamic import), never with a page's first load.

const viewModels = () => import('./product-view');
const CATALOG_STALE_MS = 60_000;
const TAXONOMY_STALE_MS = 5 * 60_000;

/** «12,000 BTU» → 12000, so capacities list small to large; text terms keep their order. */
const byLeadingNumber = (name: string) => Number(name.replace(/[^\d]/g, '')) || 0;

/** A brand (a WooCommerce product tag). */
export type Brand = { id: number; name: string; slug: string };

/** Every brand of the store, by name. */
export function brandsQueryOptions(store: StoreLoader) {
  return queryOptions({
    queryKey: ['catalog', 'brands'] as const,
    queryFn: async ({ signal }): Promise<Brand[]> => {
      const { items } = await (
        await store()
      ).products.tags({ per_page: 100, orderby: 'name', hide_empty: true }, { signal });
      return items.map((tag) => ({ id: tag.id, name: decodeTitle(tag.name), slug: tag.slug }));
    },
    staleTime: TAXONOMY_STALE_MS,
  });
}

/** The attributes air conditioners filter on: capacity (`pa_btu`) and inverter (`pa_inverter`). */
export function airConditionerFiltersQueryOptions(store: StoreLoader) {
  return queryOptions({
    queryKey: ['catalog', 'ac-filters'] as const,
    queryFn: async ({ signal }) => {
      const client = await store();
      const attributes = await client.products.attributes({ signal });
      const termsOf = async (slug: string): Promise<FilterAttribute | undefined> => {
        const attribute = attributes.find((candidate) => candidate.slug === slug);
        if (!attribute) return undefined;
        const { items } = await client.products.attributeTerms(
          attribute.id,
          { per_page: 100, hide_empty: true },
          { signal },
        );
        return {
          slug,
          terms: items
            .map(({ id, name, slug: termSlug }) => ({
              id,
              name: decodeTitle(name),
              slug: termSlug,
            }))
            .sort((a, b) => byLeadingNumber(a.name) - byLeadingNumber(b.name)),
        };
      };
      const [btu, inverter] = await Promise.all([termsOf('pa_btu'), termsOf('pa_inverter')]);
      return { btu: btu ?? null, inverter: inverter ?? null };
    },
    staleTime: TAXONOMY_STALE_MS,
  });
}

/**
 * One page of products: ONE `wc/v3/products` call, whatever the page shows; two with the rating
 * filter (`listing-rating.ts`).
 */
export function productListingQueryOptions(store: StoreLoader, query: ListingQuery) {
  return queryOptions({
    queryKey: ['catalog', 'products', query] as const,
    queryFn: async ({ signal }) => {
      const [client, { toProductListing }] = await Promise.all([store(), viewModels()]);
      return listWithRating(query, async (storeQuery) =>
        toProductListing(await client.products.list(storeQuery, { signal })),
      );
    },
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * A page of the shop's search (issue 38): the products, the categories they fall in and a
 * correction when nothing matched. The search's schema loads with its first call.
 */
export function searchQueryOptions(search: ShopSearch, request: SearchRequest) {
  return queryOptions({
    queryKey: ['catalog', 'search', request] as const,
    queryFn: ({ signal }) => search(request, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

/** Products by id, in the order given (compare, related products): one call. */
export function productsByIdsQueryOptions(store: StoreLoader, ids: readonly number[]) {
  return queryOptions({
    queryKey: ['catalog', 'products', 'by-ids', ids] as const,
    queryFn: async ({ signal }) => {
      if (ids.length === 0) return [];
      const [client, { toProductSummary }] = await Promise.all([store(), viewModels()]);
      const { items } = await client.products.list(
        { include: ids, orderby: 'include', order: 'asc', per_page: Math.min(ids.length, 100) },
        { signal },
      );
      return items.map(toProductSummary);
    },
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * A product (goods or a service) by its slug, its description sanitised by `sanitize` (on the
 * server too, I2); `null` when the store has none.
 */
export function productBySlugQueryOptions(
  store: StoreLoader,
  sanitize: (html: string) => Promise<string>,
  slug: string,
) {
  // The sanitiser is the one shared configuration (I2), not an input that changes the data.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['catalog', 'product', slug] as const,
    queryFn: async ({ signal }) => {
      const [client, { toProductDetail }] = await Promise.all([store(), viewModels()]);
      const product = await client.products.getBySlug(slug, { signal });
      return product ? toProductDetail(product, sanitize) : null;
    },
    staleTime: CATALOG_STALE_MS,
  });
}
