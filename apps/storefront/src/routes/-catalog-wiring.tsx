import type { ProductSummary } from '@vitrina/core';
import { trackProductList, trackProductSelected } from '../app/catalog-tracking';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import type { AddToCartSlot } from '../features/catalog/product-details';

// Features never import each other: the routes hand the catalogue the cart's add button.

/** What every catalogue listing route hands its page: the GA4 list events and the add buttons. */
export const listingTracking = {
  onView: trackProductList,
  onSelect: (listName: string, product: Parameters<typeof trackProductSelected>[1]) => {
    trackProductSelected(listName, product);
  },
};

/** The add button of a product card. */
export function cardAddToCart(product: ProductSummary) {
  return <AddToCartButton product={product} size="sm" />;
}

/** The add button of a product page, with the quantity its stepper holds. */
export const pageAddToCart: AddToCartSlot = ({ product, quantity }) => (
  <AddToCartButton product={product} quantity={quantity} size="lg" />
);
