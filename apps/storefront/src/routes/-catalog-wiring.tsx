import { productHref, type ProductSummary } from '@vitrina/core';
import { buttonClasses } from '@vitrina/ui/button-classes';
import { cartCopy } from '../copy/cart';
import { RouterLink } from '../lib/router-link';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { WishlistHeart } from '../features/wishlist/wishlist-heart';

// Features never import each other: the routes hand the catalogue the cart's add button.

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
