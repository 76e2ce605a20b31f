import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { ORDER_MAIL_ACTIONS, paymentOutcome, type PaymentOutcome } from '@vitrina/core';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ConfirmedOrderSchema, type ConfirmedOrder } from '../../lib/shop-api/checkout';
import { shopCall } from '../../lib/shop-api/shop-client';
import { ShopRefused } from '../../lib/shop-api/shop-errors';
import { placedOrder } from './checkout-draft-storage';
import { DeliveryDetails } from './delivery-details';
import { OrderLinesTable } from '../../lib/order-lines-table';
import { OrderTotals } from '../../lib/order-totals';
import { PayAnotherWay } from './pay-another-way';

/** Which order the page shows: the one its URL names (the gateway's way back, the e-mail). */
export interface ConfirmationSource {
  id: number;
  key: string;
  /** The `status` the gateway's way back carries (`failed`, `cancelled`…), '' when none. */
  returned: string;
}

async function fetchConfirmedOrder(
  id: number,
  key: string,
  token: string | null,
  signal: AbortSignal,
) {
  try {
    return await shopCall({
      path: `pedidos/${String(id)}`,
      query: { clave: key },
      // A customer's own order shows its address only to their token (D5).
      caller: { token },
      answer: ConfirmedOrderSchema,
      signal,
    });
  } catch (error) {
    // A wrong key reads as an unknown order (E2).
    if (error instanceof ShopRefused && error.status === 404) return null;
    throw error;
  }
}

/** The page's heading and opening line for each outcome, in the shop's words. */
const OUTCOME_COPY: Record<PaymentOutcome, { title: string; lead: string }> = {
  paid: {
    title: 'Pago recibido',
    lead: 'Tu pedido está pagado. Te enviaremos la confirmación por correo y te avisaremos cuando salga a entrega.',
  },
  deposit_paid: {
    title: 'Abono recibido',
    lead: 'Recibimos tu abono. El saldo se paga antes de la entrega: puedes pagarlo ahora o desde el enlace de tu correo.',
  },
  declined: {
    title: 'El pago no se completó',
    lead: 'La pasarela rechazó el pago y no se cobró nada. Tu pedido sigue reservado por un tiempo: puedes pagarlo de nuevo sin hacer otro pedido.',
  },
  left: {
    title: 'Pago cancelado',
    lead: 'Saliste de la página de pago y no se cobró nada. Tu pedido sigue reservado por un tiempo: puedes pagarlo ahora sin hacer otro pedido.',
  },
  awaiting: {
    title: 'Tu pedido espera el pago',
    lead: 'Aún no recibimos el pago. Tu pedido queda reservado por un tiempo; si no se paga, se anula solo.',
  },
  expired: {
    title: 'Este pedido venció',
    lead: 'No se pagó a tiempo, así que lo anulamos y liberamos lo que tenía reservado. No se cobró nada. Puedes hacer el pedido de nuevo.',
  },
  cancelled: {
    title: 'Pedido cancelado',
    lead: 'Cancelaste este pedido y liberamos lo que tenía reservado. No se cobró nada.',
  },
  refunded: {
    title: 'Pedido reembolsado',
    lead: 'Te devolvimos el dinero de este pedido. Abajo ves cada reembolso con su fecha y su nota de crédito, que también está en la factura.',
  },
  offline: {
    title: 'Pedido confirmado',
    lead: 'Recibimos tu pedido. Te enviaremos la confirmación por correo y te avisaremos cuando salga a entrega.',
  },
};

/** The gateway's button on an order still paid online: the first payment, or the balance (G9). */
const PAY_AGAIN: Partial<Record<PaymentOutcome, string>> = {
  awaiting: 'Ir a pagar',
  declined: 'Pagar de nuevo',
  left: 'Pagar de nuevo',
  deposit_paid: ORDER_MAIL_ACTIONS.balance,
};

const noToken = () => null;

/** Outcomes after which the order counts as bought (GA4 `purchase`). */
const PURCHASED: readonly PaymentOutcome[] = ['paid', 'deposit_paid', 'offline'];
/** Outcomes whose order has an invoice (a refunded one, with its credit notes). */
const INVOICED: readonly PaymentOutcome[] = [...PURCHASED, 'refunded'];

export interface OrderConfirmationProps {
  /** The order the URL names; without one, the order last placed in this browser. */
  source: ConfirmationSource | undefined;
  /** The page's heading and opening line. */
  intro: (title: string, lead: ReactNode) => ReactNode;
  links: ReactNode;
  /** Once per page load, when the order is bought and this browser placed it (analytics). */
  onPurchased: (order: ConfirmedOrder) => void;
  /** «Hacer el pedido de nuevo» on an expired order. */
  orderAgain: (order: ConfirmedOrder) => ReactNode;
  /**
   * What the shopper may still change of the order (issue 37), proved by its key and the
   * signed-in token; `onChanged` reads the order again.
   */
  changes: (
    order: ConfirmedOrder,
    proof: { key: string; token: string | null },
    onChanged: () => void,
  ) => ReactNode;
}

/**
 * The order placed or paid: read through the shop server with its id and key, from the URL (any
 * device: the gateway's way back, the e-mail's link) or else this browser's last order (spec §3
 * `order_id`, `order_key`). A wrong key and an unknown order read the same (E2).
 */
export function OrderConfirmation({
  source,
  intro,
  links,
  onPurchased,
  orderAgain,
  changes,
}: OrderConfirmationProps) {
  const [stored] = useState(placedOrder);
  const { session } = useRouteContext({ from: '__root__' });
  const token = useSyncExternalStore(session.subscribe, () => session.snapshot().token, noToken);
  const target = source ?? (stored === undefined ? undefined : { ...stored, returned: '' });
  const queryClient = useQueryClient();
  const queryKey = ['confirmed-order', target, token];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      target === undefined
        ? Promise.resolve(null)
        : fetchConfirmedOrder(target.id, target.key, token, signal),
  });
  const order = query.data ?? null;
  const outcome = order === null ? null : paymentOutcome(order, target?.returned ?? '');
  // Only the browser that placed the order reports its purchase; another device never does.
  const placedHere = order !== null && stored?.id === order.id;
  useEffect(() => {
    if (order !== null && outcome !== null && placedHere && PURCHASED.includes(outcome)) {
      onPurchased(order);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per order and outcome
  }, [order?.id, outcome, placedHere]);

  if (query.isPending) {
    return intro('Tu pedido', <p aria-live="polite">Cargando tu pedido…</p>);
  }
  if (query.isError) {
    return intro(
      'Tu pedido',
      <p role="alert">
        No pudimos cargar tu pedido. Revisa tu correo: te enviamos la confirmación.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Reintentar
        </button>
      </p>,
    );
  }
  if (target === undefined) {
    // Nothing named in the URL and no order placed in this browser: the route's own heading.
    return (
      <>
        {intro('Pedido confirmado', <p>No encontramos un pedido reciente en este navegador.</p>)}
        {links}
      </>
    );
  }
  if (order === null || outcome === null) {
    return (
      <>
        {intro(
          'No encontramos ese pedido',
          <p>Revisa el enlace de tu correo o busca el pedido en tu perfil.</p>,
        )}
        {links}
      </>
    );
  }
  const copy = OUTCOME_COPY[outcome];
  const unpaid = outcome === 'declined' || outcome === 'left' || outcome === 'awaiting';
  return (
    <>
      {intro(
        copy.title,
        <p role={unpaid || outcome === 'expired' ? 'alert' : undefined}>{copy.lead}</p>,
      )}
      <div className="flex flex-col gap-6">
        <p className="text-lg">
          Pedido <strong data-testid="order-number">#{order.number}</strong> ·{' '}
          <span data-testid="order-status">{order.status_label}</span>
        </p>
        {(unpaid || outcome === 'deposit_paid') && order.payment_url !== null ? (
          <p className="flex flex-wrap gap-4">
            {/* A full page load: the gateway's page is another site. */}
            <a href={order.payment_url} className={plainButtonClasses('primary', 'lg')}>
              {PAY_AGAIN[outcome]}
            </a>
          </p>
        ) : null}
        {unpaid && target !== undefined ? (
          <PayAnotherWay
            orderId={order.id}
            orderKey={target.key}
            token={token}
            onChanged={(changed) => queryClient.setQueryData(queryKey, changed)}
          />
        ) : null}
        {outcome === 'expired' ? orderAgain(order) : null}
        <OrderLinesTable lines={order.lines} />
        <OrderTotals
          figures={order}
          discountLabel="Descuento"
          shippingLabel={`Envío (${order.shipping_title})`}
          testIdPrefix="order"
        />
        <section aria-labelledby="entrega" className="flex flex-col gap-1">
          <h2 id="entrega" className="text-xl font-bold">
            Entrega
          </h2>
          <DeliveryDetails
            date={order.delivery_date}
            schedule={order.schedule}
            installationSchedule={order.installation_schedule}
            bulky={order.bulky_delivery}
          />
          {order.address === null ? null : (
            <>
              <p>
                {order.address.address}, {order.address.sector}, {order.address.city},{' '}
                {order.address.province}
              </p>
              {order.address.reference !== '' ? <p>Referencia: {order.address.reference}</p> : null}
            </>
          )}
        </section>
        {changes(order, { key: target.key, token }, () => void query.refetch())}
        <section aria-labelledby="pago" className="flex flex-col gap-1">
          <h2 id="pago" className="text-xl font-bold">
            Pago: {order.payment_title}
          </h2>
          {order.instructions !== '' ? <p>{order.instructions}</p> : null}
        </section>
        {order.is_guest && target !== undefined && INVOICED.includes(outcome) ? (
          <p>
            <Link
              className="underline"
              to="/Factura"
              search={{ pedido: order.id, clave: target.key }}
            >
              Ver la factura de este pedido
            </Link>
          </p>
        ) : null}
        {links}
      </div>
    </>
  );
}
