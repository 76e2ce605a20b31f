import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The zod checks need a fresh module graph (they prove what zod is set to by whom, as in the
// browser and in a shop server that runs without the embedded store), and so does the file that
// plants a bug in a module every shop endpoint imports (a mock applies only to a fresh import);
// every other file shares its worker's modules, which saves a jsdom start and a graph per file.
const ISOLATED = [
  'src/lib/zod-jitless.test.ts',
  'server/spanish-validation.test.ts',
  'server/shop-endpoint-faults.test.ts',
];

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    // The test command's table of reliability ids reads every run's results (scripts/).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // Many files start a shop server and a store over real HTTP: on two busy cores a start
    // takes seconds, not the default's milliseconds.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The one concurrent file (server/stalled-store.test.ts) waits out the shop's 15 s store
    // deadline at each of its 26 endpoints: all at once is one wait, where the default 5 at a
    // time made six, 90 s of a single worker doing nothing.
    maxConcurrency: 32,
    globalSetup: ['test/support/embedded-store.global.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'test/**/*.test.ts',
            'build/**/*.test.ts',
          ],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
