import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ShopAppEnv } from './app-env.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file of the build that is not a page: has an extension, is not HTML, is not a dotfile. */
const PUBLIC_FILE = /^\/(?!\.)(?:[^/]+\/)*[^/.][^/]*\.[A-Za-z0-9]+$/;

const notFound = (): Response =>
  new Response('No encontrado', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Serves `dist/client`: hashed assets cached for a year and sent precompressed,
 * `builds/latest.json` always revalidated (the app polls it to notice a new build), other public
 * files for an hour. A missing asset is a real 404, never the HTML of a page, so a stale chunk
 * fails loudly (R15).
 */
export function clientFiles(clientDir: string): Hono<ShopAppEnv> {
  const files = new Hono<ShopAppEnv>();
  files.get(
    '/assets/*',
    // The build writes `.br` and `.gz` siblings of scripts and styles (vite.config.ts); anything
    // without one is compressed on the way out.
    compress(),
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE),
    }),
    notFound,
  );
  files.get(
    '/builds/latest.json',
    serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }),
    notFound,
  );
  const publicFile = serveStatic<ShopAppEnv>({
    root: clientDir,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
  });
  files.get('*', async (c, next) => {
    if (!PUBLIC_FILE.test(c.req.path) || c.req.path.endsWith('.html')) return next();
    return publicFile(c, next);
  });
  return files;
}
