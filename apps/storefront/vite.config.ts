import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { previousBuildAssets } from './build/previous-build-assets.js';

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

/**
 * The modules the entry imports statically, found once the module graph is complete. The browser
 * loads all of them on every first load, so they go out as one file ("shell") instead of dozens
 * of small shared chunks compressed one by one (about 7 KB more gzip in total). Re-export-only
 * modules (a package's index) are not followed: what the entry takes from them is found through
 * the modules that define it, and the rest of the package stays where its users are.
 */
const firstLoad = new Set<string>();
const CLIENT_ENTRY = 'src/entry-client.tsx';
// Our sources and the libraries whose modules the entry uses whole; a component library's
// module (react-aria's Toast, of which the entry takes only the queue) stays out.
const SHELL_SOURCES =
  /^(?!.*node_modules)|node_modules\/(?:react|react-dom|scheduler|use-sync-external-store|@tanstack\/[\w-]+)\//;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const IMPORTS_AND_REEXPORTS =
  /\b(?:import|export)\b[^;'"]*?\bfrom\s*(?:'[^']*'|"[^"]*");?|\bexport\s*\{[^}]*\};?/g;
const reexportsOnly = (code: string): boolean =>
  code.replace(COMMENTS, '').replace(IMPORTS_AND_REEXPORTS, '').trim() === '';

function firstLoadModules(): Plugin {
  return {
    name: 'vitrina:first-load-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.consumer !== 'client') return;
      const pending = [...this.getModuleIds()].filter((id) => id.endsWith(CLIENT_ENTRY));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        const info = this.getModuleInfo(id);
        if (firstLoad.has(id) || !info || !SHELL_SOURCES.test(id) || reexportsOnly(info.code ?? ''))
          continue;
        firstLoad.add(id);
        pending.push(...info.importedIds);
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    latestBuildFile(),
    firstLoadModules(),
    // A page an old instance rendered asks a new one for its chunks during a rolling deploy.
    previousBuildAssets(),
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
        rollupOptions: {
          input: CLIENT_ENTRY,
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', test: (id: string) => firstLoad.has(id) }],
            },
          },
        },
      },
}));
