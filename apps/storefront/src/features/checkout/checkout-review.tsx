import { Button } from '@vitrina/ui/button';
import { TextField } from '@vitrina/ui/text-field';
import { useState, type FormEvent } from 'react';
import type { OrderSummary } from './checkout.machine';
import { OrderLinesTable } from './order-lines-table';
import { OrderTotals } from './order-totals';

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
      <OrderTotals
        subtotal={summary.subtotal}
        discount={summary.discount}
        discountLabel={`Descuento ${summary.coupons.map((entry) => entry.toUpperCase()).join(', ')}`}
        shipping={summary.shipping}
        shippingLabel="Envío"
        itbis={summary.itbis}
        total={summary.total}
        deposit={summary.deposit}
        testIdPrefix="checkout"
      />
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
