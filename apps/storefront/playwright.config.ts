import { shopPlaywrightConfig } from './test/support/shop-playwright.js';

export default shopPlaywrightConfig({
  workers: 2,
  fullyParallel: true,
  // A whole checkout with screenshots takes 20–25 s alone; beside the other worker and the test
  // command's other tasks on two cores, more.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: { trace: 'off' },
});
