import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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
    // Scripts and styles are compressed once, at the strongest levels, instead of on every
    // request: the shop server sends the `.br` or `.gz` sibling the browser accepts.
    !isSsrBuild &&
      compression({
        include: /\.(?:js|css)$/,
        threshold: 0,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
        algorithms: [
          defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
          defineAlgorithm('brotliCompress', {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        ],
      }),
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
