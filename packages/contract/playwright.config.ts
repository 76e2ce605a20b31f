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
  // The real store answers a checkout in seconds, not milliseconds.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env['CI'] ? 'line' : 'list',
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // A click that cannot happen fails in seconds, not at the test's timeout.
    actionTimeout: 15_000,
    launchOptions: chromiumLaunchOptions,
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
