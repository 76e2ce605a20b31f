// Issue 35's sale day: shop-server instances (separate processes on the production build) behind
// Debian's HAProxy, sharing Debian's redis-server, in front of the embedded store and then of the
// real WooCommerce kit (packages/contract/realwoo, seeded with the demo catalogue). Page views at
// a steady rate while 200 orders a minute are placed, the store's own product webhooks reaching
// the instances through the balancer as orders take stock. It prints pages/s and p50/p95/p99 per
// kind of call, the page cache's hit ratio during the orders, store calls per 100 views, the time
// until every instance shows a price changed at the store, orders made against purchases
// confirmed, and 1 instance against 3. Run with `pnpm bench` or `tsx bench/sale-day.ts`
// (`embedded` or `woocommerce` alone; SALE_DAY_SECONDS, SALE_DAY_PAGES_PER_SECOND).
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startTestStore } from '@vitrina/store-api/testing';
import { z } from 'zod';
import { startRedisServer } from '../test/support/redis-server.js';
import { startShopProcess, type ShopProcess } from '../test/support/shop-process.js';
import { ensureBuild } from '../test/support/shop-stack.js';
import { startBalancer } from './haproxy.js';
import { printFigures, type RunFigures, type SaleDayLoad } from './sale-day-figures.js';
import { SaleDayResultSchema, type SaleDayPlan } from './sale-day-load.worker.js';
import {
  advertisedProduct,
  embeddedStore,
  ordersOf,
  realStore,
  type SaleStore,
} from './sale-day-stores.js';
import { metricsOf, type Metrics } from './shop-metrics.js';

const LOAD: SaleDayLoad = {
  seconds: Number(process.env['SALE_DAY_SECONDS'] ?? '60'),
  pagesPerSecond: Number(process.env['SALE_DAY_PAGES_PER_SECOND'] ?? '60'),
  ordersPerMinute: 200,
};
const CATEGORY = 'aires-acondicionados';
const WEBHOOK_SECRET = 'secreto-del-webhook-de-la-feria';

const only = process.argv[2];
ensureBuild();
const embedded = await startTestStore({ env: { TRUST_PROXY: '1' } });

/** How long after the store saved a new price every instance's product page shows it. */
async function priceVisibleMs(
  store: SaleStore,
  shops: ShopProcess[],
  product: { id: number; slug: string },
) {
  const price = 89_000 + Math.floor(Math.random() * 900);
  const shown = new Intl.NumberFormat('en-US').format(price);
  const saved = await store.admin('PUT', `wc/v3/products/${String(product.id)}`, {
    regular_price: `${String(price)}.00`,
    sale_price: '',
  });
  const at = performance.now();
  if (!saved.ok) throw new Error(`the price could not be changed: ${await saved.text()}`);
  const seen = await Promise.all(
    shops.map(async (shop) => {
      while (performance.now() - at < 10_000) {
        const page = await (await fetch(`${shop.url}/producto/${product.slug}`)).text();
        if (page.includes(shown)) return performance.now() - at;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Infinity;
    }),
  );
  return Math.max(...seen);
}

async function saleDay(store: SaleStore, instances: number): Promise<RunFigures> {
  const product = await advertisedProduct(store, CATEGORY);
  const redis = await startRedisServer();
  const shops = await Promise.all(
    Array.from({ length: instances }, () =>
      startShopProcess({
        ...store.env,
        REDIS_URL: redis.url,
        TRUST_PROXY: '2',
        WC_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    ),
  );
  const balancer = await startBalancer(shops.map((shop) => shop.url));
  const hook = z.object({ id: z.number() }).parse(
    await (
      await store.admin('POST', 'wc/v3/webhooks', {
        name: 'Vitrina: feria',
        topic: 'product.updated',
        delivery_url: `${balancer.url}/webhooks/woocommerce`,
        secret: WEBHOOK_SECRET,
      })
    ).json(),
  );
  const run = `${String(instances)}x${String(Date.now())}`;
  const pages = [
    { path: `/${CATEGORY}`, kind: 'página de categoría' },
    { path: `/producto/${product.slug}`, kind: 'página de producto' },
    { path: `/${CATEGORY}`, kind: 'página de categoría' },
    { path: '/', kind: 'inicio' },
  ];
  try {
    // Every instance has rendered each page once: the sale starts on warm caches.
    for (const shop of shops) {
      for (const { path } of pages) await (await fetch(`${shop.url}${path}`)).arrayBuffer();
    }
    const before = await metricsOf(shops.map((shop) => shop.url));
    const worker = new Worker(new URL('./sale-day-load.worker.ts', import.meta.url), {
      workerData: {
        shopUrl: balancer.url,
        pages,
        ...LOAD,
        productId: product.id,
        run,
      } satisfies SaleDayPlan,
      execArgv: ['--import', 'tsx'],
    });
    const [message] = (await once(worker, 'message')) as unknown[];
    const result = SaleDayResultSchema.parse(message);
    const after = await metricsOf(shops.map((shop) => shop.url));
    const delta = (name: string, labels: Record<string, string> = {}) =>
      after.sum(name, labels) - before.sum(name, labels);
    const lookups = (result: string) =>
      delta('vitrina_cache_lookups_total', { cache: 'pages', result });
    const served = lookups('hit') + lookups('stale');
    const all = served + lookups('miss') + lookups('collapsed');
    const pageViews = result.views;
    const storeCalls = delta('vitrina_store_calls_seconds_count');
    const catalogueCalls = catalogueDelta(before, after);
    return {
      instances,
      pagesPerSecond: pageViews / result.seconds,
      times: result.times,
      hitRatio: all === 0 ? 0 : served / all,
      freshHitRatio: all === 0 ? 0 : lookups('hit') / all,
      storeCallsPer100: (storeCalls / pageViews) * 100,
      catalogueCallsPer100: (catalogueCalls / pageViews) * 100,
      priceVisibleMs: await priceVisibleMs(store, shops, product),
      confirmed: result.confirmed,
      ordersMade: (await ordersOf(store, `feria.${run}.`)).length,
      failed: result.failed,
      takenOut: balancer.takenOut(),
      errors: Object.entries(result.statuses)
        .filter(([key]) => / (?:5\d\d|sin respuesta|0)$/.test(key))
        .reduce((sum, [, count]) => sum + count, 0),
      refusals: Object.entries(result.statuses)
        .filter(([key]) => !/ 2\d\d$/.test(key))
        .map(([key, count]) => `${key}: ${String(count)}`)
        .join(', '),
    };
  } finally {
    await store.admin('DELETE', `wc/v3/webhooks/${String(hook.id)}?force=true`);
    await balancer.stop();
    for (const shop of shops) shop.stop();
    await Promise.all(shops.map((shop) => shop.exited));
    await redis.stop();
  }
}

/** Calls to the store's catalogue (products, categories…): what page views cost it. */
function catalogueDelta(before: Metrics, after: Metrics): number {
  const catalogue = (metrics: Metrics) =>
    metrics.sumWhere('vitrina_store_calls_seconds_count', (labels) =>
      /^wc\/v3\/products/.test(labels['route'] ?? ''),
    );
  return catalogue(after) - catalogue(before);
}

try {
  const stores = [
    ...(only === 'woocommerce' ? [] : [() => Promise.resolve(embeddedStore(embedded))]),
    ...(only === 'embedded' ? [] : [() => realStore(embedded)]),
  ];
  for (const open of stores) {
    const store = await open();
    try {
      const runs: RunFigures[] = [];
      for (const instances of [3, 1]) {
        runs.push(await saleDay(store, instances));
        printFigures(store.name, LOAD, runs);
      }
    } finally {
      await store.stop();
    }
  }
} finally {
  await embedded.stop();
}
