import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useCartContext } from './cart-context';
import { unitCount } from './cart-data';
import { preloadCartWrites } from './cart.mutations';
import { cartCount, provideCart } from './shop-cart';
import { useCart } from './use-cart';

// The mini-cart's code loads when it first opens (the header's cart or an add).
const MiniCart = lazy(() => import('./mini-cart').then((module) => ({ default: module.MiniCart })));

const noChange = () => () => undefined;

/**
 * The page's cart behind the islands' commands (`shop-cart.ts`): it adds and opens the mini-cart
 * when asked, and keeps the header's count in step with the cart. Rendered once, inside the
 * cart's provider: by the app, or on a catalogue page by the cart the islands start. The server
 * renders nothing of it (it knows no cart).
 */
export function CartHost() {
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return inBrowser ? <BrowserCart /> : null;
}

function BrowserCart() {
  const cart = useCart();
  const { isDrawerOpen, setDrawerOpen, store } = useCartContext();
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (isDrawerOpen && !drawerLoaded) setDrawerLoaded(true);
  const count = unitCount({ items: cart.state.local_cart });
  useEffect(() => cartCount.set(count), [count]);
  // Given again after every render, so a command always reaches the cart as it is now.
  useEffect(() => {
    provideCart({
      add: (product, quantity) => {
        cart.add(product, quantity);
        setDrawerOpen(true);
      },
      open: () => setDrawerOpen(true),
      prepare: () => preloadCartWrites(store),
    });
  });
  return drawerLoaded ? (
    <Suspense fallback={null}>
      <MiniCart />
    </Suspense>
  ) : null;
}
