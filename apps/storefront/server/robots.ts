import type { Context } from 'hono';
import type { ShopAppEnv } from './app-env.js';
import { CRAWLING, routePathPrefix } from './crawling.js';
import type { ShopConfig } from './env.js';

/** The shop's public address: `PUBLIC_URL`, or this request's origin when it is not set. */
export function shopOrigin(config: ShopConfig, request: Request): string {
  return config.publicUrl ?? new URL(request.url).origin;
}

/**
 * `Cache-Control` of an answer that names the shop's address (a page's canonical, Open Graph and
 * JSON-LD URLs, robots.txt, the sitemap): `shared`, which a CDN may keep, when `PUBLIC_URL` names
 * the address; without it the address is the request's own Host, which its client chose, so only
 * that client's cache may keep the answer (J4). A list of allowed hosts would be one more setting
 * to keep in step with `PUBLIC_URL`, and every deployment behind a CDN sets `PUBLIC_URL` already.
 */
export function originCacheControl(config: ShopConfig, shared: string): string {
  return config.publicUrl === undefined ? 'private, no-cache' : shared;
}

/** `GET /robots.txt`: everything but a shopper's own pages, search results and the API; the sitemap. */
export function robotsTxt(config: ShopConfig) {
  return (c: Context<ShopAppEnv>): Response => {
    const disallowed = [...CRAWLING.disallowed.map(routePathPrefix), '/wp-json/'];
    const body = [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${shopOrigin(config, c.req.raw)}/sitemap.xml`,
      '',
    ].join('\n');
    return new Response(body, {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': originCacheControl(config, 'public, max-age=3600'),
      },
    });
  };
}
