import { EmailSchema } from '@vitrina/core';
import * as z from 'zod';
import { OrderViewSchema, OrderWindowSchema } from './order-view';
import { OnlinePaymentSchema } from './checkout';

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
 * The answer: where the order stands, when it arrives, its lines and money (refunds included) and
 * its invoice. Never who placed it nor where it goes: the number and the e-mail are no proof of
 * that (D5).
 */
export const TrackedOrderSchema = OrderViewSchema.extend(OrderWindowSchema.shape).extend({
  /** «Pagar»: an unpaid or declined card order, or the balance of its abono. */
  pay: OnlinePaymentSchema,
  /** Opens this order's invoice, without its buyer's personal data, for a day (`/Factura?pase=`). */
  invoice_pass: z.string(),
  /** The pass that changes it for an hour (`?pase=`, issue 37). */
  change_pass: z.string(),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
