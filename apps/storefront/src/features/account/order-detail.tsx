import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatSlotDate, INSTALLATION_SAME_DAY, ncfVoided } from '@vitrina/core';
import { SkeletonText } from '@vitrina/ui/skeleton';
import type { ReactNode } from 'react';
import { messages } from '../../copy/messages';
import { orderCopy } from '../../copy/orders';
import { orderDay } from '../../lib/order-date';
import { OrderLinesTable } from '../../lib/order-lines-table';
import { OrderTotals } from '../../lib/order-totals';
import { PayOnlineNotice } from '../../lib/pay-online';
import type { AccountOrderDetail as Order } from '../../lib/shop-api/account';
import { orderQueryOptions, ordersQueryOptions } from './account.queries';
import { invoiceHref } from './order-history';

const link = 'font-semibold text-brand-700 underline';

function AddressBlock({ title, address }: { title: string; address: Record<string, string> }) {
  const lines = [
    [address['first_name'], address['last_name']].filter(Boolean).join(' '),
    address['address_1'],
    address['address_2'],
    [address['city'], address['state']].filter(Boolean).join(', '),
    address['phone'],
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      <address className="text-ink-muted not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

/** When the order arrives, if it has a window. */
function DeliveryWhen({ order }: { order: Order }) {
  if (order.delivery_date === '') return null;
  return (
    <div>
      <h3 className="font-semibold text-ink">Entrega</h3>
      <p data-testid="order-delivery">
        {formatSlotDate(order.delivery_date)} · {order.schedule}
      </p>
      {order.installation_schedule === '' ? null : (
        <p>
          {INSTALLATION_SAME_DAY} · {order.installation_schedule}
        </p>
      )}
    </div>
  );
}

function OrderBody({ order, changes }: { order: Order; changes: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">
        {orderDay(order.placed_at)} ·{' '}
        <span className="font-semibold text-ink" data-testid="order-status">
          {order.status_label}
        </span>
      </p>
      <PayOnlineNotice pay={order.pay} status={order.status} orderNumber={order.number} />
      <OrderLinesTable lines={order.lines} />
      <div className="sm:max-w-sm sm:self-end sm:w-full">
        <OrderTotals
          figures={order}
          discountLabel="Descuento"
          shippingLabel="Envío"
          testIdPrefix="order"
        />
      </div>
      <DeliveryWhen order={order} />
      {changes}
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressBlock title="Facturación" address={order.billing} />
        <AddressBlock title="Entrega" address={order.shipping_address} />
      </div>
      {order.payment_title ? <p>Pago: {order.payment_title}</p> : null}
      <p className="flex flex-wrap gap-4">
        {ncfVoided(order.status) ? (
          <span>{orderCopy.noInvoice}</span>
        ) : (
          <a href={invoiceHref(order.id)} className={link}>
            {orderCopy.invoice}
          </a>
        )}
        <Link to="/perfil-usuario" className={link}>
          Volver a mi perfil
        </Link>
      </p>
    </div>
  );
}

/**
 * One of the customer's orders (another customer's reads as unknown, E2); `changes`: what the
 * customer may still change of it (issue 37), `onChanged` reading it again.
 */
export function OrderDetail({
  token,
  id,
  changes,
}: {
  token: string;
  id: number;
  changes: (order: Order, onChanged: () => void) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const order = useQuery(orderQueryOptions(token, id));
  // The order and the list both show its status and window.
  const onChanged = () =>
    void queryClient.invalidateQueries({ queryKey: ordersQueryOptions(token).queryKey });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold text-ink">Pedido n.º {order.data?.number ?? String(id)}</h1>
      {order.isPending ? <SkeletonText lines={4} /> : null}
      {order.isError ? (
        <div role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          <p>{order.error.message || messages.storeUnreachable}</p>
          <Link to="/perfil-usuario" className={link}>
            Volver a mi perfil
          </Link>
        </div>
      ) : null}
      {order.data ? (
        <OrderBody order={order.data} changes={changes(order.data, onChanged)} />
      ) : null}
    </section>
  );
}
