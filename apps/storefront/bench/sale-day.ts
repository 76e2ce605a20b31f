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
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { Worker } from 'node:worker_threads';
import { readVitrinaCatalogue } from '@vitrina/contract/catalogue';
import { startSeededRealStore } from '@vitrina/contract/seeded-real-store';
import { startTestStore } from '@vitrina/store-api/testing';
import { z } from 'zod';
import { startRedisServer } from '../test/support/redis-server.js';
import { startShopProcess, type ShopProcess } from '../test/support/shop-process.js';
import { ensureBuild } from '../test/support/shop-stack.js';
import { startBalancer } from './haproxy.js';
import { SaleDayResultSchema, type SaleDayPlan } from './sale-day-load.worker.js';
import { metricsOf, type Metrics } from './shop-metrics.js';

const SECONDS = Number(process.env['SALE_DAY_SECONDS'] ?? '60');
const PAGES_PER_SECOND = Number(process.env['SALE_DAY_PAGES_PER_SECOND'] ?? '60');
const ORDERS_PER_MINUTE = 200;
/** Issue 35's «Done when». */
const TARGETS = { hitRatio: 0.95, cachedCategoryP99Ms: 50, priceVisibleMs: 1_000 };
const CATEGORY = 'aires-acondicionados';
const WEBHOOK_SECRET = 'secreto-del-webhook-de-la-feria';

/** A store the sale day runs against, as the shop and the bench's own admin calls reach it. */
interface SaleStore {
  name: string;
  /** The shop server's environment for it. */
  env: Record<string, string>;
  /** A call with a key that writes products and webhooks and reads every order. */
  admin: (method: string, path: string, body?: unknown) => Promise<Response>;
  stop: () => Promise<void>;
}

const only = process.argv[2];
ensureBuild();
const embedded = await startTestStore({ env: { TRUST_PROXY: '1' } });

function embeddedStore(): SaleStore {
  const key = `consumer_key=${embedded.adminConsumerKey}&consumer_secret=${embedded.adminConsumerSecret}`;
  return {
    name: 'tienda embebida',
    env: {
      STORE_URL: embedded.baseUrl,
      WC_CONSUMER_KEY: embedded.consumerKey,
      WC_CONSUMER_SECRET: embedded.consumerSecret,
      WC_WRITE_CONSUMER_KEY: embedded.writeConsumerKey,
      WC_WRITE_CONSUMER_SECRET: embedded.writeConsumerSecret,
    },
    admin: (method, path, body) =>
      fetch(`${embedded.baseUrl}/wp-json/${path}${path.includes('?') ? '&' : '?'}${key}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    stop: () => Promise.resolve(),
  };
}

async function realStore(): Promise<SaleStore> {
  const catalogue = await readVitrinaCatalogue({
    url: embedded.baseUrl,
    key: embedded.adminConsumerKey,
    secret: embedded.adminConsumerSecret,
  });
  const { store } = await startSeededRealStore(catalogue);
  // The bench's own calls trust the store's certificate, as the shop does with NODE_EXTRA_CA_CERTS.
  setDefaultCACertificates([...getCACertificates('default'), await readFile(store.caPath, 'utf8')]);
  const basic = `Basic ${Buffer.from(`${store.writeKey.key}:${store.writeKey.secret}`).toString('base64')}`;
  return {
    name: 'WooCommerce real',
    env: {
      NODE_EXTRA_CA_CERTS: store.caPath,
      STORE_URL: store.httpsUrl,
      WC_CONSUMER_KEY: store.readKey.key,
      WC_CONSUMER_SECRET: store.readKey.secret,
      WC_WRITE_CONSUMER_KEY: store.writeKey.key,
      WC_WRITE_CONSUMER_SECRET: store.writeKey.secret,
    },
    admin: (method, path, body) =>
      fetch(`${store.httpsUrl}/wp-json/${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: basic },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    stop: () => store.stop(),
  };
}

const ProductSchema = z.looseObject({ id: z.number(), slug: z.string() });

/** The advertised air conditioner: the category's first product, stocked for the whole sale. */
async function advertisedProduct(store: SaleStore) {
  const categories = z
    .array(z.object({ id: z.number(), slug: z.string() }))
    .parse(await (await store.admin('GET', `wc/v3/products/categories?slug=${CATEGORY}`)).json());
  const category = categories[0]?.id ?? 0;
  const listed = z
    .array(ProductSchema)
    .parse(
      await (
        await store.admin('GET', `wc/v3/products?category=${String(category)}&per_page=24`)
      ).json(),
    );
  const product = listed[0];
  if (product === undefined) throw new Error(`no product in /${CATEGORY}`);
  const stocked = await store.admin('PUT', `wc/v3/products/${String(product.id)}`, {
    manage_stock: true,
    stock_quantity: 100_000,
  });
  if (!stocked.ok) throw new Error(`the product could not be stocked: ${await stocked.text()}`);
  return product;
}

/** The orders whose buyer's e-mail starts with `prefix`, by e-mail. */
async function ordersOf(store: SaleStore, prefix: string): Promise<string[]> {
  const emails: string[] = [];
  for (let page = 1; ; page += 1) {
    const batch = z
      .array(z.object({ billing: z.object({ email: z.string() }) }))
      .parse(
        await (await store.admin('GET', `wc/v3/orders?per_page=100&page=${String(page)}`)).json(),
      );
    emails.push(...batch.map((order) => order.billing.email).filter((e) => e.startsWith(prefix)));
    if (batch.length < 100) return emails;
  }
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

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

interface RunFigures {
  instances: number;
  pagesPerSecond: number;
  times: Record<string, number[]>;
  hitRatio: number;
  freshHitRatio: number;
  storeCallsPer100: number;
  catalogueCallsPer100: number;
  priceVisibleMs: number;
  confirmed: number;
  ordersMade: number;
  failed: number;
  errors: number;
  /** Times the balancer took an instance out during the run. */
  takenOut: number;
  /** Answers other than 2xx, by kind and status. */
  refusals: string;
}

async function saleDay(store: SaleStore, instances: number): Promise<RunFigures> {
  const product = await advertisedProduct(store);
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
        pagesPerSecond: PAGES_PER_SECOND,
        ordersPerMinute: ORDERS_PER_MINUTE,
        productId: product.id,
        seconds: SECONDS,
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

function print(store: SaleStore, runs: RunFigures[]): void {
  console.log(
    `\nSale day on the ${store.name}: ${String(PAGES_PER_SECOND)} page views/s asked and ${String(ORDERS_PER_MINUTE)} orders/min for ${String(SECONDS)} s, through HAProxy, instances sharing redis-server`,
  );
  console.log(
    `  load average (1 min) now: ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(cpus().length)} cores`,
  );
  for (const run of runs) {
    console.log(`\n  ${String(run.instances)} instance(s): p50 / p95 / p99 ms by kind of call`);
    if (run.refusals !== '') console.log(`    not 2xx: ${run.refusals}`);
    for (const [kind, list] of Object.entries(run.times).sort()) {
      const sorted = [...list].sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(0).padStart(6));
      console.log(
        `    ${kind.padEnd(20)} ${String(sorted.length).padStart(6)} calls ${p50 ?? ''} ${p95 ?? ''} ${p99 ?? ''}`,
      );
    }
  }
  const category = (run: RunFigures) =>
    percentile(
      [...(run.times['página de categoría'] ?? [])].sort((a, b) => a - b),
      99,
    );
  console.table(
    runs.map((run) => ({
      instances: run.instances,
      'pages/s': Number(run.pagesPerSecond.toFixed(1)),
      'page-cache hits (fresh+stale)': `${(run.hitRatio * 100).toFixed(1)} %`,
      'fresh hits': `${(run.freshHitRatio * 100).toFixed(1)} %`,
      'category p99 ms': Number(category(run).toFixed(1)),
      'store calls / 100 views': Number(run.storeCallsPer100.toFixed(1)),
      'catalogue calls / 100 views': Number(run.catalogueCallsPer100.toFixed(1)),
      'price on every instance, ms': Number(run.priceVisibleMs.toFixed(0)),
      'purchases confirmed': run.confirmed,
      'orders made': run.ordersMade,
      'failed purchases': run.failed,
      '5xx or no answer': run.errors,
      'instances taken out': run.takenOut,
    })),
  );
  const three = runs.find((run) => run.instances === 3);
  if (three === undefined) return;
  const checks = [
    [`hit ratio ≥ ${String(TARGETS.hitRatio * 100)} %`, three.hitRatio >= TARGETS.hitRatio],
    [
      `category p99 ≤ ${String(TARGETS.cachedCategoryP99Ms)} ms`,
      category(three) <= TARGETS.cachedCategoryP99Ms,
    ],
    [
      `price on all 3 ≤ ${String(TARGETS.priceVisibleMs)} ms`,
      three.priceVisibleMs <= TARGETS.priceVisibleMs,
    ],
    ['orders made = purchases confirmed', three.ordersMade === three.confirmed],
  ] as const;
  console.log(
    `  Targets (3 instances): ${checks.map(([name, met]) => `${name} ${met ? 'sí' : 'NO'}`).join('; ')}`,
  );
}

try {
  const stores = [
    ...(only === 'woocommerce' ? [] : [() => Promise.resolve(embeddedStore())]),
    ...(only === 'embedded' ? [] : [realStore]),
  ];
  for (const open of stores) {
    const store = await open();
    try {
      const runs: RunFigures[] = [];
      for (const instances of [3, 1]) {
        runs.push(await saleDay(store, instances));
        print(store, runs);
      }
    } finally {
      await store.stop();
    }
  }
} finally {
  await embedded.stop();
}
