import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis-link.js';

/**
 * Things already seen, each remembered for a while: webhook deliveries acted on (a replay is
 * told apart), order attempts already counted against the orders' limit (a retry is the same
 * order). With several instances Redis remembers them, so the second instance sees the first's.
 */
export interface SeenKeys {
  /** Remembers `key`; true when it was not remembered yet (only one caller ever gets true). */
  add(key: string): Promise<boolean>;
  has(key: string): Promise<boolean>;
}

/** How long and how many keys a kind of seen thing is remembered for. */
export interface SeenKeysOptions {
  ttlMs: number;
  /** Most keys kept in one instance's memory. */
  max: number;
}

/** Makes the seen keys called `name` (their Redis keys' prefix). */
export type SeenKeysOf = (name: string, options: SeenKeysOptions) => SeenKeys;

export function memorySeenKeys({ ttlMs, max }: SeenKeysOptions): SeenKeys {
  const seen = new LRUCache<string, true>({ max, ttl: ttlMs });
  return {
    add: (key) => {
      if (seen.has(key)) return Promise.resolve(false);
      seen.set(key, true);
      return Promise.resolve(true);
    },
    has: (key) => Promise.resolve(seen.has(key)),
  };
}

export const memorySeenKeysOf: SeenKeysOf = (_name, options) => memorySeenKeys(options);

/** Seen keys in Redis (`SET NX PX`), this instance's memory while Redis is away (M5). */
export function redisSeenKeysOf(link: RedisLink): SeenKeysOf {
  return (name, options) => {
    const local = memorySeenKeys(options);
    const keyOf = (key: string) => `vitrina:seen:${name}:${key}`;
    return {
      add: (key) =>
        link.orLocal(
          async (redis) =>
            (await redis.set(keyOf(key), '1', {
              condition: 'NX',
              expiration: { type: 'PX', value: options.ttlMs },
            })) === 'OK',
          () => local.add(key),
        ),
      has: (key) =>
        link.orLocal(
          async (redis) => (await redis.exists(keyOf(key))) === 1,
          () => local.has(key),
        ),
    };
  };
}
