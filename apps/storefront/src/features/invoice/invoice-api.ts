import { LOCAL_STORAGE_KEYS } from '@vitrina/core';
import * as z from 'zod';
import { localStore } from '../../lib/storage';
import type { InvoiceSearch } from './invoice-search';

const InvoiceSchema = z.object({
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
  /** A partial payment (G9): the deposit and the balance still due; null without one. */
  deposit: z.number().nullable().default(null),
  balance: z.number().nullable().default(null),
  payment_title: z.string(),
});
/** An order's invoice as the shop server answers it (amounts in centavos). */
export type Invoice = z.infer<typeof InvoiceSchema>;

/** Which invoice: an order id with its key (from the URL or this browser), or the token's own. */
export interface InvoiceRequest {
  readonly id: number;
  readonly key: string;
  readonly token: string | null;
}

/**
 * The invoice the URL names (`?pedido=…&clave=…`), else the order last placed in this browser
 * (spec §3 `order_id`, `order_key`); `undefined` when neither names one.
 */
export function invoiceRequest(
  search: InvoiceSearch,
  token: string | null,
): InvoiceRequest | undefined {
  if (search.pedido !== undefined) return { id: search.pedido, key: search.clave ?? '', token };
  const stored = Number(localStore.get(LOCAL_STORAGE_KEYS.order_id));
  const key = localStore.get(LOCAL_STORAGE_KEYS.order_key);
  return Number.isSafeInteger(stored) && stored > 0 && key !== null
    ? { id: stored, key, token }
    : undefined;
}

/** Reads an invoice through the shop server; `null` when it is not there for this shopper (404). */
export async function fetchInvoice(request: InvoiceRequest): Promise<Invoice | null> {
  const query = request.key === '' ? '' : `?clave=${encodeURIComponent(request.key)}`;
  const response = await fetch(`/api/pedidos/${String(request.id)}/factura${query}`, {
    headers: {
      accept: 'application/json',
      ...(request.token === null ? {} : { authorization: `Bearer ${request.token}` }),
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error('No pudimos cargar la factura. Inténtalo de nuevo.');
  return InvoiceSchema.parse(await response.json());
}
