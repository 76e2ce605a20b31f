import * as z from 'zod';
import { LineOptionsSchema } from './checkout';

/** `GET /api/pedidos/:id/factura`: an order's printable invoice (amounts in centavos). */
export const InvoiceSchema = z.object({
  number: z.string(),
  date: z.string(),
  status_label: z.string(),
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
  ncf: z.object({ number: z.string(), type: z.string(), label: z.string() }).nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      options: LineOptionsSchema,
      quantity: z.number(),
      unit_price: z.number(),
      total: z.number(),
    }),
  ),
  goods: z.number(),
  discount: z.number(),
  shipping: z.number(),
  itbis_rate: z.number(),
  taxable: z.number(),
  itbis: z.number(),
  total: z.number(),
  /**
   * A partial payment (G9): the deposit the store received and the balance still due; null until
   * a deposit came in, and once the order is paid in full.
   */
  deposit: z.number().nullable(),
  balance: z.number().nullable(),
  payment_title: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
