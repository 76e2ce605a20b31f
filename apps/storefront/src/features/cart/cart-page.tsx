import { useEffect, useRef, type ReactNode } from 'react';
import { cartCopy } from '../../copy/cart';
import { CartContents } from './cart-contents';
import { CartCouponBox } from './cart-coupon-box';
import { useCartContext } from './cart-context';
import { CartSummary } from './cart-summary';
import { InstallationOffer } from './installation-offer';
import { useCart } from './use-cart';

/**
 * `/carrito-compras`: the lines beside the order summary (stacked on phones). `summaryNote`:
 * what the route shows under the summary for the cart's total (the banks' cashback).
 */
export function CartPage({ summaryNote }: { summaryNote?: (totalCents: number) => ReactNode }) {
  const cart = useCart();
  const { events } = useCartContext();
  const viewed = useRef(false);
  const { loading, local_cart: items } = cart.state;
  useEffect(() => {
    if (viewed.current || loading) return;
    viewed.current = true;
    events.viewed(items);
  }, [loading, items, events]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{cartCopy.title}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="rounded-card border border-border bg-surface p-4">
          <CartContents cart={cart} />
        </div>
        <div className="flex flex-col gap-4">
          {(items.length > 0 || cart.unavailable.length > 0) && !cart.failed ? (
            <div className="rounded-card border border-border bg-surface p-4">
              <CartSummary
                cart={cart}
                couponBox={<CartCouponBox />}
                extraLink={summaryNote?.(cart.hold === null ? cart.state.total_price : 0)}
              />
            </div>
          ) : null}
          <InstallationOffer cart={cart} />
        </div>
      </div>
    </div>
  );
}
