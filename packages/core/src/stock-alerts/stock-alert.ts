import * as z from 'zod';
import { EmailSchema } from '../forms/fields.js';

/**
 * The Spanish words of the back-in-stock alerts (issue 29), the same from both stores (the
 * embedded store and the plugin's StockAlerts.php) and in the shop.
 */
export const STOCK_ALERT_MESSAGES = {
  /** The one answer to a request, new or repeated, so it never tells who is subscribed. */
  requested:
    'Revisa tu correo para confirmar el aviso. Si ya lo habías pedido, no hace falta repetirlo.',
  confirmed: 'Listo: te escribiremos una sola vez cuando vuelva a haber existencias.',
  product: 'Elige un producto.',
  unknownProduct: 'No encontramos ese producto.',
  inStock: 'Este producto está disponible: puedes comprarlo ahora.',
  token:
    'El enlace para confirmar el aviso no es válido, ya se usó o venció. Pide el aviso de nuevo.',
} as const;

/** The Spanish 429 of a request over one of {@link STOCK_ALERT_LIMITS}. */
export function stockAlertWaitMessage(seconds: number): string {
  return `Recibimos varias solicitudes de aviso. Espera ${String(seconds)} s e inténtalo de nuevo.`;
}

/**
 * How much the alerts may be used: requests per client address and per e-mail (C-series: nobody
 * fills someone's inbox with confirmation mail), confirmations per address, and how long an
 * unconfirmed alert waits for its confirmation.
 */
export const STOCK_ALERT_LIMITS = {
  requestsPerAddress: 10,
  requestsPerEmail: 3,
  confirmationsPerAddress: 20,
  windowMs: 60 * 60_000,
  pendingTtlMs: 7 * 24 * 60 * 60_000,
} as const;

/** A request for an alert: a product (its id) and where to write, lower-cased. */
export const StockAlertRequestSchema = z.object({
  product_id: z.number({ error: STOCK_ALERT_MESSAGES.product }).int().positive({
    error: STOCK_ALERT_MESSAGES.product,
  }),
  email: EmailSchema,
});

/** The confirmation link's token: 256 random bits in base64url (43 characters). */
export const StockAlertConfirmSchema = z.object({
  token: z.string({ error: STOCK_ALERT_MESSAGES.token }).regex(/^[A-Za-z0-9_-]{43}$/, {
    error: STOCK_ALERT_MESSAGES.token,
  }),
});

/** The shop's page the confirmation e-mail links to (`?token=…`). */
export const STOCK_ALERT_CONFIRM_PATH = '/avisos/confirmar';
