import { formatMoney, quoteShipping } from '@vitrina/core';
import { useId, useState } from 'react';
import { cartCopy } from '../../copy/cart';
import { LineOptions } from '../../lib/line-options';
import { rateId, type ShippingOption } from './checkout-steps';
import type { OrderLineView } from '../../lib/order-lines-table';

/** The cart as the checkout's summary shows it, read by the route from the cart. Centavos. */
export interface CheckoutCart {
  /** In the cart's order, an installation right after its appliance, with the appliance's name. */
  readonly lines: readonly (OrderLineView & { readonly installationFor?: string | undefined })[];
  /** The goods as the store last confirmed them. */
  readonly subtotal: number;
  /** What the cart's coupons take off the goods (the shop server's figure), 0 without one. */
  readonly discount: number;
}

/** The summary's figures; `shipping` is `null` until a method that applies is chosen. */
export interface SummaryFigures {
  readonly goods: number;
  readonly discount: number;
  readonly shipping: number | null;
  readonly total: number;
}

/**
 * The order's figures while the shopper fills the form: the cart's goods and coupons, and the
 * chosen method's price by core's shipping rule (the same the shop server applies). The review
 * shows the store's own quote instead; these only keep the shopper told on the way there.
 */
export function summaryFigures(
  cart: CheckoutCart,
  methods: readonly ShippingOption[],
  chosen: string,
): SummaryFigures {
  const goods = cart.subtotal - cart.discount;
  const method = methods.find((option) => rateId(option) === chosen);
  const quote =
    method === undefined
      ? null
      : quoteShipping(
          {
            method_id: method.method_id,
            cost_cents: method.cost,
            min_amount_cents: method.minimum,
          },
          goods,
        );
  const shipping = quote?.ok === true ? quote.costCents : null;
  return {
    goods: cart.subtotal,
    discount: cart.discount,
    shipping,
    total: goods + (shipping ?? 0),
  };
}

/**
 * Lines and totals beside the form at ≥ 1024 px; above it on a phone, folded behind a button
 * that tells the total, so the form stays first on a small screen.
 */
export function CheckoutSummary({
  cart,
  figures,
}: {
  cart: CheckoutCart;
  figures: SummaryFigures;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const total = formatMoney(figures.total);
  return (
    <aside
      aria-labelledby={`${panel}-title`}
      className="rounded-card border border-border bg-surface p-4 lg:sticky lg:top-4"
    >
      <h2 id={`${panel}-title`} className="sr-only lg:not-sr-only lg:mb-3 lg:text-lg lg:font-bold">
        Resumen del pedido
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((shown) => !shown)}
        className="flex w-full items-center justify-between gap-3 rounded-control text-left font-semibold lg:hidden"
      >
        <span className="flex flex-col">
          <span>{open ? 'Ocultar resumen' : 'Ver resumen'}</span>{' '}
          <span className="text-sm font-normal text-ink-muted">
            {cart.lines.length} {cart.lines.length === 1 ? 'producto' : 'productos'}
          </span>
        </span>{' '}
        <span className="whitespace-nowrap">{total}</span>
      </button>
      <div id={panel} className={`${open ? 'mt-3' : 'hidden'} lg:mt-0 lg:block`}>
        <ul className="flex flex-col gap-2 border-b border-border pb-3">
          {cart.lines.map((line, index) => (
            <li
              key={`${String(index)}-${line.name}`}
              className={`flex justify-between gap-3 ${line.installationFor === undefined ? '' : 'ml-4 border-l-4 border-l-brand-200 pl-2'}`}
            >
              <span>
                {line.installationFor === undefined ? null : (
                  <span className="block text-xs font-semibold text-brand-700">
                    {cartCopy.installationFor(line.installationFor)}
                  </span>
                )}
                {line.name} <span className="text-ink-muted">× {line.quantity}</span>
                <LineOptions options={line.options} />
              </span>
              <span className="whitespace-nowrap">{formatMoney(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>Subtotal</dt>
          <dd className="text-right">{formatMoney(figures.goods)}</dd>
          {figures.discount > 0 ? (
            <>
              <dt>Descuento</dt>
              <dd className="text-right text-success">−{formatMoney(figures.discount)}</dd>
            </>
          ) : null}
          <dt>Envío</dt>
          <dd className="text-right" data-testid="summary-shipping">
            {figures.shipping === null ? 'Al elegir la entrega' : formatMoney(figures.shipping)}
          </dd>
          <dt className="font-bold">Total</dt>
          <dd className="text-right font-bold" data-testid="summary-total" aria-live="polite">
            {total}
          </dd>
        </dl>
        <p className="mt-2 text-sm text-ink-muted">
          ITBIS incluido. La tienda confirma el total al revisar.
        </p>
      </div>
    </aside>
  );
}
