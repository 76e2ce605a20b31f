import { useEffect } from 'react';
import { useCartCount } from '../features/cart/use-cart';

/**
 * Keeps the header's cart badge in step with the cart query. Loaded only once the browser has
 * a cart (a token or a cart_key), so a first visit does not download the cart's code.
 */
export function CartCount({ onCount }: { onCount: (count: number) => void }) {
  const count = useCartCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
