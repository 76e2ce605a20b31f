import { isIP } from 'node:net';

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Whose `X-Forwarded-For` counts: every peer's, none, or a peer's on loopback only. */
export type TrustProxy = boolean | 'loopback';

const isLoopback = (address: string): boolean =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * The address a request comes from. `X-Forwarded-For` counts only from a trusted proxy
 * (TRUST_PROXY, or by default the shop server on this machine), and then only its last hop, the
 * one our proxy wrote, and only when that hop is an address (K4); otherwise a client could pick
 * a fresh bucket per request and escape every rate limit.
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  // Requests handed to app.fetch directly (no socket) share one bucket.
  const peer =
    c.env && 'incoming' in c.env ? (getConnInfo(c).remote.address ?? 'unknown') : 'unknown';
  if (trustProxy === true || (trustProxy === 'loopback' && isLoopback(peer))) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded !== undefined && isIP(forwarded) !== 0) return forwarded;
  }
  return peer;
}
