import { chromium, type Response } from 'playwright-core';
import { chromiumLaunchOptions } from '../test/support/chromium.js';

/** One response of a page load, as it came over the wire. */
export interface Transfer {
  url: string;
  /** Chromium's resource type: `document`, `script`, `stylesheet`, `image`… */
  type: string;
  /** Answered after the page's load event (route preloads on intent or in the viewport). */
  afterLoad: boolean;
  encoded: number;
  decoded: number;
  encoding: string;
}

/**
 * Loads `url` in a fresh Chromium profile and lists everything it downloaded. With
 * `acceptEncoding` the browser asks for that encoding only, so the same load can be counted in
 * gzip, the unit of the budget, as well as in what Chromium really negotiates (brotli).
 */
export async function coldLoad(url: string, acceptEncoding?: string): Promise<Transfer[]> {
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
    page.on('response', (response) => responses.push({ response, afterLoad: loaded }));
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(
      responses.map(async ({ response, afterLoad }) => {
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          type: response.request().resourceType(),
          afterLoad,
          encoded: sizes.responseBodySize,
          decoded: (await response.body().catch(() => Buffer.alloc(0))).length,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      }),
    );
  } finally {
    await browser.close();
  }
}
