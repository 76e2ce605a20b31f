import { plainButtonClasses, type ButtonSize } from '@vitrina/ui/button-classes';
import { useEffect, useRef } from 'react';
import { stockWords } from '../../copy/stock';
import { cartCopy } from '../../copy/cart';
import { island } from '../../lib/island';
import { toCartProduct, type AddableProduct } from './cart-product';
import { shopCart } from './shop-cart';

/** Props of {@link AddToCartButton}. */
export type AddToCartButtonProps = {
  product: AddableProduct;
  quantity?: number;
  size?: ButtonSize;
  className?: string;
};

/**
 * «Agregar al carrito»: the line shows at once in the mini-cart, which opens; the store's answer
 * then replaces it, or its message explains why not. A sold-out product cannot be added. A native
 * button: react-aria's press handling added nothing a shopper or a test can tell, and ~30 KB to
 * every listing (issue 36).
 */
function AddToCartButtonView({
  product,
  quantity = 1,
  size = 'md',
  className,
}: AddToCartButtonProps) {
  const soldOut = product.stockStatus === 'outofstock';
  const button = useRef<HTMLButtonElement>(null);
  // The cart's code loads when the shopper reaches for the button (on a catalogue page, where
  // the button may have hydrated for that very reach), not with the page (issue 26).
  useEffect(() => {
    if (button.current?.matches(':hover, :focus')) shopCart.prepare();
  }, []);
  return (
    <button
      ref={button}
      type="button"
      className={`${plainButtonClasses('primary', size)} ${className ?? ''}`}
      disabled={soldOut}
      aria-label={
        soldOut ? `${product.name}: ${stockWords.outofstock}` : `${cartCopy.add}: ${product.name}`
      }
      onPointerEnter={shopCart.prepare}
      onFocus={shopCart.prepare}
      onPointerDown={shopCart.prepare}
      onClick={() => shopCart.add(toCartProduct(product), quantity)}
    >
      {soldOut ? stockWords.outofstock : cartCopy.add}
    </button>
  );
}

/** The add button, an island hydrated when the shopper reaches for it (decision 022). */
export const AddToCartButton = island('add-to-cart', AddToCartButtonView, { when: 'interaction' });
