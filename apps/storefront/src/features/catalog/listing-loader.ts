import type { QueryClient } from '@tanstack/react-query';
import type { StoreLoader } from '../../lib/api';
import type { ShopSearch } from '../../lib/shop-search';
import {
  airConditionerFiltersQueryOptions,
  brandsQueryOptions,
  productListingQueryOptions,
  searchQueryOptions,
} from './catalog.queries';
import {
  toProductListQuery,
  toSearchRequest,
  type ListingScope,
  type ListingSearch,
} from './listing-search';

/**
 * Primes a listing page's cache: the brands (and the air-conditioner filters when they apply),
 * then the ONE products call of the page. Gives the products query for the component to read.
 */
export async function loadListing(
  context: { queryClient: QueryClient; store: StoreLoader },
  scope: ListingScope,
  search: ListingSearch,
  withAirConditionerFilters: boolean,
) {
  const { queryClient, store } = context;
  const [brands, airConditioner] = await Promise.all([
    queryClient.ensureQueryData(brandsQueryOptions(store)),
    withAirConditionerFilters
      ? queryClient.ensureQueryData(airConditionerFiltersQueryOptions(store))
      : undefined,
  ]);
  const query = toProductListQuery(scope, search, {
    brands,
    btu: airConditioner?.btu ?? undefined,
    inverter: airConditioner?.inverter ?? undefined,
  });
  await queryClient.ensureQueryData(productListingQueryOptions(store, query));
  return { query, withAirConditionerFilters };
}

/**
 * Primes the results page's cache: the brands (its filter) and the ONE search of the page.
 * Gives the search for the component to read.
 */
export async function loadSearchResults(
  context: { queryClient: QueryClient; store: StoreLoader; search: ShopSearch },
  search: ListingSearch,
) {
  const { queryClient, store } = context;
  const request = toSearchRequest(search);
  await Promise.all([
    queryClient.ensureQueryData(brandsQueryOptions(store)),
    queryClient.ensureQueryData(searchQueryOptions(context.search, request)),
  ]);
  return { request };
}
