import type { ProductSummary } from '@vitrina/core';
import { trackProductList, trackProductSelected } from '../app/catalog-tracking';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import type { AddToCartSlot } from '../features/catalog/product-details';
import { WishlistHeart } from '../features/wishlist/wishlist-heart';

// Features never import each other: the routes hand the catalogue the cart's add button.

/** What every catalogue listing route hands its page: the GA4 list events and the add buttons. */
export const listingTracking = {
  onView: trackProductList,
  onSelect: (listName: string, product: Parameters<typeof trackProductSelected>[1]) => {
    trackProductSelected(listName, product);
  },
};

/** The add button of a product card, and the wishlist's heart beside it. */
export function cardAddToCart(product: ProductSummary) {
  return (
    <div className="flex items-center gap-2">
      <AddToCartButton product={product} size="sm" className="min-w-0 flex-1" />
      <WishlistHeart product={product} />
    </div>
  );
}

/** The add button of a product page, with the quantity its stepper holds, and the heart. */
export const pageAddToCart: AddToCartSlot = ({ product, quantity }) => (
  <>
    <AddToCartButton product={product} quantity={quantity} size="lg" />
    <WishlistHeart product={product} size="lg" />
  </>
);
