import { LRUCache } from 'lru-cache';

/**
 * Which catalogue answers (by cache key) a product's change made wrong, in the order the changes
 * came: each change bumps a version, and an answer or a page fetched at an older version than
 * one of its keys' last change is outdated, served while it is refreshed behind the shopper (M6).
 * Versions, not clock times: a change and a fetch in the same millisecond stay ordered. Bounded:
 * a change older than the caches' whole life is forgotten, as the answers it outdated are.
 */
export interface CatalogueChanges {
  /** The version now: what is fetched from now on has seen every change so far. */
  version: () => number;
  /** Marks `keys` changed; returns the new version. */
  mark: (keys: Iterable<string>) => number;
  /** The version of `key`'s last change; 0 when none is remembered. */
  lastChange: (key: string) => number;
}

export function createCatalogueChanges(options: { ttlMs: number; max?: number }): CatalogueChanges {
  const changes = new LRUCache<string, number>({ max: options.max ?? 100_000, ttl: options.ttlMs });
  let current = 0;
  return {
    version: () => current,
    mark: (keys) => {
      current += 1;
      for (const key of keys) changes.set(key, current);
      return current;
    },
    lastChange: (key) => changes.get(key) ?? 0,
  };
}
