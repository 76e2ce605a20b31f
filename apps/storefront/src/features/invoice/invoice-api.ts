import { LOCAL_STORAGE_KEYS } from '@vitrina/core';
import { InvoiceSchema, type Invoice } from '../../lib/shop-api/invoice';
import { shopCall } from '../../lib/shop-api/shop-client';
import { ShopRefused } from '../../lib/shop-api/shop-errors';
import { localStore } from '../../lib/storage';
import type { InvoiceSearch } from './invoice-search';

/**
 * Which invoice: an order id with its key (from the URL or this browser), with a pass from
 * tracking it, or the token's own.
 */
export interface InvoiceRequest {
  readonly id: number;
  readonly key: string;
  readonly token: string | null;
  readonly pass?: string | undefined;
}

/**
 * The invoice the URL names (`?pedido=…&clave=…`), else the order last placed in this browser
 * (spec §3 `order_id`, `order_key`); `undefined` when neither names one.
 */
export function invoiceRequest(
  search: InvoiceSearch,
  token: string | null,
): InvoiceRequest | undefined {
  if (search.pedido !== undefined) {
    return { id: search.pedido, key: search.clave ?? '', token, pass: search.pase };
  }
  const stored = Number(localStore.get(LOCAL_STORAGE_KEYS.order_id));
  const key = localStore.get(LOCAL_STORAGE_KEYS.order_key);
  return Number.isSafeInteger(stored) && stored > 0 && key !== null
    ? { id: stored, key, token }
    : undefined;
}

/**
 * What `/Factura` may show: the invoice, or why an order the shopper may see has none (its NCF
 * was voided: a cancelled or failed order, N4).
 */
export type InvoiceAnswer = { invoice: Invoice } | { voided: string };

/** Reads an invoice through the shop server; `null` when it is not there for this shopper (404). */
export async function fetchInvoice(request: InvoiceRequest): Promise<InvoiceAnswer | null> {
  try {
    const invoice = await shopCall({
      path: `pedidos/${String(request.id)}/factura`,
      query: {
        ...(request.key === '' ? {} : { clave: request.key }),
        ...(request.pass === undefined ? {} : { pase: request.pass }),
      },
      caller: { token: request.token },
      answer: InvoiceSchema,
    });
    return { invoice };
  } catch (error) {
    if (error instanceof ShopRefused && error.status === 404) return null;
    if (error instanceof ShopRefused && error.code === 'invoice_voided') {
      return { voided: error.message };
    }
    throw error;
  }
}
