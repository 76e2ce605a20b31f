import type { Context } from 'hono';
import type { ShopAppEnv } from './app-env.js';

/**
 * The request target (path and query) as the client sent it, before any URL parser resolved dot
 * segments or decoded escapes. In memory (`app.request`) there is no socket, so the URL stands in.
 */
export function rawTarget(c: Context<ShopAppEnv>): string {
  const fromSocket = c.env.incoming?.url;
  if (fromSocket !== undefined) return fromSocket;
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}
