import { defineConfig } from 'vitest/config';

import { ContractSummary } from './test/support/contract-summary.js';
import { SharedCasesFirst } from './test/support/shared-cases-first.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One real store for the whole run: started, seeded and always stopped by the global setup.
    globalSetup: ['./test/support/global-setup.ts'],
    // The test command's table of reliability ids reads every run's results (scripts/).
    reporters: ['default', new ContractSummary(), 'json'],
    outputFile: { json: 'reports/vitest.json' },
    // The files share the two stores; one after the other, so stock and carts stay predictable.
    fileParallelism: false,
    sequence: { sequencer: SharedCasesFirst },
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
