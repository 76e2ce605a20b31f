import { LRUCache } from 'lru-cache';
import { countCacheLookup } from '../metrics.js';
import { readUpstreamBytes, type StoreCall, type StoreFetch } from '../proxy/store-upstream.js';
import { catalogueKey, isAffectedByProduct, productOfKey } from './cache-key.js';
import { createCatalogueChanges, type CatalogueChanges } from './catalogue-changes.js';
import {
  changeKind,
  listedFingerprint,
  productsOfAnswer,
  type ProductChange,
  type ProductChangeKind,
} from './product-change.js';
import { noteRead, wantsFreshAnswers } from './render-reads.js';

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
  /** The changes' version when its fetch started: a later change to its key outdates it. */
  version: number;
  /** The products the answer holds (its own, or a list's). */
  products: readonly number[];
  /** The call that fetched it, to fetch it again when a product's change outdates it. */
  call: StoreCall;
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

/** What a product's change outdated, by cache key (M6). */
export interface OutdatedAnswers {
  kind: ProductChangeKind;
  /** The answers about the product and its family alone: its record, its page's. */
  own: Set<string>;
  /** The lists it may now show in, or not: every product list, unless only stock changed. */
  lists: Set<string>;
  /** Settles once the product's own answers (its record, its page's) are fetched again. */
  ownAnswersRefreshed: Promise<void>;
}

export interface CatalogueCache {
  /** The store fetch with the cache in front: give it wherever the store is called. */
  storeFetch: StoreFetch;
  /**
   * Marks outdated the answers a product's change made wrong, never dropping one: each is served
   * while a single call refreshes it. A change of stock alone outdates the product's own answers;
   * one a list shows (a price, a name, sold out) outdates every product list as well. The
   * product's own answers are fetched again at once; the lists when next asked for (by a page's
   * refresh, or a shopper who gets the kept one meanwhile).
   */
  productChanged: (change: ProductChange) => OutdatedAnswers;
  /**
   * The store refused an order for product `id` as sold out (M8): the answers that show it go,
   * so the cart the shopper reads next marks the line (only those: the others stay).
   */
  productSoldOut: (id: number) => void;
  /** When each answer last changed (shared with the page cache, which ages pages by it). */
  changes: CatalogueChanges;
  stats: () => CatalogueCacheStats;
}

function toResponse(key: string, snapshot: Snapshot): Response {
  noteRead(key, { fetchedAt: snapshot.storedAt, ...snapshot });
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
  /** Calls on their way to the store, by key, with the changes' version they started at. */
  const inFlight = new Map<string, { version: number; done: Promise<Snapshot> }>();
  const counts = { upstreamCalls: 0, hits: 0, staleHits: 0 };
  const changes = createCatalogueChanges({ ttlMs: options.maxAgeMs + options.staleMs });
  /** What each product's lists showed when last seen: a change of stock alone leaves it equal. */
  const listed = new LRUCache<number, string>({ max: 50_000 });

  /** The products of an answer kept, each one's listed fields remembered. */
  function productsOf(body: Uint8Array): number[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return [];
    }
    return productsOfAnswer(parsed).map((product) => {
      const id = product['id'] as number;
      listed.set(id, listedFingerprint(product));
      return id;
    });
  }

  async function fetchSnapshot(call: StoreCall, version: number): Promise<Snapshot> {
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
    const storedAt = now();
    const body = await readUpstreamBytes(response);
    return {
      status: response.status,
      headers,
      body,
      storedAt,
      version,
      products: response.ok ? productsOf(body) : [],
      call: { ...call, signal: undefined },
    };
  }

  /** One call to the store for `key`, shared by everyone who asks meanwhile. */
  function refresh(key: string, call: StoreCall): Promise<Snapshot> {
    const pending = inFlight.get(key);
    if (pending !== undefined && pending.version >= changes.lastChange(key)) return pending.done;
    const version = changes.version();
    const done = fetchSnapshot(call, version)
      .then((snapshot) => {
        // An answer fetched before its key last changed is not kept as if it were current.
        if (snapshot.status === 200 && changes.lastChange(key) <= version) {
          entries.set(key, snapshot);
        }
        return snapshot;
      })
      .finally(() => {
        if (inFlight.get(key)?.done === done) inFlight.delete(key);
      });
    inFlight.set(key, { version, done });
    return done;
  }

  const storeFetch: StoreFetch = async (call) => {
    const key = catalogueKey(call);
    if (key === undefined) return upstream(call);
    const cached = entries.get(key);
    const age = cached === undefined ? Infinity : now() - cached.storedAt;
    const outdated = cached !== undefined && changes.lastChange(key) > cached.version;
    if (cached !== undefined && age < options.maxAgeMs && !outdated) {
      counts.hits += 1;
      countCacheLookup('catalogue', 'hit');
      return toResponse(key, cached);
    }
    if (cached !== undefined && age < options.maxAgeMs + options.staleMs && !wantsFreshAnswers()) {
      counts.staleHits += 1;
      countCacheLookup('catalogue', 'stale');
      // The refresh's own failure is the next caller's concern; this one is answered already.
      refresh(key, call).catch(() => undefined);
      return toResponse(key, cached);
    }
    countCacheLookup('catalogue', 'miss');
    return toResponse(key, await refresh(key, call));
  };

  /**
   * Whether the answer under `key` is about the product and its family alone: its record, its
   * variations, its page's look-up by slug (even one that found nothing while it was hidden), a
   * list of them only.
   */
  const aboutFamily = (key: string, family: ReadonlySet<number>, slug: unknown): boolean => {
    const own = productOfKey(key);
    if (own !== undefined) return family.has(own);
    const snapshot = entries.peek(key);
    if (typeof slug === 'string' && snapshot?.call.query.get('slug') === slug) return true;
    const held = snapshot?.products ?? [];
    return held.length > 0 && held.every((id) => family.has(id));
  };

  return {
    storeFetch,
    productChanged: ({ id, product, topic }) => {
      const parent = typeof product['parent_id'] === 'number' ? product['parent_id'] : 0;
      const variations = Array.isArray(product['variations'])
        ? product['variations'].filter((entry): entry is number => typeof entry === 'number')
        : [];
      const family = new Set([id, ...(parent > 0 ? [parent] : []), ...variations]);
      const kind = changeKind(listed.get(id), product, topic);
      listed.set(id, listedFingerprint(product));
      const own = new Map<string, Snapshot>();
      const lists = new Set<string>();
      for (const [key, snapshot] of entries.entries()) {
        if (aboutFamily(key, family, product['slug'])) own.set(key, snapshot);
        else if (kind !== 'stock' && [...family].some((member) => isAffectedByProduct(key, member)))
          lists.add(key);
      }
      changes.mark([...own.keys(), ...lists]);
      // A product gone from the shop is not shown one moment longer; any other is fetched again.
      if (kind === 'gone') for (const key of own.keys()) entries.delete(key);
      const refreshed =
        kind === 'gone'
          ? []
          : [...own].map(([key, snapshot]) => refresh(key, snapshot.call).catch(() => undefined));
      return {
        kind,
        own: new Set(own.keys()),
        lists,
        ownAnswersRefreshed: Promise.all(refreshed).then(() => undefined),
      };
    },
    productSoldOut: (id) => {
      const shows = [...entries.entries()].filter(
        ([key, snapshot]) => productOfKey(key) === id || snapshot.products.includes(id),
      );
      changes.mark(shows.map(([key]) => key));
      for (const [key] of shows) entries.delete(key);
    },
    changes,
    stats: () => ({ ...counts, entries: entries.size, bytes: entries.calculatedSize }),
  };
}
