import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/support/chromium.js';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // A whole checkout with screenshots takes 20–25 s alone; beside the other worker and the test
  // command's other tasks on two cores, more.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    [process.env['CI'] ? 'line' : 'list'],
    // The test command's table of reliability ids reads every run's results (scripts/).
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
