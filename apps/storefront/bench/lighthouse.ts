import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../test/support/chromium.js';

/** What the speed budgets read of a Lighthouse run (issues 13 and 26). */
export interface LighthouseFigures {
  /** The performance score, 0–100. */
  score: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Scripts the page requested while Lighthouse watched it (no shopper touched it). */
  scripts: number;
  /** Those scripts' bytes as sent (compressed, headers included). */
  scriptBytes: number;
  /** Lighthouse's measure of this machine's speed (a 2020 desktop is about 1,000). */
  benchmarkIndex: number;
}

const networkRequests = (details: unknown): { resourceType?: string; transferSize?: number }[] =>
  typeof details === 'object' &&
  details !== null &&
  'items' in details &&
  Array.isArray(details.items)
    ? (details.items as { resourceType?: string; transferSize?: number }[])
    : [];

/**
 * Lighthouse's default run (a mid-range phone on slow 4G, simulated) on `url`, in the same
 * Chromium the e2e tests use, launched headless by Lighthouse's own launcher. `session`: what the
 * tab's sessionStorage holds before the run (a guest's cart key), kept through it.
 */
export async function lighthouseMobile(
  url: string,
  session?: Record<string, string>,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${String(chrome.port)}`,
  });
  try {
    const page = await browser.newPage();
    if (session !== undefined) {
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      }, session);
    }
    const result = await lighthouse(
      url,
      {
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        // The session's storage is the page's own state here, not a leftover of an earlier run.
        disableStorageReset: session !== undefined,
      },
      undefined,
      page,
    );
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError !== undefined) {
      throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    }
    const scripts = networkRequests(audits['network-requests']?.details).filter(
      (request) => request.resourceType === 'Script',
    );
    return {
      score: Math.round((categories['performance']?.score ?? 0) * 100),
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      scripts: scripts.length,
      scriptBytes: scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
