// Issue 18's throughput: a category page through the shop server in front of the embedded store,
// 8 connections asking like a browser (brotli accepted), with the rendered-page cache off (the
// catalogue cache alone), cold and warm: pages per second, p50 and p99, store calls per 100 page
// views and the page cache's renders. Run with `pnpm bench` (after a build) or
// `tsx bench/page-cache.ts`.
import { loadavg } from 'node:os';
import { startTestStore } from '@vitrina/store-api/testing';
import { loadShopConfig } from '../server/env.js';
import { startShop } from '../server/start-server.js';
import { ensureBuild } from '../test/support/shop-stack.js';
import { autocannon } from './autocannon.js';

const CONNECTIONS = 8;
const SECONDS = Number(process.env['PAGE_BENCH_SECONDS'] ?? '10');
const COLD_VIEWS = 100;
const PAGE = '/aires-acondicionados';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

ensureBuild();
const store = await startTestStore();

// Every call the shop server makes to the store goes through the global fetch: count them.
let storeCalls = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith(store.baseUrl)) storeCalls += 1;
  return realFetch(input, init);
};

function shopWith(pageCacheBytes: string) {
  return startShop(
    loadShopConfig({
      PORT: '0',
      STORE_URL: store.baseUrl,
      WC_CONSUMER_KEY: store.consumerKey,
      WC_CONSUMER_SECRET: store.consumerSecret,
      PAGE_CACHE_MAX_BYTES: pageCacheBytes,
    }),
  );
}

async function measure(run: string, url: string, limit: { seconds: number } | { amount: number }) {
  const before = storeCalls;
  const result = await autocannon(url, CONNECTIONS, limit, {
    'accept-encoding': BROWSER_ENCODINGS,
  });
  const views = result['2xx'] + result.non2xx;
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`${run}: ${String(result.non2xx)} non-2xx, ${String(result.errors)} errors`);
  return {
    run,
    'page views': views,
    'pages/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'KB/page': Number((result.throughput.average / result.requests.average / 1024).toFixed(1)),
    'store calls / 100 views': Number((((storeCalls - before) / views) * 100).toFixed(1)),
    'load (1 min)': Number(loadavg()[0]?.toFixed(2)),
  };
}

const rows: Awaited<ReturnType<typeof measure>>[] = [];
try {
  const dataOnly = await shopWith('0');
  await realFetch(`${dataOnly.url}${PAGE}`);
  rows.push(
    await measure('page cache off, data warm', `${dataOnly.url}${PAGE}`, { seconds: SECONDS }),
  );
  await dataOnly.close();

  const shop = await shopWith(String(32 * 1024 * 1024));
  const target = `${shop.url}${PAGE}`;
  rows.push(
    await measure(`cold (first ${String(COLD_VIEWS)} views)`, target, { amount: COLD_VIEWS }),
  );
  const rendersBefore = shop.pageCache?.stats().renders ?? 0;
  rows.push(await measure('warm', target, { seconds: SECONDS }));
  const renders = (shop.pageCache?.stats().renders ?? 0) - rendersBefore;
  await shop.close();
  console.log(
    `\nCategory page ${PAGE} through the shop in front of the embedded store, ${String(CONNECTIONS)} connections, accept-encoding: ${BROWSER_ENCODINGS}:`,
  );
  console.table(rows);
  console.log(`Renders during the warm run: ${String(renders)}.`);
} finally {
  globalThis.fetch = realFetch;
  await store.stop();
}
