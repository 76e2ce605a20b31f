import type { Context } from 'hono';

import type { Config } from '../config.js';

/**
 * The origin the store's own links (images, `_links`) are written with: STORE_API_PUBLIC_URL when
 * the store is reached through another server (the storefront proxying `/wp-json` and `/media`),
 * else the origin this request came to.
 */
export function publicOrigin(c: Context, config: Config): string {
  return config.publicOrigin ?? new URL(c.req.url).origin;
}
