import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from '../../apps/storefront/test/support/chromium.js';

/**
 * The shop in real Chromium in front of the real WooCommerce: one store for the whole run (the
 * global setup starts, seeds and stops it) and one worker, so the orders and the agenda the tests
 * read are only their own.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // The real store answers a checkout in seconds, not milliseconds, and slower still on a
  // machine busy with other suites: a wait lasts up to 30 s, a test up to 3 min.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [
    [process.env['CI'] ? 'line' : 'list'],
    // The test command's table of reliability ids reads every run's results (scripts/).
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // A click that cannot happen fails at the same 30 s, not at the test's timeout.
    actionTimeout: 30_000,
    launchOptions: chromiumLaunchOptions,
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
