import type { ReactNode } from 'react';
import type { OrderSummary } from './checkout.machine';
import { OrderLinesTable } from '../../lib/order-lines-table';
import { OrderTotals } from '../../lib/order-totals';

/** The review: lines, coupon, shipping, ITBIS and total, all from the store. */
export function ReviewStep({
  summary,
  couponBox,
  soldOutId,
}: {
  summary: OrderSummary | null;
  /** The cart's coupons, applied and removed there: the review quotes again when they change. */
  couponBox: ReactNode;
  /** The product that sold out as the order was placed: its line stays, marked (M8). */
  soldOutId: number | null;
}) {
  if (summary === null) return <p aria-live="polite">Calculando el total con la tienda…</p>;
  return (
    <div className="flex flex-col gap-4">
      <OrderLinesTable lines={summary.lines} soldOutId={soldOutId} />
      <OrderTotals
        figures={summary}
        showGoods
        discountLabel={`Descuento ${summary.coupons.map((entry) => entry.toUpperCase()).join(', ')}`}
        shippingLabel="Envío"
        testIdPrefix="checkout"
      />
      {couponBox}
    </div>
  );
}
