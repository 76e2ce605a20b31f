import type { QueryClient } from '@tanstack/react-query';
import { AIR_CONDITIONER_CATEGORY_ID } from '@vitrina/core';
import type { StoreLoader } from '../../lib/api';
import { brandsQueryOptions, productListingQueryOptions } from './catalog.queries';

/** The home page's offers strip: the best-selling products on sale. */
export const homeOffersQuery = (store: StoreLoader) =>
  productListingQueryOptions(store, {
    on_sale: true,
    per_page: 8,
    orderby: 'popularity',
    order: 'desc',
    stock_status: 'instock',
  });

/** The home page's featured air conditioners. */
export const homeAirConditionersQuery = (store: StoreLoader) =>
  productListingQueryOptions(store, {
    category: AIR_CONDITIONER_CATEGORY_ID,
    featured: true,
    per_page: 4,
    orderby: 'popularity',
    order: 'desc',
  });

/** Primes the home page: offers, featured ACs and brands, in parallel. */
export async function loadHome(context: { queryClient: QueryClient; store: StoreLoader }) {
  const { queryClient, store } = context;
  await Promise.all([
    queryClient.ensureQueryData(homeOffersQuery(store)),
    queryClient.ensureQueryData(homeAirConditionersQuery(store)),
    queryClient.ensureQueryData(brandsQueryOptions(store)),
  ]);
}
