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
 * What each kind of page loads first goes out as a few files instead of dozens of small shared
 * chunks compressed one by one (about 7 KB more gzip in total), found once the module graph is
 * complete (decision 022). Each group holds what its modules import statically, less what an
 * earlier group holds; the app's "shell" holds the rest of its first load (the router, the pages),
 * never anything a catalogue page may load, so an island never pulls in the app. Islands not
 * named here (a form, a map) go in chunks of their own. Re-export-only modules (a package's
 * index) are not followed: what a module takes from them is found through the modules that
 * define it, and the rest of the package stays where its users are. A `whole` group follows
 * every import, libraries' too (zod), and takes what its pattern matches, for code that is always
 * loaded together.
 */
const CLIENT_ENTRY = 'src/entry-client.tsx';
const ISLANDS_ENTRY = 'src/entry-islands.tsx';
const GROUPS = [
  // The islands' runtime: every catalogue page's first load.
  { name: 'islands', from: [ISLANDS_ENTRY] },
  // What a catalogue page starts without React once it is idle: its analytics.
  { name: 'behaviours', from: ['src/features/catalog/list-events.ts'] },
  // React and React DOM: the app's, and a catalogue page's once its first island hydrates.
  { name: 'react', from: ['node_modules/react-dom/client.js'] },
  // The islands on most catalogue pages.
  {
    name: 'island-parts',
    from: [
      'src/layouts/site-header.tsx',
      'src/features/wishlist/wishlist-heart.tsx',
      'src/features/cart/add-to-cart-button.tsx',
    ],
  },
  // A product page's islands.
  {
    name: 'product-parts',
    from: [
      'src/routes/-product-purchase.tsx',
      'src/features/catalog/product-gallery.tsx',
      'src/features/catalog/product-reviews.tsx',
    ],
  },
  // The cart a catalogue page starts when first needed (the query client, the mini-cart).
  { name: 'cart', from: ['src/app/shop-runtime.tsx'] },
  // The store client and zod, loaded whole on first use (an app page at once, issue 36: the
  // cart's lines wait for it): one file instead of a dozen shared ones.
  {
    name: 'store-client',
    from: ['packages/api-client/src/index.ts'],
    whole: /\/packages\/api-client\/|\/node_modules\//,
  },
  // The cart page's own code beyond the app's (issue 36): its lines, summary and coupon box with
  // the widgets only they use, less what a catalogue page may load other than the mini-cart.
  {
    name: 'cart-page',
    from: ['src/features/cart/cart-page.tsx'],
    whole: /./,
    sharedWith: ['src/features/cart/mini-cart.tsx'],
  },
  // The widgets the cart page shares with a catalogue page's forms and search (react-aria's
  // buttons, fields and number field, ours around them): one file for whichever loads first.
  {
    name: 'widgets',
    from: ['src/features/cart/cart-page.tsx'],
    whole: /\/packages\/ui\/|\/node_modules\//,
    sharedWith: [],
  },
] as const satisfies readonly {
  name: string;
  from: readonly string[];
  /** The group follows every import, libraries' too, and takes the modules that match. */
  whole?: RegExp;
  /**
   * The only code of a catalogue page that may load the group (none: any may); its
   * dependencies stay where they are.
   */
  sharedWith?: readonly string[];
}[];
const grouped = new Map<string, Set<string>>([
  ...GROUPS.map(({ name }) => [name, new Set<string>()] as const),
  ['shell', new Set<string>()],
]);
// Our sources and the libraries whose modules the entry uses whole; a component library's
// module (react-aria's Toast, of which the entry takes only the queue) stays out.
const SHELL_SOURCES =
  /^(?!.*node_modules)|node_modules\/(?:react|react-dom|scheduler|use-sync-external-store|@tanstack\/[\w-]+)\//;
const STACK = /node_modules\/@tanstack\//;
const LIBRARY = /node_modules\//;
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
      const all = [...this.getModuleIds()];
      const ids = (endings: readonly string[]) =>
        all.filter((id) => endings.some((ending) => id.endsWith(ending)));
      /**
       * The modules `from` reach: every one, through static and dynamic imports; or (`first`)
       * the ones loaded with them, through static imports of the sources above only.
       */
      const reached = (
        from: readonly string[],
        first: boolean,
        whole?: RegExp,
        /** Modules not followed. */
        apart: readonly string[] = [],
      ): Set<string> => {
        const seen = new Set<string>(apart);
        const kept = new Set<string>();
        const pending = [...from];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          const module = this.getModuleInfo(id);
          if (seen.has(id) || !module) continue;
          seen.add(id);
          if (first && whole === undefined && !SHELL_SOURCES.test(id)) continue;
          // The stack's own indexes are followed: the app loads the router and the query client
          // whole (the shell does not take its modules' dependencies by itself). A `whole` group
          // also follows its start and its libraries' indexes (zod's), never our packages'.
          const followed =
            STACK.test(id) || (whole !== undefined && (from.includes(id) || LIBRARY.test(id)));
          if (first && !followed && reexportsOnly(module.code ?? '')) continue;
          if (whole === undefined || whole.test(id) || from.includes(id)) kept.add(id);
          pending.push(...module.importedIds, ...(first ? [] : module.dynamicallyImportedIds));
        }
        return kept;
      };
      // Each entry stays in its own file: the islands' runs the islands, and the app never loads it.
      const taken = new Set<string>(ids([ISLANDS_ENTRY, CLIENT_ENTRY]));
      for (const group of GROUPS) {
        const modules = grouped.get(group.name);
        const shared = 'sharedWith' in group ? ids(group.sharedWith) : undefined;
        const cataloguePages =
          shared && shared.length > 0 && reached(ids([ISLANDS_ENTRY]), false, undefined, shared);
        const whole = 'whole' in group ? group.whole : undefined;
        for (const id of reached(ids(group.from), true, whole)) {
          if (taken.has(id) || (cataloguePages && cataloguePages.has(id))) continue;
          taken.add(id);
          modules?.add(id);
        }
      }
      const islandPages = reached(ids([ISLANDS_ENTRY]), false);
      const shell = grouped.get('shell');
      for (const id of reached(ids([CLIENT_ENTRY]), true))
        if (!islandPages.has(id) && !taken.has(id)) shell?.add(id);
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
          input: [CLIENT_ENTRY, ISLANDS_ENTRY],
          output: {
            codeSplitting: {
              groups: [
                ...GROUPS.map((group, index) => ({
                  name: group.name,
                  priority: GROUPS.length + 1 - index,
                  test: (id: string) => grouped.get(group.name)?.has(id) === true,
                  // What a catalogue page shares with the group stays out of it.
                  ...('sharedWith' in group ? { includeDependenciesRecursively: false } : {}),
                })),
                // Not its dependencies: the app imports islands, which stay in their own chunks.
                {
                  name: 'shell',
                  priority: 1,
                  test: (id: string) => grouped.get('shell')?.has(id) === true,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
