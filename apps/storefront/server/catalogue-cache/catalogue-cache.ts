import { LRUCache } from 'lru-cache';
import { readUpstreamBytes, type StoreCall, type StoreFetch } from '../proxy/store-upstream.js';
import { noteAnswerAge, wantsFreshAnswers } from './answer-age.js';
import { catalogueKey, isAffectedByProduct } from './cache-key.js';

/** How the catalogue cache behaves (`CATALOGUE_CACHE_*` settings). */
export interface CatalogueCacheOptions {
  /** How long an answer is fresh, in ms; 0 turns the cache off. */
  maxAgeMs: number;
  /** How long after that a stale answer is still served while one call refreshes it, in ms. */
  staleMs: number;
  /** The most the cached answers may weigh, in bytes (bodies, headers and keys). */
  maxBytes: number;
  /** The clock, in ms. */
  now?: () => number;
}

/** A store answer as kept: a success, its body read once and its headers worth keeping. */
interface Snapshot {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  storedAt: number;
}

/** Headers of the store that the proxy relays and that describe the body (not the exchange). */
const KEPT_HEADERS = ['content-type', 'x-wp-total', 'x-wp-totalpages'];

export interface CatalogueCacheStats {
  /** Calls that went to the store because of the cache (misses and refreshes). */
  upstreamCalls: number;
  hits: number;
  staleHits: number;
  entries: number;
  bytes: number;
}

export interface CatalogueCache {
  /** The store fetch with the cache in front: give it wherever the store is called. */
  storeFetch: StoreFetch;
  /** Drops every entry a change to products `ids` may have made wrong; returns how many. */
  dropProducts: (ids: readonly number[]) => number;
  stats: () => CatalogueCacheStats;
}

function toResponse(snapshot: Snapshot): Response {
  noteAnswerAge(snapshot.storedAt);
  return new Response(snapshot.body.slice(), {
    status: snapshot.status,
    headers: snapshot.headers,
  });
}

function weigh(key: string, snapshot: Snapshot): number {
  const headerBytes = snapshot.headers.reduce((sum, [n, v]) => sum + n.length + v.length, 0);
  return key.length + headerBytes + snapshot.body.byteLength + 64;
}

/**
 * A cache of the store's public catalogue answers in front of `upstream` (issue 18). A fresh
 * answer comes from memory; a stale one is served at once while one call refreshes it;
 * concurrent misses for one key make one call; the least recently used answers go first when
 * the cache would weigh more than `maxBytes`. Only 200 answers to catalogue GETs without a
 * shopper's token or cart key are kept (see `catalogueKey`); everything else passes straight
 * through, neither served from nor stored in the cache.
 */
export function createCatalogueCache(
  upstream: StoreFetch,
  options: CatalogueCacheOptions,
): CatalogueCache {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Snapshot>({
    maxSize: options.maxBytes,
    sizeCalculation: (snapshot, key) => weigh(key, snapshot),
  });
  /** Calls on their way to the store, by key, with the generation they started in. */
  const inFlight = new Map<string, { generation: number; done: Promise<Snapshot> }>();
  /** Bumped by every drop: an answer fetched before a drop is not stored after it. */
  let generation = 0;
  const counts = { upstreamCalls: 0, hits: 0, staleHits: 0 };

  async function fetchSnapshot(call: StoreCall): Promise<Snapshot> {
    counts.upstreamCalls += 1;
    // One shopper going away must not cancel the answer others wait for: no caller's signal.
    const response = await upstream({ ...call, signal: undefined });
    // A refusal is handed on whole (and never kept): the proxy decides what the browser sees.
    const headers = response.ok
      ? KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value]];
        })
      : [...response.headers];
    const body = await readUpstreamBytes(response);
    return { status: response.status, headers, body, storedAt: now() };
  }

  /** One call to the store for `key`, shared by everyone who asks meanwhile. */
  function refresh(key: string, call: StoreCall): Promise<Snapshot> {
    const pending = inFlight.get(key);
    if (pending?.generation === generation) return pending.done;
    const started = generation;
    const done = fetchSnapshot(call)
      .then((snapshot) => {
        if (snapshot.status === 200 && started === generation) entries.set(key, snapshot);
        return snapshot;
      })
      .finally(() => {
        if (inFlight.get(key)?.done === done) inFlight.delete(key);
      });
    inFlight.set(key, { generation: started, done });
    return done;
  }

  const storeFetch: StoreFetch = async (call) => {
    const key = catalogueKey(call);
    if (key === undefined) return upstream(call);
    const cached = entries.get(key);
    const age = cached === undefined ? Infinity : now() - cached.storedAt;
    if (cached !== undefined && age < options.maxAgeMs) {
      counts.hits += 1;
      return toResponse(cached);
    }
    if (cached !== undefined && age < options.maxAgeMs + options.staleMs && !wantsFreshAnswers()) {
      counts.staleHits += 1;
      // The refresh's own failure is the next caller's concern; this one is answered already.
      refresh(key, call).catch(() => undefined);
      return toResponse(cached);
    }
    return toResponse(await refresh(key, call));
  };

  return {
    storeFetch,
    dropProducts: (ids) => {
      generation += 1;
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        if (ids.some((id) => isAffectedByProduct(key, id))) dropped += Number(entries.delete(key));
      }
      return dropped;
    },
    stats: () => ({ ...counts, entries: entries.size, bytes: entries.calculatedSize }),
  };
}
