import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { Drawer } from '@vitrina/ui/drawer';
import { useEffect, useRef } from 'react';
import { cartCopy } from '../../copy/cart';
import { ShopLink } from '../../lib/shop-link';
import { CartContents } from './cart-contents';
import { useCartContext } from './cart-context';
import { CartSummary } from './cart-summary';
import { InstallationOffer } from './installation-offer';
import { useCart } from './use-cart';

/**
 * The mini-cart: a drawer from the right with the cart's lines, the store's totals, the way to
 * pay and the cart page. Opened by the header's cart button and after each add; closes on
 * Escape, outside, its close button, or when the shopper goes to another page.
 */
export function MiniCart() {
  const { isDrawerOpen, setDrawerOpen, events } = useCartContext();
  const cart = useCart();
  // Back or Forward leaves the page the drawer was opened on (in the app, without a page load).
  useEffect(() => {
    const close = () => setDrawerOpen(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [setDrawerOpen]);

  const items = cart.state.local_cart;
  const total = cart.state.total_price;
  const tracked = useRef(false);
  useEffect(() => {
    if (!isDrawerOpen) tracked.current = false;
    else if (!tracked.current && !cart.state.loading) {
      tracked.current = true;
      events.viewed(items, total);
    }
  }, [isDrawerOpen, cart.state.loading, items, total, events]);

  return (
    <Drawer
      side="right"
      title={cartCopy.drawerTitle}
      closeLabel={cartCopy.close}
      isOpen={isDrawerOpen}
      onOpenChange={setDrawerOpen}
    >
      <div
        className="flex flex-col gap-4"
        // A link followed from the drawer leaves the page it was opened on.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]'))
            setDrawerOpen(false);
        }}
      >
        <CartContents cart={cart} compact />
        <InstallationOffer cart={cart} />
        <CartSummary
          cart={cart}
          extraLink={
            <ShopLink href="/carrito-compras" className={plainButtonClasses('secondary', 'md')}>
              {cartCopy.viewCart}
            </ShopLink>
          }
        />
      </div>
    </Drawer>
  );
}
