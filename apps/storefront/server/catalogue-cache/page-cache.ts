import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { countCacheLookup } from '../metrics.js';
import { cutAtNonce, type CachedPage } from './cached-page.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import type { OutdatedAnswers } from './catalogue-cache.js';
import type { ProductChangeKind } from './product-change.js';
import { renderRecordingReads, type RenderReads } from './render-reads.js';

/** How the page cache behaves: the catalogue's freshness (`CATALOGUE_CACHE_*`), its own cap. */
export interface PageCacheOptions {
  /** How long a page is fresh, in ms, counted from the oldest store answer it shows. */
  maxAgeMs: number;
  /** How long after that a stale page is still served while one render refreshes it, in ms. */
  staleMs: number;
  /** The most the kept pages may weigh, in bytes. */
  maxBytes: number;
  now?: () => number;
}

/** Renders a page for `request` with `nonce` in its scripts: status, headers, streamed HTML. */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

/** What the page cache answers: a kept page to serve, or a render streaming to this request. */
export type PageAnswer =
  { page: CachedPage; cacheStatus: string } | { rendered: Response; cacheStatus: string };

export interface PageCacheStats {
  hits: number;
  staleHits: number;
  /** Renders the cache asked for (misses that filled it and refreshes of stale pages). */
  renders: number;
  entries: number;
  bytes: number;
}

export interface PageCache {
  /** The page for `key` (see `pageCacheKey`), kept or rendered with the response's `nonce`. */
  answer: (key: string, request: Request, nonce: string, render: RenderPage) => Promise<PageAnswer>;
  /**
   * Renders again, behind the shopper, every kept page that read an answer a product's change
   * outdated; each keeps being served until its new render is in (M6). A change of stock renders
   * a page at most once every few seconds; one a list shows, at once. The pages of a product
   * gone from the shop go at once (A7). Returns how many pages are rendered again or gone.
   */
  refreshReading: (change: OutdatedAnswers) => number;
  stats: () => PageCacheStats;
}

/** A kept page, with what its render read: the catalogue answers it shows, at their versions. */
interface KeptPage {
  page: CachedPage;
  url: string;
  reads: readonly (readonly [key: string, version: number])[];
}

/**
 * How long a request waits for another's render of the same page before rendering its own: the
 * first request's render streams at its client's pace, and a stalled client must not stall others.
 */
const COLLAPSED_WAIT_MS = 5_000;

// `Cache-Status` (RFC 9211) names this cache and what it did.
const HIT = 'vitrina-pages; hit';
const STALE = 'vitrina-pages; hit; fwd=stale';
const MISS = 'vitrina-pages; fwd=miss';
const COLLAPSED = 'vitrina-pages; fwd=miss; collapsed';

/**
 * How often a page is rendered again for changes of stock alone: on a sale day the product sells
 * several times a second, and its page need not follow each unit.
 */
const STOCK_REFRESH_MS = 3_000;

/** The products a page shows, as a CDN or Varnish in front purges by them (`product-12`). */
function cacheTags(reads: RenderReads): string {
  return ['vitrina-pages', ...[...reads.products].map((id) => `product-${String(id)}`)]
    .join(' ')
    .slice(0, 8_000);
}

/**
 * A cache of rendered catalogue pages for anonymous requests (issue 18): the render of a page is
 * kept as HTML cut at its CSP nonce, fresh for the catalogue's maximum age counted from the oldest
 * store answer it shows, served stale for the stale window while one render refreshes it;
 * concurrent misses for one page wait for one render, the first of them streaming it as it comes;
 * bounded by bytes (least recently used first). A product's change never empties it (M6): the
 * pages that read an answer it outdated are served while they render again behind the shopper.
 * A page is kept only when its render answered 200 and could be cut at its nonce; it carries its
 * products as cache tags (`Surrogate-Key`, `Cache-Tag`) for a CDN in front.
 */
export function createPageCache(options: PageCacheOptions, changes: CatalogueChanges): PageCache {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes,
    sizeCalculation: ({ page, reads }, key) =>
      page.bytes +
      key.length +
      reads.reduce((sum, [read]) => sum + read.length + 8, 0) +
      page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
      64 * page.parts.length,
  });
  /** Renders on their way into the cache, by key, with the catalogue version they started at. */
  const filling = new Map<string, { version: number; done: Promise<CachedPage | undefined> }>();
  const counts = { hits: 0, staleHits: 0, renders: 0 };
  /** The renderer pages are refreshed with when a product changes (the one requests use). */
  let renderer: RenderPage | undefined;
  /** Refreshes asked for by changes: when each page was last rendered again, and those waiting. */
  const refreshedAt = new Map<string, number>();
  const waiting = new Map<string, NodeJS.Timeout>();

  /** Whether a product changed one of the answers the page shows since they were read. */
  const outdated = ({ reads }: Pick<KeptPage, 'reads'>): boolean =>
    reads.some(([read, version]) => changes.lastChange(read) > version);

  function keep(key: string, url: string, reads: RenderReads, page: CachedPage | undefined) {
    const kept = { url, reads: [...reads.keys] };
    // A page whose answers changed while it rendered is not kept as if it were current.
    if (page !== undefined && !outdated(kept)) pages.set(key, { ...kept, page });
    return page;
  }

  /**
   * Renders the page as a guest would get it (its URL alone) and keeps it once its body has been
   * read to the end. The render is returned at once so the first request can stream it.
   */
  async function fill(
    key: string,
    url: string,
    nonce: string,
    render: RenderPage,
    freshAnswers: boolean,
  ) {
    counts.renders += 1;
    const version = changes.version();
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    const done = new Promise<CachedPage | undefined>((resolve) => {
      settle = resolve;
    });
    filling.set(key, { version, done });
    void done.finally(() => {
      if (filling.get(key)?.done === done) filling.delete(key);
    });
    try {
      const { result, reads } = await renderRecordingReads(now(), freshAnswers, () =>
        render(new Request(url), nonce),
      );
      if (result.status !== 200 || result.body === null) {
        settle(undefined);
        return result;
      }
      const headers = new Headers(result.headers);
      const tags = cacheTags(reads);
      headers.set('surrogate-key', tags);
      headers.set('cache-tag', tags.replaceAll(' ', ','));
      // What the page is kept with: the answer's own headers go on to be added to (compression).
      const pageHeaders = new Headers(headers);
      const reader = result.body.getReader();
      const chunks: Uint8Array[] = [];
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done: ended, value } = await reader.read();
            if (ended) {
              controller.close();
              const html = Buffer.concat(chunks);
              settle(keep(key, url, reads, cutAtNonce(html, nonce, pageHeaders, reads.oldest)));
              return;
            }
            chunks.push(value);
            controller.enqueue(value);
          } catch (error) {
            settle(undefined);
            controller.error(error);
          }
        },
        cancel(reason) {
          settle(undefined);
          return reader.cancel(reason);
        },
      });
      return new Response(body, { status: result.status, statusText: result.statusText, headers });
    } catch (error) {
      settle(undefined);
      throw error;
    }
  }

  /** One render of a stale page from fresh store answers, read to the end by the cache alone. */
  function refresh(key: string, url: string, render: RenderPage): Promise<void> {
    const pending = filling.get(key);
    if (pending !== undefined && pending.version >= changes.version()) {
      return pending.done.then(() => undefined);
    }
    refreshedAt.set(key, now());
    return fill(key, url, randomBytes(16).toString('base64'), render, true)
      .then((response) => response.arrayBuffer())
      .then(() => undefined)
      .catch((error: unknown) => console.error('page refresh failed', url, error));
  }

  /** Renders the page again now, or once its last refresh for stock is a few seconds old. */
  function scheduleRefresh(key: string, url: string, kind: ProductChangeKind): void {
    if (renderer === undefined || waiting.has(key)) return;
    const render = renderer;
    const wait =
      kind === 'stock' ? (refreshedAt.get(key) ?? -Infinity) + STOCK_REFRESH_MS - now() : 0;
    if (wait <= 0) {
      void refresh(key, url, render);
      return;
    }
    const timer = setTimeout(() => {
      waiting.delete(key);
      void refresh(key, url, render);
    }, wait);
    timer.unref();
    waiting.set(key, timer);
  }

  return {
    answer: async (key, request, nonce, render) => {
      renderer = render;
      const kept = pages.get(key);
      const page = kept?.page;
      const age = page === undefined ? Infinity : now() - page.dataFetchedAt;
      if (kept !== undefined && page !== undefined && age < options.maxAgeMs && !outdated(kept)) {
        counts.hits += 1;
        countCacheLookup('pages', 'hit');
        return { page, cacheStatus: HIT };
      }
      if (page !== undefined && age < options.maxAgeMs + options.staleMs) {
        counts.staleHits += 1;
        countCacheLookup('pages', 'stale');
        void refresh(key, request.url, render);
        return { page, cacheStatus: STALE };
      }
      // Another request's render of the page: its answer is as current as this one's would be.
      const current = filling.get(key);
      const filled =
        current === undefined
          ? undefined
          : await Promise.race([current.done, delay(COLLAPSED_WAIT_MS, undefined, { ref: false })]);
      countCacheLookup('pages', filled === undefined ? 'miss' : 'collapsed');
      if (filled !== undefined) return { page: filled, cacheStatus: COLLAPSED };
      // A HEAD's body is never read, so it could not fill the cache; nor can a page that the
      // render just before could not keep (an error, a 404), or is still streaming too slowly.
      if (request.method === 'HEAD' || current !== undefined) {
        return { rendered: await render(request, nonce), cacheStatus: MISS };
      }
      // The first request streams the render, taking stale store answers as they are (their page
      // is kept already stale, and its refresh waits for fresh ones).
      return { rendered: await fill(key, request.url, nonce, render, false), cacheStatus: MISS };
    },
    refreshReading: ({ kind, own, lists }) => {
      let changed = 0;
      for (const [key, kept] of pages.entries()) {
        const showsIt = kept.reads.some(([read]) => own.has(read));
        if (kind === 'gone' && showsIt) pages.delete(key);
        else if (showsIt || kept.reads.some(([read]) => lists.has(read)))
          scheduleRefresh(key, kept.url, kind);
        else continue;
        changed += 1;
      }
      return changed;
    },
    stats: () => ({ ...counts, entries: pages.size, bytes: pages.calculatedSize }),
  };
}
