/** The only prefix the proxy answers, compared byte for byte (no case folding, no decoding). */
export const WP_JSON_PREFIX = '/wp-json/';

/**
 * A REST route is plain ASCII segments. Rejecting `%`, `.`, `\` and empty segments outright (rather
 * than decoding and normalising them) means `..`, `%2e%2e%2f`, `%2F` and `//` can never be read
 * one way here and another way upstream (reliability A3).
 */
const ROUTE_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/;

/** Query keys WordPress treats as instructions rather than filters (route, method, JSONP, auth). */
const FORBIDDEN_QUERY_KEY =
  /^(?:rest_route|consumer_key|consumer_secret|oauth_.*|_(?!fields$|embed$).*)$/i;

export type ProxyTarget =
  | { ok: true; segments: string[]; query: URLSearchParams }
  | { ok: false; reason: 'not-wp-json' | 'bad-path' | 'bad-query' };

/**
 * Reads the request target exactly as the client sent it (`/wp-json/wc/v3/products?per_page=4`),
 * before any URL parser has resolved dot segments or decoded escapes.
 */
export function parseProxyTarget(rawTarget: string): ProxyTarget {
  const queryStart = rawTarget.indexOf('?');
  const rawPath = queryStart === -1 ? rawTarget : rawTarget.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : rawTarget.slice(queryStart + 1);
  if (!rawPath.startsWith(WP_JSON_PREFIX)) return { ok: false, reason: 'not-wp-json' };
  const route = rawPath.slice(WP_JSON_PREFIX.length);
  if (!ROUTE_PATTERN.test(route)) return { ok: false, reason: 'bad-path' };
  const query = new URLSearchParams(rawQuery);
  for (const key of query.keys()) {
    if (FORBIDDEN_QUERY_KEY.test(key)) return { ok: false, reason: 'bad-query' };
  }
  return { ok: true, segments: route.replace(/\/$/, '').split('/'), query };
}

/**
 * True for a target that names the REST API in any other spelling than the exact prefix
 * (`/WP-JSON/`, `//wp-json/`, `/x/%77p-json/`) or starts with `//`: such a request is refused
 * rather than rendered as a page, so no reading of it can reach the store (A3).
 */
export function isDisguisedWpJson(rawTarget: string): boolean {
  const rawPath = rawTarget.split('?', 1)[0] ?? '';
  if (rawPath.startsWith(WP_JSON_PREFIX)) return false;
  if (rawPath.startsWith('//')) return true;
  try {
    return decodeURIComponent(rawPath).toLowerCase().includes('wp-json');
  } catch {
    return true;
  }
}
