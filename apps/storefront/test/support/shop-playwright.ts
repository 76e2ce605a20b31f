import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

import { testChromiumLaunchOptions } from './chromium.js';

/**
 * What sets one Playwright run of the shop apart: how many tests at once, how long they wait,
 * what a failure keeps.
 */
interface ShopPlaywrightRun {
  workers: number;
  fullyParallel: boolean;
  timeout: number;
  expect: { timeout: number };
  use: Pick<NonNullable<PlaywrightTestConfig['use']>, 'trace' | 'actionTimeout'>;
}

/**
 * A Playwright run of the shop (the storefront's e2e and the contract's, against the real store):
 * the `e2e/*.spec.ts` beside the config after its global setup, a stray `.only` failing the run,
 * nothing retried, in our Chromium as a shopper in Santo Domingo sees the shop.
 */
export function shopPlaywrightConfig(run: ShopPlaywrightRun): PlaywrightTestConfig {
  return defineConfig({
    testDir: 'e2e',
    testMatch: '*.spec.ts',
    globalSetup: './e2e/global-setup.ts',
    workers: run.workers,
    fullyParallel: run.fullyParallel,
    forbidOnly: true,
    retries: 0,
    timeout: run.timeout,
    expect: run.expect,
    reporter: [
      [process.env['CI'] ? 'line' : 'list'],
      // The test command's table of reliability ids reads every run's results (scripts/).
      ['json', { outputFile: 'reports/playwright.json' }],
    ],
    outputDir: 'test-results',
    use: {
      browserName: 'chromium',
      launchOptions: testChromiumLaunchOptions,
      locale: 'es-DO',
      timezoneId: 'America/Santo_Domingo',
      screenshot: 'only-on-failure',
      ...run.use,
    },
  });
}
