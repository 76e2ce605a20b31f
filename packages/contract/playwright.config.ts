import { shopPlaywrightConfig } from '../../apps/storefront/test/support/shop-playwright.js';

/**
 * The shop in real Chromium in front of the real WooCommerce: one store for the whole run (the
 * global setup starts, seeds and stops it) and one worker, so the orders and the agenda the tests
 * read are only their own.
 */
export default shopPlaywrightConfig({
  workers: 1,
  fullyParallel: false,
  // The real store answers a checkout in seconds, not milliseconds, and slower still on a
  // machine busy with other suites: a wait lasts up to 30 s, a test up to 3 min.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    // A click that cannot happen fails at the same 30 s, not at the test's timeout.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
  },
});
