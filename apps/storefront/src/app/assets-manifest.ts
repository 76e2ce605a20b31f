import type { Manifest } from '@tanstack/react-router';
import * as z from 'zod';

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

/** The key of the browser entry in Vite's manifest. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

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

/**
 * The router's asset manifest for a page: the entry script, its CSS and modulepreloads of its
 * static imports. With `null` (development) it points at Vite's dev server instead.
 */
export function toRouterManifest(vite: ViteManifest | null): Manifest {
  if (!vite) {
    return {
      routes: {
        [ROOT_ROUTE_ID]: {
          scripts: [
            { attrs: { type: 'module' }, children: reactRefreshPreamble },
            { attrs: { type: 'module', src: '/@vite/client' } },
            { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
          ],
        },
      },
    };
  }
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`Vite manifest has no entry ${CLIENT_ENTRY}`);
  const chunks = new Set<string>();
  collectStatic(vite, CLIENT_ENTRY, chunks);
  const files = [...chunks].flatMap((key) => {
    const chunk = vite[key];
    return chunk ? [chunk] : [];
  });
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        css: files.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
        preloads: files.filter((chunk) => chunk !== entry).map((chunk) => `/${chunk.file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      },
    },
  };
}
