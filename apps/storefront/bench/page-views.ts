import { autocannon } from './autocannon.js';

/** What a browser accepts: pages are measured compressed, as shoppers get them. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * Counts the calls the shop server (running in this process) makes to the store at `storeUrl`:
 * every one goes through the global fetch. `restore` puts the plain fetch back.
 */
export function countStoreCalls(storeUrl: string) {
  let calls = 0;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(storeUrl)) calls += 1;
    return plainFetch(input, init);
  };
  return {
    calls: () => calls,
    plainFetch,
    restore: () => {
      globalThis.fetch = plainFetch;
    },
  };
}

/** One run of page views: how many, how fast, and what they cost the store. */
export interface PageViews {
  views: number;
  perSecond: number;
  p50: number;
  p99: number;
  kbPerPage: number;
  storeCallsPer100: number;
}

/**
 * Views of `url` by `connections` browsers at once (for some seconds, or a number of views),
 * asking for compressed pages; `storeCalls` is the count the run's store calls are read from.
 */
export async function pageViews(
  run: string,
  url: string,
  connections: number,
  limit: { seconds: number } | { amount: number },
  storeCalls: () => number,
): Promise<PageViews> {
  const before = storeCalls();
  const result = await autocannon(url, connections, limit, {
    'accept-encoding': BROWSER_ENCODINGS,
  });
  const views = result['2xx'] + result.non2xx;
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`${run}: ${String(result.non2xx)} non-2xx, ${String(result.errors)} errors`);
  return {
    views,
    // Views over the run's whole length: a short counted run has no full seconds to average.
    perSecond: views / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerPage: result.throughput.average / result.requests.average / 1024,
    storeCallsPer100: views === 0 ? 0 : ((storeCalls() - before) / views) * 100,
  };
}
