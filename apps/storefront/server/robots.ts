import type { Context } from 'hono';
import type { ShopAppEnv } from './app-env.js';
import { CRAWLING, routePathPrefix } from './crawling.js';
import type { ShopConfig } from './env.js';

/** The shop's public address: `PUBLIC_URL`, or this request's origin when it is not set. */
export function shopOrigin(config: ShopConfig, request: Request): string {
  return config.publicUrl ?? new URL(request.url).origin;
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
        'cache-control': 'public, max-age=3600',
      },
    });
  };
}
