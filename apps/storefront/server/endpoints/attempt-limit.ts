import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RedisLink } from '../shared-state/redis-link.js';

/**
 * Tries per scope in a window that starts with the scope's first try (rate-limiter-flexible):
 * orders per buyer (K2: the Store API's checkout limit, 3 per 60 s), unknown coupon codes per cart
 * and per address (G7: 20 in 10 min), tracking misses (K5), reviews. With several instances the
 * count lives in Redis, so the N+1th try is refused whichever instance takes it (M2).
 */
export interface AttemptLimit {
  /** The seconds `scope` must wait before its next try, or `undefined` when it may go on. */
  waitFor(scope: string): Promise<number | undefined>;
  /** Counts one try of `scope`. */
  record(scope: string): Promise<void>;
  /** Counts a try unless over the limit; the seconds to wait when over, else `undefined`. */
  hit(scope: string): Promise<number | undefined>;
}

/** Makes the limit called `name` (its Redis keys' prefix): `points` tries per `windowMs`. */
export type AttemptLimits = (name: string, points: number, windowMs: number) => AttemptLimit;

const secondsOf = (answer: RateLimiterRes): number =>
  Math.max(1, Math.ceil(answer.msBeforeNext / 1000));

function limitOn(limiter: RateLimiterAbstract, points: number): AttemptLimit {
  return {
    async waitFor(scope) {
      const counted = await limiter.get(scope);
      // A window that ended is over even when its record has not been swept yet.
      if (counted === null || counted.consumedPoints < points || counted.msBeforeNext <= 0) {
        return undefined;
      }
      return secondsOf(counted);
    },
    async record(scope) {
      await limiter.penalty(scope, 1);
    },
    async hit(scope) {
      try {
        await limiter.consume(scope, 1);
        return undefined;
      } catch (refused) {
        // Over the limit the limiter rejects with its count; anything else is the store failing.
        if (refused instanceof RateLimiterRes) return secondsOf(refused);
        throw refused;
      }
    },
  };
}

/** A limit counted in this instance's memory: one shop server, or Redis away. */
export function memoryAttemptLimit(points: number, windowMs: number): AttemptLimit {
  return limitOn(new RateLimiterMemory({ points, duration: windowMs / 1000 }), points);
}

export const memoryAttemptLimits: AttemptLimits = (_name, points, windowMs) =>
  memoryAttemptLimit(points, windowMs);

/**
 * Limits counted in Redis, shared by every instance; while Redis is away each instance counts in
 * its own memory, and the shared count takes over again when Redis answers (M5).
 */
export function redisAttemptLimits(link: RedisLink): AttemptLimits {
  return (name, points, windowMs) => {
    const shared = limitOn(
      new RateLimiterRedis({
        storeClient: link.client,
        useRedisPackage: true,
        keyPrefix: `vitrina:limit:${name}`,
        points,
        duration: windowMs / 1000,
      }),
      points,
    );
    const local = memoryAttemptLimit(points, windowMs);
    return {
      waitFor: (scope) =>
        link.orLocal(
          () => shared.waitFor(scope),
          () => local.waitFor(scope),
        ),
      record: (scope) =>
        link.orLocal(
          () => shared.record(scope),
          () => local.record(scope),
        ),
      hit: (scope) =>
        link.orLocal(
          () => shared.hit(scope),
          () => local.hit(scope),
        ),
    };
  };
}
