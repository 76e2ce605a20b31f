import type { ProductSummary } from '@vitrina/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ProductListQuery } from '@vitrina/api-client/products';
import { Breadcrumbs } from '@vitrina/ui/breadcrumbs';
import type { ReactNode } from 'react';
import { RouterLink } from '../../lib/router-link';
import type { StoreLoader } from '../../lib/api';
import {
  airConditionerFiltersQueryOptions,
  brandsQueryOptions,
  productListingQueryOptions,
} from './catalog.queries';
import type { ListingFilterOptions } from './listing-filters';
import { LISTING_PAGE_SIZE, type ListingSearch } from './listing-search';
import { ProductListing } from './product-listing';
import type { ProductListing as Listing } from './product-view';
import { breadcrumbList, itemList, JsonLd, type Crumb } from './structured-data';

/** Props of {@link CatalogListingPage}. */
export type CatalogListingPageProps = {
  store: StoreLoader;
  /** The shop's public origin, for the absolute URLs of the structured data. */
  siteUrl: string;
  /** The products query the route's loader primed. */
  query: ProductListQuery;
  withAirConditionerFilters: boolean;
  title: string;
  intro?: ReactNode;
  /** Home → … → this page. */
  trail: readonly Crumb[];
  pathname: string;
  search: ListingSearch;
  /** Which filter groups this page offers (brands and AC attributes are filled in here). */
  filters: Omit<ListingFilterOptions, 'brands' | 'btu' | 'inverter'> & { brands: boolean };
  onApply: (search: ListingSearch) => void;
  renderActions?: (product: ProductSummary) => ReactNode;
};

/** A listing page of the store's products: the products `query` lists (category, offers, brand). */
export function CatalogListingPage({ query, ...page }: CatalogListingPageProps) {
  const { data: listing } = useSuspenseQuery(productListingQueryOptions(page.store, query));
  return <CatalogListing {...page} listing={listing} />;
}

/**
 * A catalogue listing page (category, offers, brand, search results): breadcrumbs, heading,
 * filters, grid, pagination, and its structured data (BreadcrumbList, ItemList).
 */
export function CatalogListing({
  store,
  siteUrl,
  listing,
  withAirConditionerFilters,
  title,
  intro,
  trail,
  pathname,
  search,
  filters,
  onApply,
  renderActions,
}: Omit<CatalogListingPageProps, 'query'> & { listing: Listing }) {
  const { data: brands } = useSuspenseQuery(brandsQueryOptions(store));
  // Primed by the loader when it applies, so it is there on the server render too.
  const { data: airConditionerFilters } = useQuery({
    ...airConditionerFiltersQueryOptions(store),
    enabled: withAirConditionerFilters,
  });
  const airConditioner = withAirConditionerFilters ? airConditionerFilters : undefined;
  const page = search.page ?? 1;
  return (
    <>
      <Breadcrumbs items={trail} linkComponent={RouterLink} className="mb-3" />
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-ink">{title}</h1>
        {intro ? <div className="mt-2 max-w-3xl text-ink-muted">{intro}</div> : null}
      </header>
      <ProductListing
        pathname={pathname}
        search={search}
        listing={listing}
        label={title}
        filters={{
          ...filters,
          brands: filters.brands ? brands : undefined,
          btu: airConditioner?.btu ?? undefined,
          inverter: airConditioner?.inverter ?? undefined,
        }}
        onApply={onApply}
        {...(renderActions ? { renderActions } : {})}
      />
      <JsonLd data={breadcrumbList(siteUrl, trail)} />
      <JsonLd data={itemList(siteUrl, listing.items, (page - 1) * LISTING_PAGE_SIZE)} />
    </>
  );
}
