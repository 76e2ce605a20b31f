import type { Manifest } from '@tanstack/react-router';
import * as z from 'zod';
import type { PageKind } from './page-kind';

const ViteManifestChunkSchema = z.object({
  file: z.string(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  css: z.array(z.string()).optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
});

/** Vite's `dist/client/.vite/manifest.json`. */
export const ViteManifestSchema = z.record(z.string(), ViteManifestChunkSchema);
export type ViteManifest = z.infer<typeof ViteManifestSchema>;

/** The keys of the two browser entries in Vite's manifest: the app's and the islands' runtime. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const ISLANDS_ENTRY = 'src/entry-islands.tsx';

const ROOT_ROUTE_ID = '__root__';

// The preamble @vitejs/plugin-react expects before any component module runs in development.
const reactRefreshPreamble = `import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

function collectStatic(manifest: ViteManifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) collectStatic(manifest, child, seen);
}

/** An entry's chunk and the chunks it imports statically. */
function staticChunks(vite: ViteManifest, entryKey: string) {
  const entry = vite[entryKey];
  if (!entry) throw new Error(`Vite manifest has no entry ${entryKey}`);
  const keys = new Set<string>();
  collectStatic(vite, entryKey, keys);
  const chunks = [...keys].flatMap((key) => {
    const chunk = vite[key];
    return chunk ? [chunk] : [];
  });
  return { entry, chunks };
}

// The store client every page of the app reads with as it starts (the header's cart, the cart's
// lines): imported on first use (`src/lib/api.ts`), but an app page always uses it at once.
const STORE_CLIENT = 'packages/api-client/src/index.ts';

// A route module's parts the router loads to show its page (not its error or not-found parts).
const ROUTE_PART = /^src\/routes\/(.+)\.tsx\?tsr-split=(?:component|pendingComponent|loader)$/;

/**
 * The router's id of a route file (`src/routes/_default/carrito-compras.tsx` →
 * `/_default/carrito-compras`): its path under `src/routes`, a `route` file standing for its
 * folder and an `index` for the folder's own page.
 */
export function routeIdOfFile(path: string): string {
  return `/${path}`.replace(/\/route$/, '').replace(/\/index$/, '/');
}

/**
 * The app's route parts by route id, each with what it imports statically less what the entry
 * already loads: preloaded with the page that matches the route, so its code comes with the
 * entry's instead of after it (the cart's lines, issue 36).
 */
function routePreloads(vite: ViteManifest, entryChunks: Set<string>) {
  const byRoute: Record<string, { preloads: string[] }> = {};
  for (const key of Object.keys(vite)) {
    const part = ROUTE_PART.exec(key);
    if (part?.[1] === undefined) continue;
    const keys = new Set<string>();
    collectStatic(vite, key, keys);
    const files = [...keys].flatMap((chunk) => {
      const file = vite[chunk]?.file;
      return file === undefined || entryChunks.has(file) ? [] : [`/${file}`];
    });
    const route = (byRoute[routeIdOfFile(part[1])] ??= { preloads: [] });
    route.preloads = [...new Set([...route.preloads, ...files])];
  }
  return byRoute;
}

/**
 * The router's asset manifest for a page of one kind (decision 022): the stylesheet (the app
 * entry's, which holds every page's classes) and the kind's entry script with modulepreloads of
 * its static imports — the app (with the store client and the matched route's parts), or only
 * the islands' runtime. With `null` (development) it points at Vite's dev server instead.
 */
export function toRouterManifest(vite: ViteManifest | null, kind: PageKind): Manifest {
  const entryKey = kind === 'islands' ? ISLANDS_ENTRY : CLIENT_ENTRY;
  if (!vite) {
    return {
      routes: {
        [ROOT_ROUTE_ID]: {
          scripts: [
            { attrs: { type: 'module' }, children: reactRefreshPreamble },
            { attrs: { type: 'module', src: '/@vite/client' } },
            { attrs: { type: 'module', src: `/${entryKey}` } },
          ],
        },
      },
    };
  }
  const styles = staticChunks(vite, CLIENT_ENTRY).chunks.flatMap((chunk) => chunk.css ?? []);
  const { entry, chunks } = staticChunks(vite, entryKey);
  const storeClient = Object.keys(vite).find((key) => key.endsWith(STORE_CLIENT));
  const first =
    kind === 'app' && storeClient !== undefined
      ? [...new Set([...chunks, ...staticChunks(vite, storeClient).chunks])]
      : chunks;
  return {
    routes: {
      ...(kind === 'app' ? routePreloads(vite, new Set(first.map((chunk) => chunk.file))) : {}),
      [ROOT_ROUTE_ID]: {
        css: styles.map((file) => `/${file}`),
        preloads: first.filter((chunk) => chunk !== entry).map((chunk) => `/${chunk.file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      },
    },
  };
}
