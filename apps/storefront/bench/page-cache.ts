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
import { BROWSER_ENCODINGS, countStoreCalls, pageViews } from './page-views.js';

const CONNECTIONS = 8;
const SECONDS = Number(process.env['PAGE_BENCH_SECONDS'] ?? '10');
const COLD_VIEWS = 100;
const PAGE = '/aires-acondicionados';

ensureBuild();
const store = await startTestStore();

const storeCalls = countStoreCalls(store.baseUrl);

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
  const seen = await pageViews(run, url, CONNECTIONS, limit, storeCalls.calls);
  return {
    run,
    'page views': seen.views,
    'pages/s': Math.round(seen.perSecond),
    'p50 ms': seen.p50,
    'p99 ms': seen.p99,
    'KB/page': Number(seen.kbPerPage.toFixed(1)),
    'store calls / 100 views': Number(seen.storeCallsPer100.toFixed(1)),
    'load (1 min)': Number(loadavg()[0]?.toFixed(2)),
  };
}

const rows: Awaited<ReturnType<typeof measure>>[] = [];
try {
  const dataOnly = await shopWith('0');
  await storeCalls.plainFetch(`${dataOnly.url}${PAGE}`);
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
  storeCalls.restore();
  await store.stop();
}
