import { useEffect, useRef, type ReactNode } from 'react';
import { cartCopy } from '../../copy/cart';
import { CartContents } from './cart-contents';
import { CartCouponBox } from './cart-coupon-box';
import { useCartContext } from './cart-context';
import { CartSummary } from './cart-summary';
import { InstallationOffer } from './installation-offer';
import { useCart } from './use-cart';

// The page keeps the screen's height from the first paint, before the browser knows the cart
// (the server cannot: the cart key lives in the tab), so nothing below it jumps when the lines
// arrive (issue 26: CLS 0.66 with a 3-line cart before).
const CART_PAGE_FRAME = 'flex min-h-[75vh] flex-col gap-6';

/** What the server paints for `/carrito-compras` until the browser has read the cart. */
export function CartPageSkeleton() {
  return (
    <div className={CART_PAGE_FRAME}>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{cartCopy.title}</h1>
      <p
        role="status"
        className="rounded-card border border-border bg-surface p-4 py-8 text-center text-ink-muted"
      >
        {cartCopy.loading}
      </p>
    </div>
  );
}

/**
 * `/carrito-compras`: the lines beside the order summary (stacked on phones). `summaryNote`:
 * what the route shows under the summary for the cart's total (the banks' cashback).
 */
export function CartPage({ summaryNote }: { summaryNote?: (totalCents: number) => ReactNode }) {
  const cart = useCart();
  const { events } = useCartContext();
  const viewed = useRef(false);
  const { loading, local_cart: items, total_price: total } = cart.state;
  useEffect(() => {
    if (viewed.current || loading) return;
    viewed.current = true;
    events.viewed(items, total);
  }, [loading, items, total, events]);

  return (
    <div className={CART_PAGE_FRAME}>
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
