import { isIP } from 'node:net';

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request comes from. `X-Forwarded-For` counts only behind a trusted proxy
 * (TRUST_PROXY), and then only its last hop, the one our proxy wrote, and only when that hop is
 * an address (K4); otherwise a client could pick a fresh bucket per request and escape every rate
 * limit.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded !== undefined && isIP(forwarded) !== 0) return forwarded;
  }
  // Requests handed to app.fetch directly (no socket) share one bucket.
  if (!c.env || !('incoming' in c.env)) return 'unknown';
  return getConnInfo(c).remote.address ?? 'unknown';
}
