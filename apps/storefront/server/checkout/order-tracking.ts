import { createHash, timingSafeEqual } from 'node:crypto';
import type { StoreHttp } from '@vitrina/api-client';
import type { WcOrder } from '@vitrina/api-client/orders';
import type { TrackingRequest } from '../../src/lib/shop-api/tracking.js';
import { refuse, tooManyRequests, type Refusal } from '../endpoints/answers.js';
import { memoryAttemptLimits, type AttemptLimits } from '../endpoints/attempt-limit.js';
import type { OrderPasses } from './invoice-pass.js';
import { orderWindow, readOrderView } from '../order-view.js';
import { onlinePayment, orderNumber, readStoreOrder } from '../store-order.js';

/** Misses one shopper address may make before it waits, on any orders (K5). */
const MISSES_PER_ADDRESS = 10;
/** Misses one shopper address may make on one order number before that pair waits (K5). */
const MISSES_PER_ADDRESS_AND_ORDER = 5;
const FIFTEEN_MINUTES = 15 * 60_000;

/** One answer for an unknown number and a wrong e-mail (E2: no oracle of either). */
export const ORDER_NOT_TRACKED: Refusal = {
  status: 404,
  code: 'order_not_found',
  message: 'No encontramos un pedido con ese número y correo.',
};

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Whether `email` (already trimmed and lower-cased by core's `EmailSchema`) is the one the order
 * was placed with, in any case, compared in constant time: digests of equal length, so neither
 * the address's length nor its first differing letter shows in the time taken.
 */
function placedWith(order: WcOrder | null, email: string): boolean {
  const stored = order?.billing.email.trim().toLowerCase() ?? '';
  return timingSafeEqual(digest(stored), digest(email)) && stored !== '';
}

/**
 * Guessing an order's number or e-mail (K5): misses are counted per shopper address and per
 * address and order number, {@link MISSES_PER_ADDRESS} and {@link MISSES_PER_ADDRESS_AND_ORDER} in
 * 15 minutes; past that, every try of that scope is a 429, a right one too, so the limit cannot
 * be walked around by the answer. Never per order number or per e-mail alone: then anyone's
 * misses would keep the owner from their own order (#34). A found order is never counted, so the
 * owner is not slowed by tracking it again.
 */
export function trackingGuesses(limits: AttemptLimits = memoryAttemptLimits) {
  const perAddress = limits('tracking-address', MISSES_PER_ADDRESS, FIFTEEN_MINUTES);
  const perOrder = limits('tracking-order', MISSES_PER_ADDRESS_AND_ORDER, FIFTEEN_MINUTES);
  // In memory (`app.request`) there is no socket: those requests share one address.
  const scopesOf = (request: TrackingRequest, address = 'sin-dirección') =>
    [
      [perAddress, address],
      [perOrder, `${address}\n${request.number}`],
    ] as const;
  return {
    /** The 429 while one of the request's scopes has missed too often, else `undefined`. */
    async blocked(
      request: TrackingRequest,
      address: string | undefined,
    ): Promise<Refusal | undefined> {
      const waits = await Promise.all(
        scopesOf(request, address).map(([limit, scope]) => limit.waitFor(scope)),
      );
      const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
      if (wait === 0) return undefined;
      // The window is minutes long: a shopper reads «15 minutos», not «897 s».
      const minutes = Math.ceil(wait / 60);
      const waitText = `${String(minutes)} ${minutes === 1 ? 'minuto' : 'minutos'}`;
      return tooManyRequests(`Demasiados intentos. Espera ${waitText} e inténtalo de nuevo.`, wait);
    },
    /** Counts one miss against each of the request's scopes. */
    async miss(request: TrackingRequest, address: string | undefined): Promise<void> {
      await Promise.all(scopesOf(request, address).map(([limit, scope]) => limit.record(scope)));
    },
  };
}

export type TrackingGuesses = ReturnType<typeof trackingGuesses>;

/**
 * A guest's order found by its number and the e-mail it was placed with, read with the shop's
 * key. WooCommerce's `number` is its id unless a plugin renumbers orders (neither of our stores
 * does): the order is read as `orders/{number}` and must also carry that `number`, so a store that
 * renumbered answers «not found» rather than someone else's order. An unknown number and a wrong
 * e-mail make the same one store read and the same comparison, and get the same 404.
 */
export async function trackOrder(
  store: StoreHttp,
  request: TrackingRequest,
  context: {
    address: string | undefined;
    guesses: TrackingGuesses;
    passes: { invoice: OrderPasses; change: OrderPasses };
    now: number;
  },
) {
  const { address, guesses, passes } = context;
  const refusal = await guesses.blocked(request, address);
  if (refusal) return refuse(refusal);
  const order = await readStoreOrder(store, Number(request.number));
  const emailMatches = placedWith(order, request.email);
  if (order === null || !emailMatches || orderNumber(order) !== request.number) {
    await guesses.miss(request, address);
    return refuse(ORDER_NOT_TRACKED);
  }
  return {
    ...(await readOrderView(store, order)),
    ...orderWindow(order, context.now),
    pay: onlinePayment(order),
    invoice_pass: passes.invoice.issue(order),
    change_pass: passes.change.issue(order),
  };
}
