import { matchesRoutePath, PRIVATE_PAGES, routePathPrefix } from '../crawling.js';
import type { ShopConfig } from '../env.js';
import { originCacheControl, shopOrigin } from '../robots.js';
import { SHOPPER_HEADERS, SHOPPER_QUERY_KEYS } from './cache-key.js';

const PRIVATE_PATHS = PRIVATE_PAGES.map(routePathPrefix);

/** Whether `path` is one of a shopper's own pages (cart, checkout, account, order…). */
export function isPrivatePage(path: string): boolean {
  return matchesRoutePath(path.replace(/(.)\/+$/, '$1'), PRIVATE_PATHS);
}

/**
 * `Cache-Control` of a rendered page. Every page renders for a guest from the URL alone (no
 * cookie, no token), so a catalogue page may be kept by a CDN for the cache's maximum age and
 * served stale while it refreshes; browsers revalidate (`max-age=0`). Without `PUBLIC_URL` its
 * URLs name the request's Host, so no shared cache keeps it (J4). A shopper's pages are
 * `no-store`; an error page, or any page while the catalogue cache is off, `no-cache`.
 */
export function pageCacheControl(path: string, status: number, config: ShopConfig): string {
  if (isPrivatePage(path)) return 'no-store';
  const { maxAgeMs, staleMs } = config.catalogueCache;
  if (status !== 200 || maxAgeMs === 0) return 'no-cache';
  const seconds = (ms: number) => String(Math.floor(ms / 1000));
  return originCacheControl(
    config,
    `public, max-age=0, s-maxage=${seconds(maxAgeMs)}, stale-while-revalidate=${seconds(staleMs)}`,
  );
}

/**
 * Cookies that never change a page: the breakpoint the browser reports (spec §9, read by no
 * render) and the tag manager's analytics. Any other cookie may be a session (a WordPress or
 * WooCommerce login, a cart), so its request is not the anonymous one the page cache serves.
 */
const ANONYMOUS_COOKIE = /^(?:viewport|_ga|_ga_\w+|_gid|_gcl_\w+)$/;

function onlyAnonymousCookies(cookieHeader: string | null): boolean {
  if (cookieHeader === null) return true;
  return cookieHeader.split(';').every((pair) => {
    const name = pair.split('=', 1)[0]?.trim() ?? '';
    return name === '' || ANONYMOUS_COOKIE.test(name);
  });
}

/**
 * The page cache's key for `request`, or `undefined` when its page must not come from nor go to
 * the cache: not a GET or HEAD, a shopper's page, or a request carrying a token, a cart key or a
 * cookie that may be a session. A page renders from its URL alone, and from the request's origin
 * when `PUBLIC_URL` is not set (its canonical and Open Graph URLs), so the key is exactly those.
 */
export function pageCacheKey(request: Request, config: ShopConfig): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  if (isPrivatePage(url.pathname)) return undefined;
  if (SHOPPER_HEADERS.some((name) => request.headers.has(name))) return undefined;
  if (SHOPPER_QUERY_KEYS.some((name) => url.searchParams.has(name))) return undefined;
  if (!onlyAnonymousCookies(request.headers.get('cookie'))) return undefined;
  return `${shopOrigin(config, request)}${url.pathname}${url.search}`;
}
