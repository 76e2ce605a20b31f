import { defineConfig } from 'vitest/config';

// No @vitejs/plugin-react here: Vite's own transform handles the automatic JSX runtime, and
// tests need no Fast Refresh.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
