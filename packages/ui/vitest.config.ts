import { defineConfig } from 'vitest/config';

// No @vitejs/plugin-react here: Vite's own transform handles the automatic JSX runtime, and
// tests need no Fast Refresh.
export default defineConfig({
  test: {
    // The test command's table of reliability ids reads every run's results (scripts/).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
    // One module graph per worker instead of per file: the files share no module state, and a
    // fresh environment per file cost more than the tests themselves on two cores.
    isolate: false,
    // Google's loader keeps one script per page in module state: inlined, vi.resetModules()
    // gives each test a fresh page's loader.
    server: { deps: { inline: ['@googlemaps/js-api-loader'] } },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}'],
      reporter: ['text-summary'],
      thresholds: { lines: 95, branches: 85 },
    },
  },
});
