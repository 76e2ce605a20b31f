import * as z from 'zod';
import { OrderViewSchema } from './order-view';

/**
 * `GET /api/pedidos/:id/factura`: an order's printable invoice (amounts in centavos) and, in its
 * figures, each refund's credit note (N2), which prints on its own from the same answer.
 */
export const InvoiceSchema = OrderViewSchema.extend({
  seller: z.object({
    name: z.string(),
    rnc: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    trade_name: z.string(),
    rnc: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
  /** The invoice's NCF, and the last day its authorised range was valid ('' without one). */
  ncf: z
    .object({ number: z.string(), type: z.string(), label: z.string(), valid_until: z.string() })
    .nullable(),
  itbis_rate: z.number(),
  /** The total without its ITBIS (core's rule). */
  taxable: z.number(),
  payment_title: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
