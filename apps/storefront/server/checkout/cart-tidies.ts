import type { StoreHttp } from '@vitrina/api-client';
import { LRUCache } from 'lru-cache';
import { logStoreFailure } from '../store-refusal-log.js';
import { LinesLeftError, takeOrderedLines, type OrderedUnits } from './ordered-lines.js';

/**
 * The lines of an order still in its buyer's cart because taking them out failed, by buyer: the
 * next checkout of that buyer takes them out before it reads the cart. This process keeps them in
 * memory ({@link untakenInMemory}); shop servers that share state keep them there (issue 35).
 */
export interface UntakenLines {
  get(scope: string): Promise<OrderedUnits | undefined>;
  set(scope: string, lines: OrderedUnits): Promise<void>;
  delete(scope: string): Promise<void>;
}

/** As long as a cart lives at the store (CoCart keeps a customer's a week). */
const CART_LIFE_MS = 7 * 24 * 3_600_000;

export function untakenInMemory(): UntakenLines {
  const kept = new LRUCache<string, OrderedUnits>({ max: 10_000, ttl: CART_LIFE_MS });
  return {
    get: (scope) => Promise.resolve(kept.get(scope)),
    set: (scope, lines) => Promise.resolve(void kept.set(scope, lines)),
    delete: (scope) => Promise.resolve(void kept.delete(scope)),
  };
}

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
 * buyer, so a second checkout never reads a cart an earlier order is still leaving.
 */
export function cartTidies(untaken: UntakenLines = untakenInMemory()) {
  const queues = new Map<string, Promise<unknown>>();

  /** Runs `job` after the buyer's jobs before it, whatever became of them. */
  function inTurn<T>(scope: string, job: () => Promise<T>): Promise<T> {
    const turn = (queues.get(scope) ?? Promise.resolve()).then(job);
    const done = turn.catch(() => undefined);
    queues.set(scope, done);
    void done.then(() => {
      if (queues.get(scope) === done) queues.delete(scope);
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
          inTurn(scope, () => takeOut(scope, cart, [])).catch((error: unknown) => {
            // The store's own failure, answered as every store failure of the checkout is.
            throw error instanceof LinesLeftError ? error.cause : error;
          }),
      };
    },
    /** Whether any order is leaving its cart now (most of the time none is). */
    leaving: (): boolean => queues.size > 0,
    /** Resolves once no order of `scope` is leaving its cart. */
    settled: (scope: string): Promise<unknown> => queues.get(scope) ?? Promise.resolve(),
  };
}

export type CartTidies = ReturnType<typeof cartTidies>;
