import { categoryTrail, getCategory, isCategoryId } from '@vitrina/core';
import type { ProductSummary } from './product-view';

/** The address of a product's page; services have theirs under /servicios. */
export function productHref(product: Pick<ProductSummary, 'slug' | 'isService'>): string {
  return `${product.isService ? '/servicios' : '/producto'}/${encodeURIComponent(product.slug)}`;
}

/** The price a shopper pays now, in centavos. */
export function payablePrice(product: Pick<ProductSummary, 'regularCents' | 'saleCents'>): number {
  return product.saleCents ?? product.regularCents;
}

/** What analytics reads of a product. */
export type TrackedProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'brand' | 'categoryIds' | 'regularCents' | 'saleCents'
>;

/** A product as the GA4 e-commerce events take it. */
export function trackedItemOf(product: TrackedProduct) {
  const category = product.categoryIds.map(getCategory).find((found) => found !== undefined);
  return {
    id: product.id,
    name: product.name,
    priceCents: payablePrice(product),
    ...(product.brand === undefined ? {} : { brand: product.brand }),
    ...(category === undefined ? {} : { category: category.name }),
  };
}

/** A product's kind for comparing: the root of its first known category (ACs, TVs…). */
export function productKind(product: Pick<ProductSummary, 'categoryIds'>): number | undefined {
  const known = product.categoryIds.find(isCategoryId);
  return known === undefined ? undefined : categoryTrail(known)[0]?.id;
}
