import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The test command's table of reliability ids reads every run's results (scripts/).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
