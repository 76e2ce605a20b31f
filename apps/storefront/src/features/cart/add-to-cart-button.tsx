import { Button, type ButtonSize } from '@vitrina/ui/button';
import { useEffect } from 'react';
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
  useEffect(() => preloadCartWrites(store), [store]);
  return (
    <Button
      size={size}
      {...(className === undefined ? {} : { className })}
      isDisabled={soldOut}
      aria-label={
        soldOut ? `${product.name}: ${cartCopy.soldOut}` : `${cartCopy.add}: ${product.name}`
      }
      onPress={() => {
        cart.add(toCartProduct(product), quantity);
        setDrawerOpen(true);
      }}
    >
      {soldOut ? cartCopy.soldOut : cartCopy.add}
    </Button>
  );
}
