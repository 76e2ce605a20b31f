import { productHref, type ProductSummary } from '@vitrina/core';
import { buttonClasses } from '@vitrina/ui/button-classes';
import { cartCopy } from '../copy/cart';
import { RouterLink } from '../lib/router-link';
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

/**
 * A product with options cannot be added whole: its card and the wishlist lead to its page,
 * where they are chosen (the store would refuse the product itself, `cocart_no_variation_found`).
 */
export function ChooseOptionsLink({
  product,
  className,
}: {
  product: Pick<ProductSummary, 'name' | 'slug' | 'isService'>;
  className?: string;
}) {
  return (
    <RouterLink
      href={productHref(product)}
      aria-label={`${cartCopy.chooseOptions}: ${product.name}`}
      className={`${buttonClasses('primary', 'sm')} w-full ${className ?? ''}`}
    >
      {cartCopy.chooseOptions}
    </RouterLink>
  );
}

/** The add button of a product card (or the way to its options), and the wishlist's heart. */
export function cardAddToCart(product: ProductSummary) {
  return (
    <div className="flex items-center gap-2">
      {product.hasOptions === true ? (
        <ChooseOptionsLink product={product} className="min-w-0 flex-1" />
      ) : (
        <AddToCartButton product={product} size="sm" className="min-w-0 flex-1" />
      )}
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
