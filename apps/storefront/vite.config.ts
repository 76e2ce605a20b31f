import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// One id per client build; the running page compares it with /builds/latest.json (spec §2).
const buildId =
  process.env['VITRINA_BUILD_ID'] ??
  `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;

function latestBuildFile(): Plugin {
  return {
    name: 'vitrina:latest-build',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp: Date.now() }),
      });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    latestBuildFile(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  // The server bundle must run from dist/server without the workspace's TypeScript sources, so
  // the build bundles everything except React (shared with the server) and jsdom (loaded
  // lazily). In development Vite's module runner loads dependencies from node_modules instead.
  ...(command === 'build'
    ? { ssr: { noExternal: true, external: ['react', 'react-dom', 'jsdom'] } }
    : {}),
  build: isSsrBuild
    ? { target: 'node24', sourcemap: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        sourcemap: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
}));
