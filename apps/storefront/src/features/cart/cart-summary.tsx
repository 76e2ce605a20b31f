import { centsToDecimal, formatMoney, type CheckoutHold } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { cartCopy } from '../../copy/cart';
import { ShopLink } from '../../lib/shop-link';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { useCart } from './use-cart';
import { useCartCoupons } from './use-cart-coupons';

/** What the shopper must do before paying, by why the cart is held. */
const holdMessage: Record<CheckoutHold['kind'], (names: readonly string[]) => string> = {
  unavailable: cartCopy.holdUnavailable,
  'sold-out': cartCopy.holdSoldOut,
  short: cartCopy.holdShort,
};

type Cart = ReturnType<typeof useCart>;

const loadClearCartDialog = () => import('./clear-cart-dialog');
const ClearCartDialog = lazy(() =>
  loadClearCartDialog().then((module) => ({ default: module.ClearCartDialog })),
);

/**
 * Empties the cart after the shopper confirms in a dialog, whose code comes when the shopper
 * points at or focuses the button (issue 36: not with the cart's lines).
 */
function ClearCart({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  const prepare = () => void loadClearCartDialog();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onHoverStart={prepare}
        onFocus={prepare}
        onPress={() => setOpen(true)}
      >
        {cartCopy.clear}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ClearCartDialog onClear={() => cart.clear()} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Sub-total and total as the store computed them, the coupons' discount, «Proceder al pago» and
 * «Vaciar carrito». Paying waits for a fresh, settled cart (R2): never on totals the store has
 * not confirmed. `couponBox`: where the shopper adds a coupon (the cart page).
 */
export function CartSummary({
  cart,
  extraLink,
  couponBox,
}: {
  cart: Cart;
  extraLink?: ReactNode;
  couponBox?: ReactNode;
}) {
  const { state } = cart;
  const { codes, discount = 0, total } = useCartCoupons();
  const holdId = useId();
  if ((state.local_cart.length === 0 && cart.unavailable.length === 0) || cart.failed) return null;
  const { hold } = cart;
  const canPay = !cart.isStale && !state.updating && hold === null;
  return (
    <section
      aria-label={cartCopy.summary}
      className="flex flex-col gap-3"
      aria-busy={state.updating}
    >
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{cartCopy.subTotal}</dt>
          <dd>{formatMoney(state.sub_total)}</dd>
        </div>
        {codes.length > 0 && discount > 0 ? (
          <div className="flex justify-between gap-4 text-success">
            <dt>{cartCopy.discount(codes)}</dt>
            <dd data-testid="cart-discount" className="shrink-0 whitespace-nowrap">
              −{formatMoney(discount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-lg font-bold">
          <dt>{cartCopy.total}</dt>
          <dd data-testid="cart-total">{formatMoney(total ?? state.total_price)}</dd>
        </div>
      </dl>
      {couponBox}
      {state.updating ? (
        <p role="status" className="text-sm text-ink-muted">
          {cartCopy.updating}
        </p>
      ) : null}
      {hold ? (
        <p
          id={holdId}
          className="rounded-control border-l-4 border-danger bg-danger-soft p-3 text-sm"
        >
          {holdMessage[hold.kind](hold.names)}
        </p>
      ) : null}
      {canPay ? (
        <ShopLink href="/checkout" className={plainButtonClasses('primary', 'lg')}>
          {cartCopy.checkout}
        </ShopLink>
      ) : (
        <Button size="lg" isDisabled {...(hold ? { 'aria-describedby': holdId } : {})}>
          {cartCopy.checkout}
        </Button>
      )}
      {extraLink}
      {state.total_price > 0 ? (
        <ShopLink
          href={`/financiamiento?monto=${centsToDecimal(state.total_price)}`}
          className="text-center text-sm text-brand-700 underline"
        >
          {cartCopy.financing}
        </ShopLink>
      ) : null}
      <div className="flex justify-end">
        <ClearCart cart={cart} />
      </div>
    </section>
  );
}
