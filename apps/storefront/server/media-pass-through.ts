import type { Context } from 'hono';
import type { ShopAppEnv } from './app-env.js';
import type { ShopConfig } from './env.js';
import { rawTarget } from './raw-target.js';
import { mediaTypeOf } from './request-json.js';

export const MEDIA_PREFIX = '/media/';

/**
 * A file under the media folder: plain segments, a named file with an image extension. No `%`,
 * no `..`, no dotfile, so the path means the same here and at the store.
 */
const MEDIA_PATH =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:svg|png|jpe?g|gif|webp|avif)$/i;

/** What may come back: images only, so the shop's origin never serves the store's HTML. */
const IMAGE_TYPES = new Set([
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/**
 * A day fresh, then a week served stale while a CDN or the browser revalidates with the store's
 * ETag: WooCommerce names uploads uniquely, but the embedded store redraws an image when a
 * product's name or brand changes.
 */
const MEDIA_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Request headers that reach the store: revalidation and format negotiation. */
const FORWARDED = ['accept', 'if-none-match', 'if-modified-since'];
/** Response headers that come back. */
// Not content-length: fetch hands over the body decoded, whatever the store's encoding was.
const RELAYED = ['content-type', 'etag', 'last-modified'];

const MEDIA_TIMEOUT_MS = 15_000;

const plain = (status: number, text: string): Response =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * `GET /media/*`: the store's images from the shop's own origin (`MEDIA_URL`, by default the
 * embedded store's `/media`), so a page can show them under a CSP of `img-src 'self'` and a CDN in
 * front of the shop can keep them. Query strings are dropped; only images come back.
 */
export function mediaPassThrough(config: ShopConfig, fetchImpl: typeof fetch = fetch) {
  return async (c: Context<ShopAppEnv>): Promise<Response> => {
    const rawPath = rawTarget(c).split('?', 1)[0] ?? '';
    const path = rawPath.slice(MEDIA_PREFIX.length);
    if (!rawPath.startsWith(MEDIA_PREFIX) || !MEDIA_PATH.test(path))
      return plain(404, 'Imagen no encontrada.');
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    let upstream: Response;
    try {
      upstream = await fetchImpl(`${config.mediaUrl}/${path}`, {
        method: c.req.method === 'HEAD' ? 'HEAD' : 'GET',
        headers,
        redirect: 'manual',
        signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(MEDIA_TIMEOUT_MS)]),
      });
    } catch {
      return plain(502, 'No pudimos traer la imagen de la tienda.');
    }
    if (upstream.status === 404 || upstream.status === 410) {
      await upstream.body?.cancel();
      return plain(404, 'Imagen no encontrada.');
    }
    const type = mediaTypeOf(upstream.headers.get('content-type'));
    const isImage = upstream.status === 200 && IMAGE_TYPES.has(type);
    if (!isImage && upstream.status !== 304) {
      await upstream.body?.cancel();
      return plain(502, 'No pudimos traer la imagen de la tienda.');
    }
    const relayed = new Headers({ 'cache-control': MEDIA_CACHE });
    for (const name of RELAYED) {
      const value = upstream.headers.get(name);
      if (value !== null) relayed.set(name, value);
    }
    return new Response(upstream.status === 304 ? null : upstream.body, {
      status: upstream.status,
      headers: relayed,
    });
  };
}
