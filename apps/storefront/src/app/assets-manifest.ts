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

/**
 * The router's asset manifest for a page of one kind (decision 022): the stylesheet (the app
 * entry's, which holds every page's classes) and the kind's entry script with modulepreloads of
 * its static imports — the app, or only the islands' runtime. With `null` (development) it
 * points at Vite's dev server instead.
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
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        css: styles.map((file) => `/${file}`),
        preloads: chunks.filter((chunk) => chunk !== entry).map((chunk) => `/${chunk.file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      },
    },
  };
}
