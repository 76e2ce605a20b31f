import { nestInstallations } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { EmptyState } from '@vitrina/ui/empty-state';
import { Fragment } from 'react';
import { cartCopy } from '../../copy/cart';
import { ShopLink } from '../../lib/shop-link';
import { isNewLine } from './cart-data';
import { CartLine, UnavailableCartLine } from './cart-line';
import { LocalCartOffer } from './local-cart-offer';
import type { useCart } from './use-cart';

type Cart = ReturnType<typeof useCart>;

/** The load failure, with a retry; above the last good cart when there is one (R2). */
function CartLoadAlert({ cart }: { cart: Cart }) {
  return (
    <div role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
      <p className="font-semibold text-ink">{cartCopy.loadFailed}</p>
      {cart.isStale ? <p className="text-sm text-ink">{cartCopy.stale}</p> : null}
      <Button variant="secondary" size="sm" className="mt-2" onPress={cart.retry}>
        {cartCopy.retry}
      </Button>
    </div>
  );
}

/** Where to go from an empty cart. */
function EmptyCart() {
  const link = plainButtonClasses('secondary', 'sm');
  return (
    <EmptyState
      title={cartCopy.emptyTitle}
      description={cartCopy.emptyBody}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ShopLink href="/ofertas" className={link}>
            {cartCopy.emptyOffers}
          </ShopLink>
          <ShopLink href="/servicios" className={link}>
            {cartCopy.emptyServices}
          </ShopLink>
          <ShopLink href="/" className={link}>
            {cartCopy.emptyHome}
          </ShopLink>
        </div>
      }
    />
  );
}

/**
 * The cart's lines, or why there are none: loading, a failure with a retry (never a blank
 * page), or the empty state with links. An installation is shown under its appliance (issue
 * 29). Shared by the cart page and the mini-cart.
 */
export function CartContents({ cart, compact }: { cart: Cart; compact?: boolean }) {
  const items = cart.state.local_cart;
  if (cart.state.loading && !cart.failed)
    return (
      <p role="status" className="py-8 text-center text-ink-muted">
        {cartCopy.loading}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      {cart.failed || cart.isStale ? <CartLoadAlert cart={cart} /> : null}
      {cart.failed ? null : items.length === 0 && cart.unavailable.length === 0 ? (
        <>
          <LocalCartOffer />
          <EmptyCart />
        </>
      ) : (
        <>
          {items.length > 0 ? (
            <ul aria-label={cartCopy.lines}>
              {nestInstallations(items).map(({ line, installations }) => (
                <Fragment key={line.product_id}>
                  {[line, ...installations].map((item) => (
                    <CartLine
                      key={item.product_id}
                      item={item}
                      compact={compact ?? false}
                      isPending={cart.isPending(item)}
                      isWaitingOffline={cart.isWaitingOffline(item)}
                      isNew={isNewLine(item)}
                      onQuantity={(quantity) => cart.setQuantity(item, quantity)}
                      onRemove={() => cart.remove(item)}
                      attachedTo={item === line ? undefined : line}
                    />
                  ))}
                </Fragment>
              ))}
            </ul>
          ) : null}
          {cart.unavailable.length > 0 ? (
            <ul aria-label={cartCopy.unavailableLines} className="opacity-80">
              {cart.unavailable.map((line) => (
                <UnavailableCartLine
                  key={line.product_id}
                  line={line}
                  compact={compact ?? false}
                  onRemove={() => cart.remove(line)}
                />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
