import { performance } from 'node:perf_hooks';
import { chromium, type Response } from 'playwright-core';
import { ensureBuild, startShopStack } from '../server/testing/shop-stack.js';

/** The first-load JavaScript budget of `/` (issue 6): lighter than Hydrogen's 110 KB starter. */
const BUDGET_BYTES = 100 * 1024;
const SSR_REQUESTS = 100;
const WARM_UP_REQUESTS = 10;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

interface Script {
  url: string;
  /** Requested after the page's load event (route preloads on intent or in the viewport). */
  afterLoad: boolean;
  encoded: number;
  decoded: number;
  encoding: string;
}

/** Loads `url` in a fresh Chromium profile and lists the JavaScript it downloaded. */
async function coldLoadScripts(url: string): Promise<Script[]> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
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

ensureBuild();
const stack = await startShopStack();
try {
  const home = `${stack.shop.url}/`;
  const scripts = await coldLoadScripts(home);
  const encoded = scripts.reduce((sum, script) => sum + script.encoded, 0);
  const decoded = scripts.reduce((sum, script) => sum + script.decoded, 0);
  console.log(
    `JavaScript of a cold load of / (${String(scripts.length)} files, as sent over the wire):`,
  );
  for (const script of scripts) {
    const when = script.afterLoad ? ' [preloaded after load]' : '';
    console.log(
      `  ${script.url}  ${kb(script.encoded)} ${script.encoding} (${kb(script.decoded)} decoded)${when}`,
    );
  }
  const beforeLoad = scripts.reduce(
    (sum, script) => sum + (script.afterLoad ? 0 : script.encoded),
    0,
  );
  console.log(
    `  up to the load event: ${kb(beforeLoad)}; route preloads after it: ${kb(encoded - beforeLoad)}`,
  );
  const verdict = encoded <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `  total ${kb(encoded)} sent, gzip where compressed (${kb(decoded)} decoded): ${verdict} the ${kb(BUDGET_BYTES)} budget`,
  );

  const times = await ssrTimes(home);
  console.log(
    `SSR of / over ${String(SSR_REQUESTS)} sequential requests on loopback: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
} finally {
  await stack.stop();
}
