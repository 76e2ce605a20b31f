import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, type Response } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { chromiumLaunchOptions } from '../test/support/chromium.js';
import { ensureBuild, startShopStack } from '../test/support/shop-stack.js';

/** The first-load JavaScript budget of `/` (issue 6): lighter than Hydrogen's 110 KB starter. */
const BUDGET_BYTES = 100 * 1024;
const SSR_REQUESTS = 100;
const WARM_UP_REQUESTS = 10;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

interface Script {
  url: string;
  /** Requested after the page's load event (route preloads on intent or in the viewport). */
  afterLoad: boolean;
  encoded: number;
  decoded: number;
  encoding: string;
}

/**
 * Loads `url` in a fresh Chromium profile and lists the JavaScript it downloaded. With
 * `acceptEncoding` the browser asks for that encoding only, so the same load can be counted in
 * gzip, the unit of the budget, as well as in what Chromium really negotiates (brotli).
 */
async function coldLoadScripts(url: string, acceptEncoding?: string): Promise<Script[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext(
      acceptEncoding === undefined
        ? {}
        : { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } },
    );
    const page = await context.newPage();
    const responses: { response: Response; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        responses.push({ response, afterLoad: loaded });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(
      responses.map(async ({ response, afterLoad }) => {
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          afterLoad,
          encoded: sizes.responseBodySize,
          decoded: (await response.body()).length,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      }),
    );
  } finally {
    await browser.close();
  }
}

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
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function printScripts(title: string, scripts: Script[]): void {
  const encoded = sum(scripts.map((script) => script.encoded));
  const beforeLoad = sum(scripts.filter((script) => !script.afterLoad).map((s) => s.encoded));
  console.log(`${title} (${String(scripts.length)} files, as sent over the wire):`);
  for (const script of scripts) {
    const when = script.afterLoad ? ' [preloaded after load]' : '';
    console.log(
      `  ${script.url}  ${kb(script.encoded)} ${script.encoding} (${kb(script.decoded)} decoded)${when}`,
    );
  }
  console.log(
    `  total ${kb(encoded)}: ${kb(beforeLoad)} up to the load event, ${kb(encoded - beforeLoad)} of route preloads after it`,
  );
}

ensureBuild();
const stack = await startShopStack();
try {
  const home = `${stack.shop.url}/`;
  printScripts(
    'JavaScript of a cold load of / as Chromium asks for it',
    await coldLoadScripts(home),
  );

  const gzipScripts = await coldLoadScripts(home, 'gzip');
  const notGzip = gzipScripts.find((script) => !['gzip', 'identity'].includes(script.encoding));
  if (notGzip) throw new Error(`${notGzip.url} came back as ${notGzip.encoding}, not gzip`);
  printScripts('The same load asking for gzip only, the unit of the budget', gzipScripts);
  const gzipTotal = sum(gzipScripts.map((script) => script.encoded));
  const verdict = gzipTotal <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`  ${kb(gzipTotal)} gzip: ${verdict} the ${kb(BUDGET_BYTES)} budget`);

  const floor = await stackFloor();
  console.log(
    `Stack floor (React DOM + TanStack Router with SSR hydration + TanStack Query, no app code): ` +
      `${kb(floor.gzip)} gzip, ${kb(floor.brotli)} brotli (${kb(floor.raw)} minified); ` +
      `the shop adds ${kb(gzipTotal - floor.gzip)} gzip on top of it`,
  );

  const times = await ssrTimes(home);
  console.log(
    `SSR of / over ${String(SSR_REQUESTS)} sequential requests on loopback: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
} finally {
  await stack.stop();
}
