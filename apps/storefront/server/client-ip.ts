import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import type { ShopAppEnv } from './app-env.js';

/** Which hops in front of the shop server may say who the shopper is (`TRUST_PROXY`). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** No proxy: the shopper is whoever opened the connection. */
export const TRUST_NO_PROXY: ProxyTrust = () => false;

/** The proxy keywords `proxy-addr` knows, for `TRUST_PROXY`'s list of networks. */
const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads `TRUST_PROXY`: empty, `0` or `false`, no proxy; `1`/`true` or a number of hops, that
 * many proxies in front (a CDN and a balancer: 2); or a list of the proxies' addresses and
 * networks (`10.0.0.0/8, 173.245.48.0/20, loopback`), walked from the connection back through
 * `X-Forwarded-For` until the first address that is not one of them. Throws a Spanish message
 * naming what is wrong.
 */
export function proxyTrustOf(setting: string): ProxyTrust {
  const text = setting.trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return TRUST_NO_PROXY;
  if (text === 'true') return (_address, hop) => hop < 1;
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  try {
    if (entries.some((entry) => entry === '')) throw new Error('empty entry');
    return proxyaddr.compile(entries);
  } catch {
    throw new Error(
      `TRUST_PROXY debe ser 0, un número de saltos (1, 2…) o una lista de direcciones y redes de los proxies (p. ej. 10.0.0.0/8, 173.245.48.0/20, ${[...KEYWORDS].join(', ')}).`,
    );
  }
}

/**
 * The shopper's address as the shop server passes it to the store. `X-Forwarded-For` is believed
 * only as far as `TRUST_PROXY` trusts the hops that wrote it (behind a CDN and a balancer, the
 * balancer's last entry is the CDN's edge, not the shopper); otherwise a client could pick its own
 * rate-limit bucket (K4). None in memory (`app.request`), where there is no socket.
 */
export function shopperAddress(c: Context<ShopAppEnv>, trust: ProxyTrust): string | undefined {
  const incoming = c.env.incoming;
  if (incoming?.socket.remoteAddress === undefined) return undefined;
  return proxyaddr(incoming, trust);
}
