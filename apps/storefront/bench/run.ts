import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createStoreClient } from '@vitrina/api-client';
import { AIR_CONDITIONER_CATEGORY_ID, buildPath, categoryHref } from '@vitrina/core';
import { build, type Rolldown } from 'vite';
import { loadShopConfig } from '../server/env.js';
import { startShop } from '../server/start-server.js';
import { ensureBuild, startShopStack } from '../test/support/shop-stack.js';
import { lighthouseMobile } from './lighthouse.js';
import { coldLoad, type Transfer } from './page-load.js';
import { startPerProductStore } from './per-product-store.js';
import { percentile } from './percentile.js';

/**
 * The speed budget of issue 13 for `/`, a category page and a product page: the shop's own
 * JavaScript above the fixed stack's floor (gzip, up to load), everything sent up to load as
 * Chromium gets it (brotli), and Lighthouse's mobile run.
 */
const BUDGET = {
  shareGzip: 25 * 1024,
  loadBrotli: 115 * 1024,
  score: 95,
  tbtMs: 150,
  cls: 0.02,
  categorySsrMs: 30,
};
const SSR_REQUESTS = 100;
const WARM_UP_REQUESTS = 10;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Builds the bare stack (bench/stack-floor.tsx) the way the shop is built and compresses it like
 * the shop's assets: the part of the first load that no amount of splitting in the app removes.
 */
async function stackFloor(): Promise<{ raw: number; gzip: number; brotli: number }> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      write: false,
      rollupOptions: { input: fileURLToPath(new URL('stack-floor.tsx', import.meta.url)) },
    },
  })) as Rolldown.RolldownOutput;
  const code = output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
  return {
    raw: sum(code.map((chunk) => Buffer.byteLength(chunk))),
    gzip: sum(code.map((chunk) => gzipSync(chunk, { level: constants.Z_BEST_COMPRESSION }).length)),
    brotli: sum(code.map((chunk) => brotliCompressSync(chunk).length)),
  };
}

/** Times full responses (headers and the whole streamed body) of sequential GETs on loopback. */
async function ssrTimes(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < WARM_UP_REQUESTS + SSR_REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url} answered ${String(response.status)}`);
    if (index >= WARM_UP_REQUESTS) times.push(performance.now() - started);
  }
  return times;
}

const scripts = (transfers: Transfer[]): Transfer[] =>
  transfers.filter((transfer) => transfer.type === 'script');
const upToLoad = (transfers: Transfer[]): number =>
  sum(transfers.filter((transfer) => !transfer.afterLoad).map((transfer) => transfer.encoded));

function printScripts(title: string, transfers: Transfer[]): void {
  const encoded = sum(transfers.map((script) => script.encoded));
  const beforeLoad = upToLoad(transfers);
  console.log(`${title} (${String(transfers.length)} files, as sent over the wire):`);
  for (const script of transfers) {
    const when = script.afterLoad ? ' [preloaded after load]' : '';
    console.log(
      `  ${script.url}  ${kb(script.encoded)} ${script.encoding} (${kb(script.decoded)} decoded)${when}`,
    );
  }
  console.log(
    `  total ${kb(encoded)}: ${kb(beforeLoad)} up to the load event, ${kb(encoded - beforeLoad)} of route preloads after it`,
  );
}

const verdict = (within: boolean): string => (within ? 'ok' : 'OVER');

ensureBuild();
// Pages rendered for every request: the SSR figures are the render's. What the page cache serves
// warm is bench/page-cache.ts's.
const stack = await startShopStack({ env: { PAGE_CACHE_MAX_BYTES: '0' } });
try {
  const origin = stack.shop.url;
  const client = createStoreClient({ baseUrl: origin });
  const listing = { per_page: 1, category: AIR_CONDITIONER_CATEGORY_ID };
  const [product] = (await client.products.list(listing)).items;
  if (product === undefined) throw new Error('the demo store has no air conditioner');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: categoryHref(AIR_CONDITIONER_CATEGORY_ID) },
    { name: 'product', path: buildPath('product', { slug: product.slug }) },
  ];

  const floor = await stackFloor();
  console.log(
    `Stack floor (React DOM + TanStack Router with SSR hydration + TanStack Query, no app code): ` +
      `${kb(floor.gzip)} gzip, ${kb(floor.brotli)} brotli (${kb(floor.raw)} minified)`,
  );

  for (const { name, path } of pages) {
    const url = `${origin}${path}`;
    const asSent = await coldLoad(url);
    const gzipOnly = await coldLoad(url, 'gzip');
    const notGzip = scripts(gzipOnly).find(
      (script) => !['gzip', 'identity'].includes(script.encoding),
    );
    if (notGzip) throw new Error(`${notGzip.url} came back as ${notGzip.encoding}, not gzip`);
    if (name === 'home') {
      printScripts('JavaScript of a cold load of / as Chromium asks for it', scripts(asSent));
      printScripts('The same load asking for gzip only', scripts(gzipOnly));
    }
    const share = upToLoad(scripts(gzipOnly)) - floor.gzip;
    const load = upToLoad(asSent);
    const lighthouse = await lighthouseMobile(url);
    console.log(
      `${name} ${path}\n` +
        `  the shop's JavaScript above the floor, up to load: ${kb(share)} gzip ` +
        `(${verdict(share <= BUDGET.shareGzip)}, budget ${kb(BUDGET.shareGzip)})\n` +
        `  everything sent up to load: ${kb(load)} as Chromium gets it ` +
        `(${verdict(load <= BUDGET.loadBrotli)}, budget ${kb(BUDGET.loadBrotli)})\n` +
        `  Lighthouse mobile: score ${String(lighthouse.score)} ` +
        `(${verdict(lighthouse.score >= BUDGET.score)}, ≥ ${String(BUDGET.score)}), ` +
        `TBT ${lighthouse.tbt.toFixed(0)} ms (${verdict(lighthouse.tbt <= BUDGET.tbtMs)}, ≤ ${String(BUDGET.tbtMs)}), ` +
        `CLS ${lighthouse.cls.toFixed(3)} (${verdict(lighthouse.cls <= BUDGET.cls)}, ≤ ${String(BUDGET.cls)})`,
    );
  }

  const times = await ssrTimes(`${origin}/`);
  console.log(
    `SSR of / over ${String(SSR_REQUESTS)} sequential requests on loopback: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );

  // The category page as served (catalogue cache on), then side by side with the store asked
  // afresh on every render: our one listing call against the seed's one call per product.
  const category = `${origin}${categoryHref(AIR_CONDITIONER_CATEGORY_ID)}`;
  const served = await ssrTimes(category);
  const servedP50 = percentile(served, 50);
  console.log(
    `SSR of ${categoryHref(AIR_CONDITIONER_CATEGORY_ID)} (catalogue cache on) over ${String(SSR_REQUESTS)} sequential requests: ` +
      `p50 ${servedP50.toFixed(1)} ms (${verdict(servedP50 <= BUDGET.categorySsrMs)}, ≤ ${String(BUDGET.categorySsrMs)}), p95 ${percentile(served, 95).toFixed(1)} ms`,
  );
  const seed = await startPerProductStore(stack.store.baseUrl);
  const uncached = (storeUrl: string) =>
    startShop(
      loadShopConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        STORE_URL: storeUrl,
        WC_CONSUMER_KEY: stack.store.consumerKey,
        WC_CONSUMER_SECRET: stack.store.consumerSecret,
        CATALOGUE_CACHE_MAX_AGE: '0',
      }),
    );
  const [batchedShop, perProductShop] = await Promise.all([
    uncached(stack.store.baseUrl),
    uncached(seed.url),
  ]);
  try {
    const path = categoryHref(AIR_CONDITIONER_CATEGORY_ID);
    const batched = percentile(await ssrTimes(`${batchedShop.url}${path}`), 50);
    const before = seed.productCalls();
    const perProduct = percentile(await ssrTimes(`${perProductShop.url}${path}`), 50);
    const perPage = (seed.productCalls() - before) / (WARM_UP_REQUESTS + SSR_REQUESTS);
    console.log(
      `SSR of ${path} with the cache off (the store asked on every render), p50 over ${String(SSR_REQUESTS)} requests:\n` +
        `  batched (one products call per listing): ${batched.toFixed(1)} ms\n` +
        `  the seed's pattern (one call per product, ${perPage.toFixed(0)} products a page): ${perProduct.toFixed(1)} ms\n` +
        `  ratio: ${(perProduct / batched).toFixed(1)}× slower one call per product`,
    );
  } finally {
    await Promise.all([batchedShop.close(), perProductShop.close(), seed.close()]);
  }
} finally {
  await stack.stop();
}
