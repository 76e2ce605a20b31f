import {
  categoryTrail,
  getCategory,
  isCategoryId,
  payablePrice,
  type ProductSummary,
} from '@vitrina/core';

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
