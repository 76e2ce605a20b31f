import { formatMoney, formatSlotDate, INSTALLATION_SAME_DAY, ncfVoided } from '@vitrina/core';
import { Badge, type BadgeTone } from '@vitrina/ui/badge';
import { Button } from '@vitrina/ui/button';
import type { ReactNode, RefObject } from 'react';
import { orderCopy } from '../../copy/orders';
import { LineOptions } from '../../lib/line-options';
import { orderDay } from '../../lib/order-date';
import { OrderTotals } from '../../lib/order-totals';
import { PayOnlineNotice } from '../../lib/pay-online';
import type { TrackedOrder } from '../../lib/shop-api/tracking';
import { TRACKING_COPY } from './tracking-copy';

/** How each status reads at a glance: done, gone wrong, or on its way. */
const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  completed: 'success',
  processing: 'info',
  'on-hold': 'info',
  pending: 'neutral',
  'partially-paid': 'info',
  cancelled: 'out-of-stock',
  failed: 'out-of-stock',
  refunded: 'neutral',
};

/** A tracked order: its status, when it arrives, what it holds, its total and its invoice. */
export function TrackedOrderCard({
  order,
  headingRef,
  invoiceLink,
  changes,
  onAnother,
}: {
  order: TrackedOrder;
  headingRef: RefObject<HTMLHeadingElement | null>;
  invoiceLink: (order: { id: number; pass: string; label: string }) => ReactNode;
  /** What the shopper may still change of it (issue 37). */
  changes: ReactNode;
  onAnother: () => void;
}) {
  const placed = orderDay(order.placed_at);
  return (
    <section
      aria-labelledby="pedido-rastreado"
      data-testid="tracked-order"
      className="flex max-w-2xl flex-col gap-5 rounded-card border border-border p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="pedido-rastreado"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink"
        >
          {TRACKING_COPY.result(order.number)}
        </h2>
        <Badge tone={STATUS_TONES[order.status] ?? 'neutral'}>
          <span className="sr-only">{TRACKING_COPY.status}: </span>
          <span data-testid="tracked-status">{order.status_label}</span>
        </Badge>
      </div>
      {placed === '' ? null : (
        <p className="text-ink-muted">
          {TRACKING_COPY.placedOn} {placed}
        </p>
      )}
      <PayOnlineNotice pay={order.pay} status={order.status} orderNumber={order.number} />
      <div className="rounded-control bg-surface-muted p-4">
        <h3 className="font-semibold text-ink">{TRACKING_COPY.delivery}</h3>
        {order.delivery_date === '' ? (
          <p>{TRACKING_COPY.noDelivery}</p>
        ) : (
          <p className="text-lg font-semibold text-ink" data-testid="tracked-delivery">
            {formatSlotDate(order.delivery_date)}
            {order.schedule === '' ? '' : ` · ${order.schedule}`}
          </p>
        )}
        {order.delivery_date === '' || order.installation_schedule === '' ? null : (
          <p data-testid="tracked-installation">
            {INSTALLATION_SAME_DAY} · {order.installation_schedule}
          </p>
        )}
      </div>
      {changes}
      <div>
        <h3 className="font-semibold text-ink">{TRACKING_COPY.items}</h3>
        <ul className="mt-2 divide-y divide-border">
          {order.lines.map((line, index) => (
            <li key={`${line.name}-${String(index)}`} className="flex justify-between gap-4 py-2">
              <span>
                {line.name} <span className="text-ink-muted">× {line.quantity}</span>
                <LineOptions options={line.options} />
              </span>
              <span className="shrink-0">{formatMoney(line.total)}</span>
            </li>
          ))}
        </ul>
        <div className="border-t border-border-strong pt-2">
          <OrderTotals
            figures={order}
            discountLabel={TRACKING_COPY.discount}
            shippingLabel={TRACKING_COPY.shipping}
            testIdPrefix="order"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {ncfVoided(order.status) ? (
          <p>{orderCopy.noInvoice}</p>
        ) : (
          invoiceLink({ id: order.id, pass: order.invoice_pass, label: TRACKING_COPY.invoice })
        )}
        <Button variant="secondary" onPress={onAnother}>
          {TRACKING_COPY.another}
        </Button>
      </div>
    </section>
  );
}
