import { centsToDecimal, type Product, type ProductSummary } from '@vitrina/core';

/**
 * What an add button needs to know of a product, in the catalogue's own terms (a catalogue card
 * or product page passes its product as it is): enough to show the new line before the store
 * answers, and to map the answer without fetching the product again.
 */
export type AddableProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'brand' | 'image' | 'regularCents' | 'saleCents' | 'stockStatus' | 'categoryIds'
> & {
  /** Units left, when the page knows them (a product page does, a card does not). */
  stockQuantity?: number | null | undefined;
};

/** The product as the cart keeps it (core's `Product`, the shape `local_cart_b` stores). */
export function toCartProduct(product: AddableProduct): Product {
  return {
    id: product.id,
    name: product.name,
    images: product.image ? [product.image] : [],
    regular_price: centsToDecimal(product.regularCents),
    sale_price: product.saleCents ? centsToDecimal(product.saleCents) : '',
    stock_status: product.stockStatus,
    ...(product.stockQuantity === undefined ? {} : { stock_quantity: product.stockQuantity }),
    tags: product.brand ? [{ name: product.brand }] : [],
    categories: product.categoryIds.map((id) => ({ id })),
    attributes: [],
  };
}
