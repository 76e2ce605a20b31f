import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMoney, ncfVoided } from '@vitrina/core';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { EmptyState } from '@vitrina/ui/empty-state';
import { SkeletonText } from '@vitrina/ui/skeleton';
import { messages } from '../../copy/messages';
import { orderCopy } from '../../copy/orders';
import { orderDay } from '../../lib/order-date';
import { PayOnline } from '../../lib/pay-online';
import { RetryNote } from '../../lib/retry-note';
import type { AccountOrder } from '../../lib/shop-api/account';
import { ordersQueryOptions } from './account.queries';

/** The invoice of an order: `/Factura` with the order's id. */
export const invoiceHref = (id: number): string => `/Factura?pedido=${String(id)}`;

function OrderRow({ order }: { order: AccountOrder }) {
  const link = 'font-semibold text-brand-700 underline';
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-ink">Pedido n.º {order.number}</p>
        <p className="text-sm text-ink-muted">{orderDay(order.placed_at)}</p>
        <p>
          <span className="rounded-full bg-surface-muted px-2 py-0.5 text-sm text-ink">
            {order.status_label}
          </span>
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <p className="text-lg font-bold text-ink">{formatMoney(order.total)}</p>
        {order.refunded > 0 ? (
          <p className="text-sm text-ink-muted">
            {orderCopy.refundedShort}: {formatMoney(order.refunded)}
          </p>
        ) : null}
        <PayOnline pay={order.pay} orderNumber={order.number} size="sm" />
        <p className="flex gap-4">
          <Link
            to="/perfil-usuario/pedidos/$id"
            params={{ id: order.id }}
            className={link}
            aria-label={`Ver detalle del pedido ${order.number}`}
          >
            Ver detalle
          </Link>
          {/* /Factura reads the order from its own query; a full load also suits printing. */}
          {ncfVoided(order.status) ? null : (
            <a
              href={invoiceHref(order.id)}
              className={link}
              aria-label={`Factura del pedido ${order.number}`}
            >
              Factura
            </a>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * The customer's orders with status, date, total, «Pagar» on those still paid online, and links
 * to each detail and invoice.
 */
export function OrderHistory({ token }: { token: string }) {
  const orders = useQuery(ordersQueryOptions(token));
  return (
    <section aria-labelledby="mis-pedidos" className="flex flex-col gap-4">
      <h2 id="mis-pedidos" className="text-xl font-bold text-ink">
        Mis pedidos
      </h2>
      {orders.isPending ? <SkeletonText lines={3} /> : null}
      {orders.isError ? (
        <RetryNote
          message={orders.error.message || messages.storeUnreachable}
          onRetry={() => void orders.refetch()}
        />
      ) : null}
      {orders.data?.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Todavía no tienes pedidos"
          description="Cuando compres, aquí verás cada pedido, su estado y su factura."
          action={
            <Link to="/ofertas" className={plainButtonClasses('secondary', 'sm')}>
              Ver ofertas
            </Link>
          }
        />
      ) : null}
      {orders.data && orders.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
