import { EmailSchema } from '@vitrina/core';
import * as z from 'zod';
import { LineOptionsSchema, OnlinePaymentSchema } from './checkout';
import { OrderChangesSchema } from './order-changes';

/** The most digits an order number has (the shop's ids fit the routes' 10). */
const NUMBER_MAX_DIGITS = 10;

/** The order number as the shopper types it: «1234» or «#1234», spaces around allowed. */
export const OrderNumberSchema = z
  .string({ error: 'Escribe el número de tu pedido.' })
  .trim()
  .min(1, { error: 'Escribe el número de tu pedido.', abort: true })
  .transform((text) => text.replace(/^#\s*/, ''))
  .pipe(
    z.string().regex(new RegExp(`^[1-9][0-9]{0,${String(NUMBER_MAX_DIGITS - 1)}}$`), {
      error: 'El número de pedido tiene solo dígitos, como 1234.',
    }),
  );

/**
 * `POST /api/pedidos/rastreo`: a guest's order number and the e-mail it was placed with (a POST,
 * so the e-mail sits in no URL and no access log).
 */
export const TrackingRequestSchema = z.object({
  number: OrderNumberSchema,
  email: EmailSchema,
});
export type TrackingRequest = z.output<typeof TrackingRequestSchema>;

/**
 * The answer: where the order stands, when it arrives and its invoice (amounts in centavos).
 * Never who placed it nor where it goes: the number and the e-mail are no proof of that (D5).
 */
export const TrackedOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  status_label: z.string(),
  /** When it was placed (the store's ISO date), '' when the store has none. */
  placed_at: z.string(),
  /** `YYYY-MM-DD` and the window («9:00 AM - 12:00 PM»), '' when the order has none. */
  delivery_date: z.string(),
  schedule: z.string(),
  /** The technicians' window when they come the same day, '' otherwise. */
  installation_schedule: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      options: LineOptionsSchema,
      quantity: z.number(),
      total: z.number(),
    }),
  ),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  /** «Pagar»: an unpaid or declined card order, or the balance of its abono. */
  pay: OnlinePaymentSchema,
  /** Opens this order's invoice, without its buyer's personal data, for a day (`/Factura?pase=`). */
  invoice_pass: z.string(),
  /** What may still change of it (issue 37), and the pass that changes it for an hour (`?pase=`). */
  changes: OrderChangesSchema,
  change_pass: z.string(),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
