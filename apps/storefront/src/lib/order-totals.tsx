import { formatMoney } from '@vitrina/core';
import { orderCopy } from '../copy/orders';
import { orderDay } from './order-date';
import type { OrderFigures, OrderRefund } from './shop-api/order-view';

/**
 * The figures an order shows, as the store computed them (amounts in cents): the review's, before
 * the order exists, have no payments nor refunds yet.
 */
type ShownFigures = Pick<OrderFigures, 'goods' | 'discount' | 'shipping' | 'itbis' | 'total'> &
  Pick<OrderFigures, 'deposit'> &
  Partial<Pick<OrderFigures, 'paid' | 'refunds' | 'refunded'>>;

export interface OrderTotalsProps {
  figures: ShownFigures;
  discountLabel: string;
  shippingLabel: string;
  /** The goods before the discount: the review shows them, a placed order does not. */
  showGoods?: boolean;
  /** Prefix of the total's and the deposit's test ids (`checkout-total`, `order-total`…). */
  testIdPrefix: 'checkout' | 'order';
}

/**
 * The totals list under an order's lines, the one every page shows an order's money with (the
 * review, the confirmation, the profile's order, tracking): the deposit and balance of an abono
 * (G9) and each refund with its day and credit note (N1).
 */
export function OrderTotals({
  figures,
  discountLabel,
  shippingLabel,
  showGoods = false,
  testIdPrefix,
}: OrderTotalsProps) {
  const { goods, discount, shipping, itbis, total, deposit } = figures;
  const { paid = 0, refunds = [], refunded = 0 } = figures;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {showGoods ? (
        <>
          <dt>Subtotal</dt>
          <dd className="text-right">{formatMoney(goods)}</dd>
        </>
      ) : null}
      {discount > 0 ? (
        <>
          <dt>{discountLabel}</dt>
          <dd className="text-right">-{formatMoney(discount)}</dd>
        </>
      ) : null}
      <dt>{shippingLabel}</dt>
      <dd className="text-right">{formatMoney(shipping)}</dd>
      <dt>ITBIS incluido</dt>
      <dd className="text-right">{formatMoney(itbis)}</dd>
      <dt className="font-bold">Total</dt>
      <dd className="text-right font-bold" data-testid={`${testIdPrefix}-total`}>
        {formatMoney(total)}
      </dd>
      {paid > 0 && paid < total ? (
        <>
          <dt>Abono pagado</dt>
          <dd className="text-right" data-testid={`${testIdPrefix}-paid`}>
            {formatMoney(paid)}
          </dd>
          <dt>Saldo por pagar</dt>
          <dd className="text-right">{formatMoney(total - paid)}</dd>
        </>
      ) : null}
      {deposit === null ? null : (
        <>
          <dt>Abono que pagas ahora</dt>
          <dd className="text-right" data-testid={`${testIdPrefix}-deposit`}>
            {formatMoney(deposit)}
          </dd>
          <dt>Pagas al recibir</dt>
          <dd className="text-right">{formatMoney(total - deposit)}</dd>
        </>
      )}
      <RefundRows refunds={refunds} refunded={refunded} testIdPrefix={testIdPrefix} />
    </dl>
  );
}

/** Each refund as a row (its day, reason and credit note under it), then what they gave back. */
function RefundRows({
  refunds,
  refunded,
  testIdPrefix,
}: {
  refunds: readonly OrderRefund[];
  refunded: number;
  testIdPrefix: string;
}) {
  if (refunded === 0) return null;
  return (
    <>
      {refunds.map((refund) => (
        <div key={refund.id} className="contents" data-testid={`${testIdPrefix}-refund`}>
          <dt>
            {orderCopy.refund(orderDay(refund.date))}
            {refund.reason === '' && refund.credit_note === null ? null : (
              <span className="block text-sm text-ink-muted">
                {[
                  refund.reason,
                  refund.credit_note === null ? '' : orderCopy.creditNote(refund.credit_note.ncf),
                ]
                  .filter((part) => part !== '')
                  .join(' · ')}
              </span>
            )}
          </dt>
          <dd className="text-right whitespace-nowrap">-{formatMoney(refund.amount)}</dd>
        </div>
      ))}
      <dt className="font-bold">{orderCopy.refunded}</dt>
      <dd className="text-right font-bold" data-testid={`${testIdPrefix}-refunded`}>
        {formatMoney(refunded)}
      </dd>
    </>
  );
}
