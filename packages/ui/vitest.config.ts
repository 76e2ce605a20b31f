import { defineConfig } from 'vitest/config';

// No @vitejs/plugin-react here: Vite's own transform handles the automatic JSX runtime, and
// tests need no Fast Refresh.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}'],
      reporter: ['text-summary'],
      thresholds: { lines: 95, branches: 85 },
    },
  },
});
