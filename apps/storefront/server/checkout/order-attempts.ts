import type { SharedState } from '../shared-state/shared-state.js';
import { refusalResponse, tooManyRequests } from '../endpoints/answers.js';
import type { Buyer } from './buyer.js';
import { requestFingerprint, type CheckoutRequest } from './checkout-request.js';
import {
  ATTEMPT_TTL_MS,
  ORDER_IN_PROGRESS,
  attemptId,
  createOrder,
  findAttemptOrder,
  priceAttempt,
  replay,
} from './place-order.js';
import type { CheckoutStores } from './checkout-stores.js';

const TOO_MANY_ORDERS = 'Demasiados intentos de compra. Espera un minuto.';

/** One «Confirmar pedido»: the attempt's key, the total the shopper saw, and when it came. */
export interface OrderAttempt {
  key: string;
  expectedTotal: number;
  at: number;
}

/**
 * «Confirmar pedido» on the shop's shared state (memory for one instance, Redis for several,
 * issue 35): one order per attempt (H1), a buyer's attempts limited (K2), one order at a time per
 * cart (#28, M3), the attempt's lookup beside the pricing (issue 40).
 */
export function orderAttempts({
  limits,
  cartLocks: locks,
  seenKeys,
}: Pick<SharedState, 'limits' | 'cartLocks' | 'seenKeys'>) {
  // K2: orders per buyer, the Store API's checkout limit.
  const limit = limits('orders', 3, 60_000);
  // The attempts counted against K2 in the key's life: a retry of one (after a 5xx or a lost
  // answer, on any instance) is the same order, so it is neither counted again nor limited (H1).
  const counted = seenKeys('counted-attempts', { max: 10_000, ttlMs: ATTEMPT_TTL_MS });

  return async function placeAttempt(
    stores: CheckoutStores,
    buyer: Buyer,
    request: CheckoutRequest,
    { key, expectedTotal, at }: OrderAttempt,
  ): Promise<Response> {
    const attempt = attemptId(buyer, key);
    const fingerprint = requestFingerprint(request, expectedTotal);
    // Over the limit, a new key costs the store nothing: only an attempt already counted is
    // looked up, so the 4th try of one order still gets its order (H1, K2); the browser keeps
    // its key through the 429, and a retry after the wait finds an order made elsewhere.
    const wait = (await counted.has(attempt)) ? undefined : await limit.waitFor(buyer.scope);
    if (wait !== undefined) return refusalResponse(tooManyRequests(TOO_MANY_ORDERS, wait));
    const placed = await locks.whileHeld(
      buyer.scope,
      async () => {
        // The attempt's order is looked for while the order is priced (issue 40), once the cart's
        // lock is held: taking a lease in Redis takes a round trip, so only a lookup started
        // after it is sure to find an order placed under an earlier holder of the lock.
        const made = findAttemptOrder(stores.shop, buyer, attempt, at);
        const priced = priceAttempt(stores, buyer, request, at);
        const order = await made;
        if (order) return replay(stores.cart, order, fingerprint);
        if (!(await counted.has(attempt))) {
          const late = await limit.hit(buyer.scope);
          if (late !== undefined) return refusalResponse(tooManyRequests(TOO_MANY_ORDERS, late));
          await counted.add(attempt);
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
    const order = await findAttemptOrder(stores.shop, buyer, attempt, at).catch(() => undefined);
    return order ? replay(stores.cart, order, fingerprint) : refusalResponse(ORDER_IN_PROGRESS);
  };
}
