import type { QueryClient } from '@tanstack/react-query';
import {
  BASIC_INSTALLATION_CATEGORY_ID,
  getCategory,
  isAirConditioner,
  type ProductSummary,
} from '@vitrina/core';
import type { StoreLoader } from '../../lib/api';
import { productListingQueryOptions, productsByIdsQueryOptions } from './catalog.queries';
import type { ProductDetail } from './product-view';

const RELATED_COUNT = 4;

/** The related products shown under a product: one call by id. */
export function relatedProductsQuery(store: StoreLoader, product: ProductDetail) {
  return productsByIdsQueryOptions(store, product.relatedIds.slice(0, RELATED_COUNT));
}

/** The installation services of the store: one call, shared by every AC page. */
export function installationServicesQuery(store: StoreLoader) {
  return productListingQueryOptions(store, {
    category: BASIC_INSTALLATION_CATEGORY_ID,
    per_page: 20,
    orderby: 'price',
    order: 'asc',
  });
}

/**
 * The installation services that fit an air conditioner: those naming its type (mini split,
 * piso techo, cassette…); all AC installations when none names it.
 */
export function matchingInstallations(
  product: ProductDetail,
  services: readonly ProductSummary[],
): ProductSummary[] {
  if (!isAirConditioner(product.categoryIds)) return [];
  const types = product.categoryIds
    .map((id) => getCategory(id))
    .filter((category) => category !== undefined && category.parent !== null)
    .flatMap((category) => category.name.toLocaleLowerCase('es-DO').split(/\s+o\s+|\s*\/\s*/));
  const normalise = (text: string) => text.toLocaleLowerCase('es-DO');
  const named = services.filter((service) =>
    types.some((type) => normalise(service.name).includes(type)),
  );
  return named.length > 0 ? named : services.filter((service) => /aire|split/i.test(service.name));
}

/** Primes the related products and, for an AC, the installation services. */
export async function loadProductExtras(
  context: { queryClient: QueryClient; store: StoreLoader },
  product: ProductDetail,
): Promise<void> {
  await Promise.all([
    context.queryClient.ensureQueryData(relatedProductsQuery(context.store, product)),
    isAirConditioner(product.categoryIds)
      ? context.queryClient.ensureQueryData(installationServicesQuery(context.store))
      : undefined,
  ]);
}
