import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The test command's table of reliability ids reads every run's results (scripts/).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    // One module graph per worker instead of per file: the files share no module state, and a
    // fresh environment per file cost more than the tests themselves on two cores.
    isolate: false,
    hookTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
