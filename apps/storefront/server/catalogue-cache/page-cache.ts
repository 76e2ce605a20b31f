import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { countCacheLookup } from '../metrics.js';
import { renderNotingAnswerAge } from './answer-age.js';
import { cutAtNonce, type CachedPage } from './cached-page.js';

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
  /** Drops every page; returns how many. */
  dropAll: () => number;
  stats: () => PageCacheStats;
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
 * A cache of rendered catalogue pages for anonymous requests (issue 18): the render of a page is
 * kept as HTML cut at its CSP nonce, fresh for the catalogue's maximum age counted from the oldest
 * store answer it shows, served stale for the stale window while one render refreshes it;
 * concurrent misses for one page wait for one render, the first of them streaming it as it comes;
 * bounded by bytes (least recently used first); every page dropped by a product webhook. A page is
 * kept only when its render answered 200 and could be cut at its nonce.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page, key) =>
      page.bytes +
      key.length +
      page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
      64 * page.parts.length,
  });
  /** Renders on their way into the cache, by key, with the generation they started in. */
  const filling = new Map<string, { generation: number; done: Promise<CachedPage | undefined> }>();
  /** Bumped by every drop: a page rendered before a drop is not kept after it. */
  let generation = 0;
  const counts = { hits: 0, staleHits: 0, renders: 0 };

  function keep(key: string, started: number, page: CachedPage | undefined) {
    if (page !== undefined && started === generation) pages.set(key, page);
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
    const started = generation;
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    const done = new Promise<CachedPage | undefined>((resolve) => {
      settle = resolve;
    });
    filling.set(key, { generation: started, done });
    void done.finally(() => {
      if (filling.get(key)?.done === done) filling.delete(key);
    });
    try {
      const { result, dataFetchedAt } = await renderNotingAnswerAge(now(), freshAnswers, () =>
        render(new Request(url), nonce),
      );
      if (result.status !== 200 || result.body === null) {
        settle(undefined);
        return result;
      }
      const reader = result.body.getReader();
      const chunks: Uint8Array[] = [];
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done: ended, value } = await reader.read();
            if (ended) {
              controller.close();
              const html = Buffer.concat(chunks);
              settle(keep(key, started, cutAtNonce(html, nonce, result.headers, dataFetchedAt())));
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
      return new Response(body, result);
    } catch (error) {
      settle(undefined);
      throw error;
    }
  }

  /** One render of a stale page from fresh store answers, read to the end by the cache alone. */
  function refresh(key: string, url: string, render: RenderPage) {
    if (filling.get(key)?.generation === generation) return;
    fill(key, url, randomBytes(16).toString('base64'), render, true)
      .then((response) => response.arrayBuffer())
      .catch((error: unknown) => console.error('page refresh failed', url, error));
  }

  return {
    answer: async (key, request, nonce, render) => {
      const page = pages.get(key);
      const age = page === undefined ? Infinity : now() - page.dataFetchedAt;
      if (page !== undefined && age < options.maxAgeMs) {
        counts.hits += 1;
        countCacheLookup('pages', 'hit');
        return { page, cacheStatus: HIT };
      }
      if (page !== undefined && age < options.maxAgeMs + options.staleMs) {
        counts.staleHits += 1;
        countCacheLookup('pages', 'stale');
        refresh(key, request.url, render);
        return { page, cacheStatus: STALE };
      }
      const pending = filling.get(key);
      const current = pending?.generation === generation ? pending : undefined;
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
    dropAll: () => {
      generation += 1;
      const dropped = pages.size;
      pages.clear();
      return dropped;
    },
    stats: () => ({ ...counts, entries: pages.size, bytes: pages.calculatedSize }),
  };
}
