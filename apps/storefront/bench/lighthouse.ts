import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../test/support/chromium.js';

/** What the speed budget reads of a Lighthouse run (issue 13). */
export interface LighthouseFigures {
  /** The performance score, 0–100. */
  score: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
}

/**
 * Lighthouse's default run (a mid-range phone on slow 4G, simulated) on `url`, in the same
 * Chromium the e2e tests use, launched headless by Lighthouse's own launcher.
 */
export async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError !== undefined) {
      throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    }
    return {
      score: Math.round((categories['performance']?.score ?? 0) * 100),
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}
