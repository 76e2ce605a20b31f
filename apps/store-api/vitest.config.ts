import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The test command's table of reliability ids reads every run's results (scripts/).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    include: ['src/**/*.test.ts'],
    // Every file starts its own store over real HTTP; a few at a time is plenty on two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
