import { randomUUID } from 'node:crypto';
import type { RedisLink } from '../shared-state/redis-link.js';

/**
 * One order at a time per cart (#28): two tabs confirming one cart, each with its own attempt
 * key, would otherwise both be priced from the same lines and make two orders. The second waits
 * for the first to end (409 `order_in_progress`, which the browser retries); by then the first
 * order has taken its lines out of the cart.
 */
export interface CartLocks {
  /** Runs `place` unless an order of `scope` (a buyer's cart) is already being placed. */
  whileHeld<T>(scope: string, place: () => Promise<T>, busy: () => T): Promise<T>;
}

/** The lock in this instance's memory: one shop server, or Redis away. */
export function memoryCartLocks(): CartLocks {
  const placing = new Set<string>();
  return {
    async whileHeld(scope, place, busy) {
      if (placing.has(scope)) return busy();
      placing.add(scope);
      try {
        return await place();
      } finally {
        placing.delete(scope);
      }
    },
  };
}

/**
 * How long a lease lasts if its holder never lets it go (the instance died placing the order):
 * longer than any order takes, each of its store calls ending within 15 s.
 */
const LEASE_MS = 120_000;

/** Deletes the lease only while it is still the holder's: a late release never frees another's. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * The lock as a lease in Redis, so two tabs on two instances make one order (M3): taken with
 * `SET NX PX`, released only by its holder's token, gone by itself after {@link LEASE_MS}. While
 * Redis is away each instance holds the carts it places in its own memory (M5).
 */
export function redisCartLocks(link: RedisLink): CartLocks {
  const local = memoryCartLocks();
  return {
    async whileHeld(scope, place, busy) {
      const key = `vitrina:cart-lock:${scope}`;
      const holder = randomUUID();
      const taken = await link.orLocal(
        async (redis) =>
          (await redis.set(key, holder, {
            condition: 'NX',
            expiration: { type: 'PX', value: LEASE_MS },
          })) === 'OK',
        () => undefined,
      );
      if (taken === undefined) return local.whileHeld(scope, place, busy);
      if (!taken) return busy();
      try {
        return await place();
      } finally {
        await link.orLocal(
          (redis) => redis.eval(RELEASE, { keys: [key], arguments: [holder] }),
          () => undefined,
        );
      }
    },
  };
}
