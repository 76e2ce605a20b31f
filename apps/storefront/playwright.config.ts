import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser downloads cannot run on these machines.
const chromium = {
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
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? 'line' : 'list',
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
