import type { StoreHttp } from '@vitrina/api-client';
import { LRUCache } from 'lru-cache';
import { setTimeout as delay } from 'node:timers/promises';
import { logStoreFailure } from '../store-refusal-log.js';
import { LinesLeftError, takeOrderedLines, type OrderedUnits } from './ordered-lines.js';

/**
 * The lines of an order still in its buyer's cart because taking them out failed, by buyer: the
 * next checkout of that buyer takes them out before it reads the cart, on whichever instance it
 * lands, so several instances keep them in the Redis they share ({@link untakenInRedis}, issue 35).
 */
export interface UntakenLines {
  get(scope: string): Promise<OrderedUnits | undefined>;
  set(scope: string, lines: OrderedUnits): Promise<void>;
  delete(scope: string): Promise<void>;
}

/** As long as a cart lives at the store (CoCart keeps a customer's a week). */
export const CART_LIFE_MS = 7 * 24 * 3_600_000;

export function untakenInMemory(): UntakenLines {
  const kept = new LRUCache<string, OrderedUnits>({ max: 10_000, ttl: CART_LIFE_MS });
  return {
    get: (scope) => Promise.resolve(kept.get(scope)),
    set: (scope, lines) => Promise.resolve(void kept.set(scope, lines)),
    delete: (scope) => Promise.resolve(void kept.delete(scope)),
  };
}

/**
 * The carts orders placed on other instances are leaving (several instances, issue 35): a cart
 * call or a checkout of that buyer waits for them as for this instance's own.
 */
export interface LeavingElsewhere {
  /** Tells the other instances that this one's orders are leaving `scope`'s cart, or no more. */
  mark(scope: string, leaving: boolean): Promise<void>;
  /** Whether another instance's order is leaving `scope`'s cart now. */
  elsewhere(scope: string): Promise<boolean>;
}

/** How often a wait for another instance's tidying asks again, and for how long at most. */
const ASK_EVERY_MS = 25;
const MAX_WAIT_MS = 5_000;

/** The tidying of one buyer's cart, for one checkout call. */
export interface CartTidy {
  /**
   * Takes an order's lines out of the cart once the shopper has the answer, without making the
   * answer wait; when that fails they are kept, to be taken out by the next {@link settle}.
   */
  afterAnswer(lines: OrderedUnits): void;
  /**
   * Before the cart is read to price an order: waits for the lines an order is taking out and
   * takes out those one failed to, so no ordered line is priced again. A store that fails it
   * fails the checkout call (the shopper tries again), never charges the line twice.
   */
  settle(): Promise<void>;
}

/**
 * Orders' lines taken out of their carts behind the answer (issue 40), one job at a time per
 * buyer, so a second checkout never reads a cart an earlier order is still leaving. With several
 * instances the lines a job failed to take out are kept in Redis (`untaken`), and the carts being
 * left are marked there (`others`), so a cart call or checkout on any instance waits for them.
 */
export function cartTidies(untaken: UntakenLines = untakenInMemory(), others?: LeavingElsewhere) {
  const queues = new Map<string, Promise<unknown>>();

  /** Resolves once no other instance's order is leaving `scope`'s cart, or after 5 s. */
  async function leftElsewhere(scope: string): Promise<void> {
    if (others === undefined) return;
    const until = Date.now() + MAX_WAIT_MS;
    while ((await others.elsewhere(scope)) && Date.now() < until) await delay(ASK_EVERY_MS);
  }

  /** Runs `job` after the buyer's jobs before it, whatever became of them. */
  function inTurn<T>(scope: string, job: () => Promise<T>): Promise<T> {
    const before = queues.get(scope);
    if (before === undefined) void others?.mark(scope, true);
    const turn = (before ?? Promise.resolve()).then(job);
    const done = turn.catch(() => undefined);
    queues.set(scope, done);
    void done.then(() => {
      if (queues.get(scope) !== done) return;
      queues.delete(scope);
      void others?.mark(scope, false);
    });
    return turn;
  }

  /** Takes `lines` out with what an earlier order left, or keeps them all to take out later. */
  async function takeOut(scope: string, cart: StoreHttp, lines: OrderedUnits): Promise<void> {
    const all = [...((await untaken.get(scope)) ?? []), ...lines];
    try {
      await takeOrderedLines(cart, all);
    } catch (error) {
      // What may still be in the cart is kept; a bug of ours keeps every line.
      await untaken.set(scope, error instanceof LinesLeftError ? error.left : all);
      throw error;
    }
    await untaken.delete(scope);
  }

  return {
    /** The tidying of the cart of the buyer known by `scope`, reached through `cart`. */
    of(scope: string, cart: StoreHttp): CartTidy {
      return {
        afterAnswer(lines) {
          inTurn(scope, () => takeOut(scope, cart, lines)).catch((error: unknown) => {
            if (error instanceof LinesLeftError) {
              logStoreFailure('taking an order’s lines out of its cart', error.cause);
            } else console.error('taking an order’s lines out of its cart failed', error);
          });
        },
        settle: () =>
          leftElsewhere(scope)
            .then(() => inTurn(scope, () => takeOut(scope, cart, [])))
            .catch((error: unknown) => {
              // The store's own failure, answered as every store failure of the checkout is.
              throw error instanceof LinesLeftError ? error.cause : error;
            }),
      };
    },
    /**
     * Whether an order may be leaving its cart now: one of this instance's (most of the time none
     * is), or, with several instances, any other's.
     */
    leaving: (): boolean => others !== undefined || queues.size > 0,
    /** Resolves once no order of `scope` is leaving its cart, on this instance or another. */
    settled: (scope: string): Promise<unknown> =>
      Promise.all([queues.get(scope), leftElsewhere(scope)]),
  };
}

export type CartTidies = ReturnType<typeof cartTidies>;
