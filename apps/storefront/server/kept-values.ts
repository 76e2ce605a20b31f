import { LRUCache } from 'lru-cache';

/**
 * Values the shop server keeps a short time and refreshes behind its answers (stale while
 * revalidate): fresh, a value is served as kept; stale but young enough, it is served while one
 * call loads it again behind the answer (a failed load keeps it); older, or never read, it is
 * loaded before the answer. This process keeps its own in memory ({@link keptInMemory}); shop
 * servers that share one store of state (issue 35) keep them there behind the same interface.
 */
export interface KeptValues<T> {
  /** `key`'s value, loaded with `load` when it has none young enough. */
  read(key: string, load: () => Promise<T>): Promise<T>;
  /** Lets every value go: the next read of each loads it before answering. */
  forget(): void;
}

export interface KeepingOptions {
  /** How long a loaded value is served without a load, in ms. */
  freshMs: number;
  /** How old a value may be and still be served while it is loaded again, in ms. */
  staleMs: number;
  /** The most keys kept. */
  max?: number;
  /** The clock, in ms (tests). */
  now?: () => number;
}

/** {@link KeptValues} in this process's memory (lru-cache's fetch, which loads a key once at a time). */
export function keptInMemory<T extends object>(options: KeepingOptions): KeptValues<T> {
  const { freshMs, staleMs, max = 100, now } = options;
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max,
    ttl: freshMs,
    noDeleteOnStaleGet: true,
    fetchMethod: (_key, _stale, { context }) => context(),
    ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }),
  });
  return {
    read(key, load) {
      // Past its stale time a value is not served: the read waits for the load, and its failure.
      const young =
        cache.peek(key, { allowStale: true }) !== undefined &&
        cache.getRemainingTTL(key) > -staleMs;
      return cache.forceFetch(key, {
        context: load,
        allowStale: young,
        allowStaleOnFetchRejection: young,
      });
    },
    forget: () => cache.clear(),
  };
}
