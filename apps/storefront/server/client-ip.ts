import type { Context } from 'hono';
import { isIP } from 'node:net';
import type { ShopAppEnv } from './app-env.js';

/**
 * The shopper's address as the shop server passes it to the store. `X-Forwarded-For` is believed
 * only behind a proxy the operator declared with `TRUST_PROXY`, and then only its last entry (the
 * one that proxy appended); otherwise a client could pick its own rate-limit bucket (K4). None in
 * memory (`app.request`), where there is no socket.
 */
export function shopperAddress(c: Context<ShopAppEnv>, trustProxy: boolean): string | undefined {
  const forwardedFor = c.req.header('x-forwarded-for');
  if (trustProxy && forwardedFor !== undefined) {
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last !== undefined && isIP(last) !== 0) return last;
  }
  return c.env.incoming?.socket.remoteAddress;
}
