import { LRUCache } from 'lru-cache';
import { ORDER_IN_PROGRESS, refusalResponse, tooManyRequests } from './answers.js';
import { attemptLimit } from './attempt-limit.js';
import type { Buyer } from './buyer.js';
import { cartLocks } from './cart-lock.js';
import { requestFingerprint, type CheckoutRequest } from './checkout-request.js';
import {
  ATTEMPT_TTL_MS,
  attemptId,
  createOrder,
  findAttemptOrder,
  priceAttempt,
  replay,
} from './place-order.js';
import type { CheckoutStores } from './shop-store.js';

const TOO_MANY_ORDERS = 'Demasiados intentos de compra. Espera un minuto.';

/** One «Confirmar pedido»: the attempt's key, the total the shopper saw, and when it came. */
export interface OrderAttempt {
  key: string;
  expectedTotal: number;
  at: number;
}

/**
 * «Confirmar pedido» for one instance of the shop server: one order per attempt (H1), a buyer's
 * attempts limited (K2), one order at a time per cart (#28), the attempt's lookup beside the
 * pricing (issue 40).
 */
export function orderAttempts() {
  // K2: orders per buyer, the Store API's checkout limit.
  const limit = attemptLimit(3, 60_000);
  const locks = cartLocks();
  // The attempts this instance has counted against K2 in the key's life: a retry of one (after a
  // 5xx or a lost answer) is the same order, so it is neither counted again nor limited (H1).
  const counted = new LRUCache<string, true>({ max: 10_000, ttl: ATTEMPT_TTL_MS });

  return async function placeAttempt(
    stores: CheckoutStores,
    buyer: Buyer,
    request: CheckoutRequest,
    { key, expectedTotal, at }: OrderAttempt,
  ): Promise<Response> {
    const attempt = attemptId(buyer, key);
    const fingerprint = requestFingerprint(request, expectedTotal);
    // Over the limit, a new key costs the store nothing: only an attempt this instance counted is
    // looked up, so the 4th try of one order still gets its order (H1, K2); the browser keeps
    // its key through the 429, and a retry after the wait finds an order made elsewhere.
    const wait = counted.has(attempt) ? undefined : limit.waitFor(buyer.scope);
    if (wait !== undefined) return refusalResponse(tooManyRequests(TOO_MANY_ORDERS, wait));
    // The attempt's order is looked for while the order is priced (issue 40), and before the
    // cart's lock is taken: the lock is taken in this same turn, so an order that held it before
    // is at the store when the lookup reaches it.
    const made = findAttemptOrder(stores.shop, buyer, attempt, at);
    const placed = await locks.whileHeld(
      buyer.scope,
      async () => {
        const priced = priceAttempt(stores, buyer, request, at);
        const order = await made;
        if (order) return replay(stores.cart, order, fingerprint);
        if (!counted.has(attempt)) {
          const late = limit.hit(buyer.scope);
          if (late !== undefined) return refusalResponse(tooManyRequests(TOO_MANY_ORDERS, late));
          counted.set(attempt, true);
        }
        return createOrder(stores, buyer, request, {
          id: attempt,
          fingerprint,
          expectedTotal,
          now: at,
          priced,
        });
      },
      () => undefined,
    );
    if (placed !== undefined) return placed;
    // Another order of the cart is being placed: this attempt's, if the store has it already
    // (a retry while the first try still waits on the store, H1); else, or when the lookup
    // fails, the browser tries again once the cart is free.
    const order = await made.catch(() => undefined);
    return order ? replay(stores.cart, order, fingerprint) : refusalResponse(ORDER_IN_PROGRESS);
  };
}
