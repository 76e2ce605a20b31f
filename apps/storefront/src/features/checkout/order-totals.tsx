import { formatMoney } from '@vitrina/core';

/** The money of an order as the store computed it; amounts in cents. */
export interface OrderTotalsProps {
  /** Shown before the discount when given (the review shows it, the confirmation does not). */
  subtotal?: number;
  discount: number;
  discountLabel: string;
  shipping: number;
  shippingLabel: string;
  itbis: number;
  total: number;
  /** What the shopper pays now when they chose a deposit (G9); null without one. */
  deposit: number | null;
  /** What the store received (a placed order's); a part of the total shows with its balance. */
  paid?: number;
  /** Prefix of the total's and the deposit's test ids (`checkout-total`, `order-total`…). */
  testIdPrefix: 'checkout' | 'order';
}

/** The totals list under an order's lines, shared by the review and the confirmed order. */
export function OrderTotals({
  subtotal,
  discount,
  discountLabel,
  shipping,
  shippingLabel,
  itbis,
  total,
  deposit,
  paid = 0,
  testIdPrefix,
}: OrderTotalsProps) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {subtotal === undefined ? null : (
        <>
          <dt>Subtotal</dt>
          <dd className="text-right">{formatMoney(subtotal)}</dd>
        </>
      )}
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
    </dl>
  );
}
