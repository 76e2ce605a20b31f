import { Button } from '@vitrina/ui/button';
import { stockWords } from '../../copy/stock';
import { cartCopy } from '../../copy/cart';
import { useCartContext } from './cart-context';
import { preloadCartWrites } from './cart.mutations';
import { toCartProduct, type AddableProduct } from './cart-product';
import { useCart } from './use-cart';

/** Props of {@link MoveToCartButton}. */
export type MoveToCartButtonProps = {
  product: AddableProduct;
  /** Called once the line is in the cart (shown at once; the store's answer follows). */
  onMoved: () => void;
};

/**
 * «Mover al carrito» (the wishlist): adds one unit like the add button, opens the mini-cart and
 * hands back, so the list lets the product go. A sold-out product cannot be moved.
 */
export function MoveToCartButton({ product, onMoved }: MoveToCartButtonProps) {
  const cart = useCart();
  const { setDrawerOpen, store } = useCartContext();
  const soldOut = product.stockStatus === 'outofstock';
  const loadCartCode = () => preloadCartWrites(store);
  return (
    <Button
      size="sm"
      className="w-full"
      isDisabled={soldOut}
      aria-label={
        soldOut ? `${product.name}: ${stockWords.outofstock}` : `${cartCopy.move}: ${product.name}`
      }
      onHoverStart={loadCartCode}
      onFocus={loadCartCode}
      onPress={() => {
        cart.add(toCartProduct(product), 1);
        setDrawerOpen(true);
        onMoved();
      }}
    >
      {soldOut ? stockWords.outofstock : cartCopy.move}
    </Button>
  );
}
