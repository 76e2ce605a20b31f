// Issue 18's bench: a category page rendered through the shop server in front of the real
// WooCommerce of packages/contract/realwoo (seeded with the demo catalogue), with the catalogue cache off,
// cold and warm, side by side: page renders per second, p50 and p99, and store calls per 100
// page views. Run with `pnpm bench` (after a build) or `tsx bench/catalogue-cache.ts`.
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { readVitrinaCatalogue } from '@vitrina/contract/catalogue';
import { startSeededRealStore } from '@vitrina/contract/seeded-real-store';
import { startTestStore } from '@vitrina/store-api/testing';
import { loadShopConfig } from '../server/env.js';
import { startShop } from '../server/start-server.js';
import { ensureBuild } from '../test/support/shop-stack.js';
import { countStoreCalls, pageViews, type PageViews } from './page-views.js';

const CONNECTIONS = 8;
const SECONDS = 15;
/** The cold run: the first page views of a fresh instance. */
const COLD_VIEWS = 100;
/**
 * The disabled run: three views per connection. Each takes seconds (the store is asked for every
 * render), so a count ends sooner than a timed run and leaves no render cut off at its end.
 */
const DISABLED_VIEWS = 3 * CONNECTIONS;
const PAGE = '/aires-acondicionados';
/** Issue 18's targets for the warm cache. */
const TARGET = { warmPagesPerSecond: 300, warmStoreCallsPer100: 2 };

ensureBuild();
const embedded = await startTestStore();
const catalogue = await readVitrinaCatalogue({
  url: embedded.baseUrl,
  key: embedded.adminConsumerKey,
  secret: embedded.adminConsumerSecret,
});
const real = await startSeededRealStore(catalogue);
// The shop trusts the store's certificate as it would with NODE_EXTRA_CA_CERTS.
setDefaultCACertificates([
  ...getCACertificates('default'),
  await readFile(real.store.caPath, 'utf8'),
]);

const store = countStoreCalls(real.store.httpsUrl);

async function shopOn(maxAge: string) {
  return startShop(
    loadShopConfig({
      PORT: '0',
      STORE_URL: real.store.httpsUrl,
      WC_CONSUMER_KEY: real.store.readKey.key,
      WC_CONSUMER_SECRET: real.store.readKey.secret,
      CATALOGUE_CACHE_MAX_AGE: maxAge,
    }),
  );
}

interface Row extends PageViews {
  run: string;
}

const measure = async (run: string, url: string, limit: { seconds: number } | { amount: number }) =>
  ({ run, ...(await pageViews(run, url, CONNECTIONS, limit, store.calls)) }) satisfies Row;

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const rows: Row[] = [];
const loadBefore = loadAverage();
const loadAfter = { value: '' };
try {
  const uncached = await shopOn('0');
  rows.push(
    await measure('disabled (max age 0)', `${uncached.url}${PAGE}`, { amount: DISABLED_VIEWS }),
  );
  await uncached.close();

  const cached = await shopOn('60');
  rows.push(
    await measure(`cold (first ${String(COLD_VIEWS)} views)`, `${cached.url}${PAGE}`, {
      amount: COLD_VIEWS,
    }),
  );
  rows.push(await measure('warm', `${cached.url}${PAGE}`, { seconds: SECONDS }));
  await cached.close();
} finally {
  loadAfter.value = loadAverage();
  store.restore();
  await real.store.stop();
  await embedded.stop();
}

console.log(
  `\nCategory page ${PAGE} through the shop in front of the real WooCommerce, ${String(CONNECTIONS)} connections:`,
);
console.table(
  rows.map((row) => ({
    run: row.run,
    'page views': row.views,
    'pages/s': Number(row.perSecond.toFixed(1)),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'store calls / 100 views': Number(row.storeCallsPer100.toFixed(1)),
  })),
);

console.log(
  `load average (1, 5, 15 min) of this shared machine: ${loadBefore} before the runs, ${loadAfter.value} after`,
);
const warm = rows.find((row) => row.run === 'warm');
if (warm) {
  const fastEnough = warm.perSecond >= TARGET.warmPagesPerSecond;
  const quiet = warm.storeCallsPer100 <= TARGET.warmStoreCallsPer100;
  console.log(
    `warm: ${String(Math.round(warm.perSecond))} pages/s (${fastEnough ? 'ok' : 'UNDER'}, target ≥ ${String(TARGET.warmPagesPerSecond)}), ` +
      `${warm.storeCallsPer100.toFixed(1)} store calls per 100 views (${quiet ? 'ok' : 'OVER'}, target ≤ ${String(TARGET.warmStoreCallsPer100)})`,
  );
}
