import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ViteManifestSchema, type ViteManifest } from '../src/app/assets-manifest.js';
import type { ShopConfig } from './env.js';
import type { PageRenderer } from './shop-app.js';

/** Where the app's SSR module reaches the store: directly, with the key, never via the browser. */
export interface StoreConnection {
  baseUrl: string;
  consumerKey?: string;
  consumerSecret?: string;
}

/** The options of the app's `render()` (see SEAM.md). */
export interface RenderOptions {
  nonce: string;
  manifest: ViteManifest | null;
  store: StoreConnection;
}

type Render = (request: Request, options: RenderOptions) => Promise<Response>;

function hasRender(module: unknown): module is { render: Render } {
  return (
    typeof module === 'object' &&
    module !== null &&
    'render' in module &&
    typeof module.render === 'function'
  );
}

/** Picks `render` out of the SSR module, failing at start-up rather than on the first request. */
export function renderOf(module: unknown, from: string): Render {
  if (!hasRender(module)) throw new Error(`${from} does not export render()`);
  return module.render;
}

export function storeConnection(config: ShopConfig): StoreConnection {
  return {
    baseUrl: config.storeUrl,
    ...(config.consumerKey === undefined ? {} : { consumerKey: config.consumerKey }),
    ...(config.consumerSecret === undefined ? {} : { consumerSecret: config.consumerSecret }),
  };
}

/** The production renderer: the built SSR module and the client build's manifest. */
export async function productionRenderer(
  distDir: string,
  config: ShopConfig,
): Promise<PageRenderer> {
  const manifestFile = join(distDir, 'client', '.vite', 'manifest.json');
  const manifest = ViteManifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8')));
  const entry = join(distDir, 'server', 'entry-server.js');
  const render = renderOf(await import(pathToFileURL(entry).href), entry);
  const store = storeConnection(config);
  return (request, nonce) => render(request, { nonce, manifest, store });
}
