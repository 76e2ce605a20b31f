import type * as z from 'zod';
import type { ShopRefusalBody } from '../../src/lib/shop-api/refusal.js';

/** A refusal of a shop endpoint: the shop's own Spanish message, never the store's body. */
export interface Refusal {
  readonly status: 400 | 401 | 403 | 404 | 409 | 415 | 422 | 429 | 500 | 502 | 503 | 504;
  readonly code: string;
  readonly message: string;
  /** Extra figures the page needs (the new total of a `price_changed`…). */
  readonly data?: Record<string, unknown> | undefined;
}

const NO_STORE = { 'cache-control': 'no-store' } as const;

/** A JSON answer that no cache keeps (it is one shopper's). */
export function privateJson(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * An answer of the shop's own API, built with its one schema (`src/lib/shop-api`), the one the
 * browser reads it with: a value that does not fit is our bug, answered as a fault (500), never
 * sent for the page to stumble on.
 */
export function shopAnswer<Schema extends z.ZodType>(
  schema: Schema,
  value: z.input<Schema>,
  status = 200,
  headers: Record<string, string> = {},
) {
  return privateJson(schema.parse(value), status, headers);
}

/**
 * A refusal in WordPress's error shape, so the api-client reads it like the store's; a wait it
 * names is also sent as `Retry-After` (R21).
 */
export function refusalResponse(refusal: Refusal) {
  const wait = refusal.data?.['retry_after'];
  const body: ShopRefusalBody = {
    code: refusal.code,
    message: refusal.message,
    data: { status: refusal.status, ...refusal.data },
  };
  return privateJson(
    body,
    refusal.status,
    typeof wait === 'number' ? { 'retry-after': String(wait) } : {},
  );
}

/** A 429: `message` says what was too much, and the shopper waits `wait` seconds. */
export const tooManyRequests = (message: string, wait: number): Refusal => ({
  status: 429,
  code: 'rate_limited',
  message,
  data: { retry_after: wait },
});

/** Thrown inside a shop endpoint to answer a refusal. */
export class Refused extends Error {
  override readonly name = 'Refused';
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** Ends a shop endpoint's call with `refusal`. */
export function refuse(refusal: Refusal): never {
  throw new Refused(refusal);
}

/**
 * The store, or what stands before it (WooCommerce's rate limits, a WAF, a CDN), asked the shop
 * to slow down: it did nothing, and the shopper waits as it said (1 to 60 s; 5 when it did not
 * say), then tries again (R21).
 */
export function storeBusy(retryAfter: number | undefined): Refusal {
  const wait = Math.min(Math.max(Math.ceil(retryAfter ?? 5), 1), 60);
  return tooManyRequests(
    `La tienda está atendiendo a muchas personas a la vez. Espera ${String(wait)} s e inténtalo de nuevo.`,
    wait,
  );
}

export const STORE_UNREACHABLE: Refusal = {
  status: 502,
  code: 'store_unavailable',
  message: 'No pudimos conectar con la tienda. Inténtalo de nuevo en unos segundos.',
};
