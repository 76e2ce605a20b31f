import type { StoreCall } from '../proxy/store-upstream.js';

/**
 * The store's public catalogue: products (and their variations), categories, tags, attributes
 * and their terms, content pages, cashback. Shipping, coupons, payment gateways, carts, accounts,
 * customers and orders are never cached.
 */
const CATALOGUE_ROUTE =
  /^(?:wc\/v3\/products(?:\/[1-9]\d*(?:\/variations(?:\/[1-9]\d*)?)?|\/(?:categories|tags)(?:\/[1-9]\d*)?|\/attributes(?:\/[1-9]\d*(?:\/terms(?:\/[1-9]\d*)?)?)?)?|wp\/v2\/(?:pages|cashback)(?:\/[1-9]\d*)?)$/;

/**
 * What ties a request to one shopper: their token, a cart key in a header or in the query, an
 * order's key (`/Factura?clave=`).
 */
export const SHOPPER_HEADERS = ['authorization', 'cocart-api-cart-key'];
export const SHOPPER_QUERY_KEYS = ['cart_key', 'key', 'token', 'clave'];
const PRIVATE_HEADERS = [...SHOPPER_HEADERS, 'cookie'];

/**
 * The cache key of a call, or `undefined` when its answer must not be cached: not a GET, not a
 * catalogue route, or carrying anything of a shopper's. The key is the route and the query
 * sorted by name then value, so `?a=1&b=2` and `?b=2&a=1` share an entry, and whether the call
 * is signed (a signed answer may show what an unsigned one would not).
 */
export function catalogueKey(call: StoreCall): string | undefined {
  if (call.private === true) return undefined;
  if (call.method !== 'GET' || !CATALOGUE_ROUTE.test(call.route)) return undefined;
  if (PRIVATE_HEADERS.some((name) => call.headers.has(name))) return undefined;
  if (SHOPPER_QUERY_KEYS.some((name) => call.query.has(name))) return undefined;
  const query = [...call.query].sort(([a, x], [b, y]) =>
    a === b ? x.localeCompare(y) : a.localeCompare(b),
  );
  return `${call.signed ? 'signed' : 'open'} ${call.route}?${new URLSearchParams(query).toString()}`;
}

/** The product a single-product key is about (`wc/v3/products/12…`), if it is one. */
export function productOfKey(key: string): number | undefined {
  const match = /^\w+ wc\/v3\/products\/([1-9]\d*)(?:[/?])/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/**
 * Whether a change to product `id` (created, updated, deleted) may change the answer cached
 * under `key`: any product list (a list may hold it, or now should), its own record and
 * variations, and the categories, tags and attributes (their counts). Other products' own
 * records and the content pages stay.
 */
export function isAffectedByProduct(key: string, id: number): boolean {
  if (!key.includes(' wc/v3/products')) return false;
  const product = productOfKey(key);
  return product === undefined || product === id;
}
