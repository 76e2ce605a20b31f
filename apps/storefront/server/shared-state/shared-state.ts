import {
  memoryAttemptLimits,
  redisAttemptLimits,
  type AttemptLimits,
} from '../endpoints/attempt-limit.js';
import { memoryCartLocks, redisCartLocks, type CartLocks } from '../checkout/cart-lock.js';
import {
  untakenInMemory,
  type LeavingElsewhere,
  type UntakenLines,
} from '../checkout/cart-tidies.js';
import { leavingInRedis, untakenInRedis } from '../checkout/shared-cart-tidies.js';
import {
  localCatalogueFeed,
  type CatalogueCaches,
  type CatalogueFeed,
} from '../catalogue-cache/catalogue-feed.js';
import { redisCatalogueFeed } from '../catalogue-cache/redis-catalogue-feed.js';
import { redisSharedAnswers, type SharedAnswers } from '../catalogue-cache/shared-answers.js';
import { createSharedVersions } from '../catalogue-cache/shared-versions.js';
import type { ReadinessCheck } from '../readiness.js';
import { redisVerifiedTokens } from '../shopper/redis-verified-tokens.js';
import {
  memoryVerifiedTokens,
  type MemoryVerifiedTokensOptions,
  type VerifiedTokens,
} from '../shopper/verified-tokens.js';
import { connectRedis } from './redis-link.js';
import { memorySeenKeysOf, redisSeenKeysOf, type SeenKeysOf } from './seen-keys.js';

/**
 * Everything the shop server counts or remembers beyond one request: in this process's memory
 * (one instance), or in the Redis several instances share (`REDIS_URL`), each shared thing
 * falling back to the instance's memory while Redis is away. Chosen once, at start.
 */
export interface SharedState {
  /** Coupon guesses, orders per buyer, tracking misses, reviews (M2). */
  limits: AttemptLimits;
  /** Webhook deliveries acted on, order attempts counted. */
  seenKeys: SeenKeysOf;
  /** One order at a time per cart (M3). */
  cartLocks: CartLocks;
  /** An order's lines its cart still holds because taking them out failed (issue 40). */
  untakenLines: UntakenLines;
  /** The carts other instances' orders are leaving (none with one instance). */
  leavingCarts: LeavingElsewhere | undefined;
  /** Tokens the store vouched for, and whose sessions ended (M4). */
  verifiedTokens: (options: MemoryVerifiedTokensOptions) => VerifiedTokens;
  /** The catalogue cache's second level, given the instance's current catalogue version. */
  sharedAnswers: ((options: { ttlMs: number; current: () => number }) => SharedAnswers) | undefined;
  /** How the catalogue's changes reach the caches (M1). */
  catalogueFeed: (caches: CatalogueCaches) => Promise<CatalogueFeed>;
  /** What `/readyz` reports besides the store. */
  checks: Readonly<Record<string, ReadinessCheck>>;
  close: () => Promise<void>;
}

/** One instance: everything in its own memory, as without `REDIS_URL`. */
export function memorySharedState(): SharedState {
  return {
    limits: memoryAttemptLimits,
    seenKeys: memorySeenKeysOf,
    cartLocks: memoryCartLocks(),
    untakenLines: untakenInMemory(),
    leavingCarts: undefined,
    verifiedTokens: memoryVerifiedTokens,
    sharedAnswers: undefined,
    catalogueFeed: (caches) => Promise.resolve(localCatalogueFeed(caches)),
    checks: {},
    close: () => Promise.resolve(),
  };
}

/** Several instances: what they must agree on lives in the Redis at `url`. */
export async function redisSharedState(url: string): Promise<SharedState> {
  const link = await connectRedis(url);
  const versions = createSharedVersions();
  return {
    limits: redisAttemptLimits(link),
    seenKeys: redisSeenKeysOf(link),
    cartLocks: redisCartLocks(link),
    untakenLines: untakenInRedis(link),
    leavingCarts: leavingInRedis(link),
    verifiedTokens: (options) => redisVerifiedTokens(link, options),
    sharedAnswers: (options) => redisSharedAnswers(link, versions, options),
    catalogueFeed: (caches) => redisCatalogueFeed(link, caches, versions),
    checks: { redis: link.answers },
    close: () => link.close(),
  };
}

export const createSharedState = (redisUrl: string | undefined): Promise<SharedState> =>
  redisUrl === undefined ? Promise.resolve(memorySharedState()) : redisSharedState(redisUrl);
