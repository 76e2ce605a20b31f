import type { Kysely } from 'kysely';

import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import type { Gateway } from '../payments/gateways.js';
import { claimIdempotencyKey, recordIdempotentAnswer, type StoredAnswer } from './idempotency.js';
import { orderView, type OrderView, type OrderViewContext } from './order-view.js';
import type { OrderCreate } from './order.schemas.js';
import { placeOrder } from './place-order.js';
import type { OrderPlacer } from './write-order.js';

/** One `POST /orders`, read from its request. */
export interface OrderAttempt {
  body: OrderCreate;
  placer: OrderPlacer;
  /** The gateways the store offers (B7). */
  gateways: readonly Gateway[];
  /** The `Idempotency-Key` in its scope, with the hash of the body it came with; none when absent. */
  idempotency: { scope: string; key: string; hash: string } | undefined;
  /** Where the answer's links point, and the owner's limit for changes. */
  view: OrderViewContext;
}

/** An order made by this attempt, with the answer its key now replays. */
interface PlacedOrder {
  orderId: number;
  view: OrderView | undefined;
  answer: StoredAnswer;
}

/** How an attempt ends: the first answer to its key again, or a new order. */
type OrderOutcome = { replay: StoredAnswer } | { placed: PlacedOrder };

/**
 * Inside the order transaction: claims the attempt's key (a key already answered is replayed
 * instead), places the order and stores its answer under the key. All in one transaction, so a
 * retry after a lost answer finds that order and never makes a second one (H1).
 */
export async function placeOrderOnce(
  trx: Kysely<Database>,
  attempt: OrderAttempt,
  clock: Clock,
): Promise<OrderOutcome> {
  const { idempotency } = attempt;
  if (idempotency !== undefined) {
    const replay = await claimIdempotencyKey(
      trx,
      idempotency.scope,
      idempotency.key,
      idempotency.hash,
      clock.now(),
    );
    if (replay) return { replay };
  }
  const orderId = await placeOrder(
    trx,
    attempt.body,
    attempt.placer,
    clock.now(),
    attempt.gateways,
  );
  const view = await orderView(trx, orderId, attempt.view);
  const answer = { status: 201, body: JSON.stringify(view) };
  if (idempotency !== undefined) {
    await recordIdempotentAnswer(trx, idempotency.scope, idempotency.key, orderId, answer);
  }
  return { placed: { orderId, view, answer } };
}
