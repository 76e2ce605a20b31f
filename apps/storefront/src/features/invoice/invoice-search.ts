import { recordId } from '../../lib/search-params';

// The route's search is read by hand, apart from the invoice's schema: a route's
// `validateSearch` ships with every page's first load (lib/search-params.ts).

/** `/Factura`'s search: the order's id and its key (`order_key`), as the URL names them. */
export interface InvoiceSearch {
  /** The order's id: a positive integer, kept a number so the router writes `pedido=30`, not `pedido=%2230%22`. */
  pedido?: number | undefined;
  /** The order's key; without it, the signed-in owner's token is asked. */
  clave?: string | undefined;
  /** A pass from tracking the order (`/rastrear-pedido`): its invoice without personal data. */
  pase?: string | undefined;
  /** A refund of the order: its credit note (N2) instead of the invoice. */
  nota?: number | undefined;
}

/**
 * Reads `/Factura`'s search as the router parsed it (`?pedido=30` arrives as the number 30, a
 * quoted `"30"` from an old link as the text): an id that is no positive integer names nothing.
 */
export function parseInvoiceSearch(search: Record<string, unknown>): InvoiceSearch {
  const key = search['clave'];
  const pass = search['pase'];
  const note = recordId(search['nota']);
  return {
    pedido: recordId(search['pedido']),
    clave: typeof key === 'string' || typeof key === 'number' ? String(key) : undefined,
    pase: typeof pass === 'string' && pass.length <= 64 ? pass : undefined,
    ...(note === undefined ? {} : { nota: note }),
  };
}
