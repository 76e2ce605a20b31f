import { useQuery } from '@tanstack/react-query';
import { BulkyDeliverySchema } from '@vitrina/core';
import { useState, type ReactNode } from 'react';
import * as z from 'zod';
import { placedOrder } from './checkout-draft-storage';
import { DeliveryDetails } from './delivery-details';
import { OrderLinesTable } from './order-lines-table';
import { OrderTotals } from './order-totals';

const ConfirmedOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  status_label: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), total: z.number() })),
  discount: z.number(),
  shipping: z.number(),
  shipping_title: z.string(),
  itbis: z.number(),
  total: z.number(),
  deposit: z.number().nullable(),
  delivery_date: z.string(),
  schedule: z.string(),
  bulky_delivery: BulkyDeliverySchema.nullable(),
  address: z.object({
    address: z.string(),
    sector: z.string(),
    city: z.string(),
    province: z.string(),
    reference: z.string(),
  }),
  payment_title: z.string(),
  instructions: z.string(),
});

async function fetchConfirmedOrder(id: number, key: string, signal: AbortSignal) {
  const response = await fetch(`/api/pedidos/${String(id)}?clave=${encodeURIComponent(key)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error('No pudimos cargar tu pedido.');
  return ConfirmedOrderSchema.parse(await response.json());
}

/** The order just placed, read through the shop server with its key (spec §3 `order_id`, `order_key`). */
export function OrderConfirmation({ links }: { links: ReactNode }) {
  const [stored] = useState(placedOrder);
  const query = useQuery({
    queryKey: ['confirmed-order', stored],
    queryFn: ({ signal }) =>
      stored === undefined
        ? Promise.resolve(null)
        : fetchConfirmedOrder(stored.id, stored.key, signal),
  });
  if (query.isPending) return <p aria-live="polite">Cargando tu pedido…</p>;
  if (query.isError) {
    return (
      <p role="alert">
        No pudimos cargar tu pedido. Revisa tu correo: te enviamos la confirmación.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Reintentar
        </button>
      </p>
    );
  }
  const order = query.data;
  if (order === null) {
    return (
      <div className="flex flex-col gap-4">
        <p>No encontramos un pedido reciente en este navegador.</p>
        {links}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg">
        Pedido <strong data-testid="order-number">#{order.number}</strong> · {order.status_label}
      </p>
      <OrderLinesTable lines={order.lines} />
      <OrderTotals
        discount={order.discount}
        discountLabel="Descuento"
        shipping={order.shipping}
        shippingLabel={`Envío (${order.shipping_title})`}
        itbis={order.itbis}
        total={order.total}
        deposit={order.deposit}
        testIdPrefix="order"
      />
      <section aria-labelledby="entrega" className="flex flex-col gap-1">
        <h2 id="entrega" className="text-xl font-bold">
          Entrega
        </h2>
        <DeliveryDetails
          date={order.delivery_date}
          schedule={order.schedule}
          bulky={order.bulky_delivery}
        />
        <p>
          {order.address.address}, {order.address.sector}, {order.address.city},{' '}
          {order.address.province}
        </p>
        {order.address.reference !== '' ? <p>Referencia: {order.address.reference}</p> : null}
      </section>
      <section aria-labelledby="pago" className="flex flex-col gap-1">
        <h2 id="pago" className="text-xl font-bold">
          Pago: {order.payment_title}
        </h2>
        {order.instructions !== '' ? <p>{order.instructions}</p> : null}
      </section>
      {links}
    </div>
  );
}
