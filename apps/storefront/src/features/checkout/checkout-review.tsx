import { formatMoney } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { TextField } from '@vitrina/ui/text-field';
import { useState, type FormEvent } from 'react';
import type { OrderSummary } from './checkout.machine';
import { OrderLinesTable } from './order-lines-table';

/** The review: lines, coupon, shipping, ITBIS and total, all from the store. */
export function ReviewStep({
  summary,
  coupon,
  busy,
  onApplyCoupon,
  onRemoveCoupon,
}: {
  summary: OrderSummary | null;
  coupon: string;
  busy: boolean;
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
}) {
  const [code, setCode] = useState('');
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() !== '') onApplyCoupon(code.trim());
  }
  if (summary === null) return <p aria-live="polite">Calculando el total con la tienda…</p>;
  return (
    <div className="flex flex-col gap-4">
      <OrderLinesTable lines={summary.lines} />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatMoney(summary.subtotal)}</dd>
        {summary.discount > 0 ? (
          <>
            <dt>Descuento {summary.coupons.map((entry) => entry.toUpperCase()).join(', ')}</dt>
            <dd className="text-right">-{formatMoney(summary.discount)}</dd>
          </>
        ) : null}
        <dt>Envío</dt>
        <dd className="text-right">{formatMoney(summary.shipping)}</dd>
        <dt>ITBIS incluido</dt>
        <dd className="text-right">{formatMoney(summary.itbis)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold" data-testid="checkout-total">
          {formatMoney(summary.total)}
        </dd>
        {summary.deposit === null ? null : (
          <>
            <dt>Abono que pagas ahora</dt>
            <dd className="text-right" data-testid="checkout-deposit">
              {formatMoney(summary.deposit)}
            </dd>
            <dt>Pagas al recibir</dt>
            <dd className="text-right">{formatMoney(summary.total - summary.deposit)}</dd>
          </>
        )}
      </dl>
      {coupon === '' ? (
        <form onSubmit={apply} className="flex items-end gap-2">
          <TextField label="Cupón" name="coupon" value={code} onChange={setCode} className="grow" />
          <Button type="submit" variant="secondary" isDisabled={busy}>
            Aplicar cupón
          </Button>
        </form>
      ) : (
        <p className="flex items-center gap-2">
          Cupón {coupon.toUpperCase()} aplicado.
          <Button variant="secondary" size="sm" onPress={onRemoveCoupon} isDisabled={busy}>
            Quitar cupón
          </Button>
        </p>
      )}
    </div>
  );
}
