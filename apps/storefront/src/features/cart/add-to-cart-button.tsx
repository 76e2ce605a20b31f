import { Button, type ButtonSize } from '@vitrina/ui/button';
import { useEffect, useRef } from 'react';
import { EARLY_TAP_ATTRIBUTE, takeEarlyTap } from '../../lib/early-taps';
import { cartCopy } from '../../copy/cart';
import { useCartContext } from './cart-context';
import { preloadCartWrites } from './cart.mutations';
import { toCartProduct, type AddableProduct } from './cart-product';
import { useCart } from './use-cart';

/** Props of {@link AddToCartButton}. */
export type AddToCartButtonProps = {
  product: AddableProduct;
  quantity?: number;
  size?: ButtonSize;
  className?: string;
};

/**
 * «Agregar al carrito»: the line shows at once in the mini-cart, which opens; the store's answer
 * then replaces it, or its message explains why not. A sold-out product cannot be added.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  size = 'md',
  className,
}: AddToCartButtonProps) {
  const cart = useCart();
  const { setDrawerOpen, store } = useCartContext();
  const soldOut = product.stockStatus === 'outofstock';
  const button = useRef<HTMLButtonElement>(null);
  const add = () => {
    cart.add(toCartProduct(product), quantity);
    setDrawerOpen(true);
  };
  // A tap before the page's script ran is carried out now that the button works (issue 26).
  useEffect(() => {
    if (takeEarlyTap(button.current)) add();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the button hydrates
  }, []);
  // The cart's code loads when the shopper reaches for the button, not with the page: the
  // press leaves with it (the page may be gone right after), and a page only looked at costs
  // nothing (issue 26).
  const loadCartCode = () => preloadCartWrites(store);
  return (
    <Button
      ref={button}
      size={size}
      {...(className === undefined ? {} : { className })}
      {...{ [EARLY_TAP_ATTRIBUTE]: '' }}
      isDisabled={soldOut}
      aria-label={
        soldOut ? `${product.name}: ${cartCopy.soldOut}` : `${cartCopy.add}: ${product.name}`
      }
      onHoverStart={loadCartCode}
      onFocus={loadCartCode}
      onPressStart={loadCartCode}
      onPress={add}
    >
      {soldOut ? cartCopy.soldOut : cartCopy.add}
    </Button>
  );
}
