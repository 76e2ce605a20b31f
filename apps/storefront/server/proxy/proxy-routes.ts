/**
 * The proxy's allowlist: what a browser may ask the store for through the shop server, and how.
 * Everything not matched here is refused before any byte goes upstream (reliability A2, E1).
 * Nothing under wc/v3 is written through it: customers and orders are written by the shop
 * server's own endpoints (`/api/cuenta`, `/api/pedidos`) with its write key.
 */
export type ProxyRoute =
  /** Public catalogue reads signed with the shop's key (categories, tags, attributes, shipping). */
  | { kind: 'catalogue' }
  /** The product list: signed, and only published products. */
  | { kind: 'product-list' }
  /** One product: signed, and a product that is not published answers as unknown. */
  | { kind: 'product' }
  /** A product's variations (or one): signed, and only while the product is published. */
  | { kind: 'variations'; productId: number; single: boolean }
  /** Public WordPress content (cashback, pages): no key. */
  | { kind: 'content' }
  /** CoCart cart calls: no key, the shopper's bearer or cart_key, client prices stripped (G1). */
  | { kind: 'cart' }
  /** The JWT account API: no key, passed as is. */
  | { kind: 'account' }
  /** Our store extension's contact form: no key, passed as is (the store validates it). */
  | { kind: 'contact' }
  /** Our store extension's back-in-stock alerts: ask and confirm, no key, passed as is (#29). */
  | { kind: 'stock-alert' }
  /** The token user's own customer record, read with the key (the shop server writes it). */
  | { kind: 'customer'; id: number }
  | { kind: 'order-list' }
  | { kind: 'order'; id: number }
  | { kind: 'coupon-lookup' }
  | { kind: 'payment-gateways'; single: boolean }
  /** A known resource used in a way the shop never needs (list customers, write products). */
  | { kind: 'forbidden' }
  | { kind: 'unknown' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Rule = [Method, RegExp, (match: RegExpExecArray) => ProxyRoute];

const id = (match: RegExpExecArray): number => Number(match[1]);

// `\d` ids start at 1; shipping zone 0 is WooCommerce's "rest of the world".
const WC_RULES: Rule[] = [
  ['GET', /^products$/, () => ({ kind: 'product-list' })],
  ['GET', /^products\/[1-9]\d{0,15}$/, () => ({ kind: 'product' })],
  [
    'GET',
    /^products\/([1-9]\d{0,15})\/variations(\/[1-9]\d{0,15})?$/,
    (m) => ({ kind: 'variations', productId: id(m), single: m[2] !== undefined }),
  ],
  ['GET', /^products\/(?:categories|tags)(?:\/[1-9]\d{0,15})?$/, () => ({ kind: 'catalogue' })],
  [
    'GET',
    /^products\/attributes(?:\/[1-9]\d{0,15}(?:\/terms(?:\/[1-9]\d{0,15})?)?)?$/,
    () => ({ kind: 'catalogue' }),
  ],
  ['GET', /^customers\/([1-9]\d{0,15})$/, (m) => ({ kind: 'customer', id: id(m) })],
  ['GET', /^orders$/, () => ({ kind: 'order-list' })],
  ['GET', /^orders\/([1-9]\d{0,15})$/, (m) => ({ kind: 'order', id: id(m) })],
  ['GET', /^coupons$/, () => ({ kind: 'coupon-lookup' })],
  [
    'GET',
    /^shipping\/zones(?:\/(?:0|[1-9]\d{0,9})(?:\/(?:methods|locations))?)?$/,
    () => ({ kind: 'catalogue' }),
  ],
  [
    'GET',
    /^payment_gateways(\/[a-z0-9_-]{1,64})?$/,
    (m) => ({ kind: 'payment-gateways', single: m[1] !== undefined }),
  ],
];

const KNOWN_WC_RESOURCE =
  /^(?:products|customers|orders|coupons|shipping|payment_gateways)(?:\/|$)/;

function matchWc(method: string, path: string): ProxyRoute {
  for (const [ruleMethod, pattern, toRoute] of WC_RULES) {
    if (ruleMethod !== method) continue;
    const match = pattern.exec(path);
    if (match) return toRoute(match);
  }
  return KNOWN_WC_RESOURCE.test(path) ? { kind: 'forbidden' } : { kind: 'unknown' };
}

/**
 * Matches a request under `/wp-json/` (its route split into `segments`) against the allowlist.
 * HEAD is treated as GET, as WordPress does.
 */
export function matchProxyRoute(requestMethod: string, segments: string[]): ProxyRoute {
  const method = requestMethod === 'HEAD' ? 'GET' : requestMethod;
  const [namespace, version, ...rest] = segments;
  const path = rest.join('/');
  const api = `${namespace ?? ''}/${version ?? ''}`;
  if (api === 'wc/v3') return matchWc(method, path);
  if (api === 'cocart/v2' && /^cart(?:\/|$)/.test(path)) {
    return ['GET', 'POST', 'DELETE'].includes(method) ? { kind: 'cart' } : { kind: 'forbidden' };
  }
  if (api === 'api/v1' && path !== '') {
    return ['GET', 'POST', 'PUT'].includes(method) ? { kind: 'account' } : { kind: 'forbidden' };
  }
  if (api === 'vitrina/v1' && path === 'contact') {
    return method === 'POST' ? { kind: 'contact' } : { kind: 'forbidden' };
  }
  if (api === 'vitrina/v1' && /^stock-alerts(?:\/confirm)?$/.test(path)) {
    return method === 'POST' ? { kind: 'stock-alert' } : { kind: 'forbidden' };
  }
  if (api === 'wp/v2' && /^(?:cashback|pages)(?:\/|$)/.test(path)) {
    return method === 'GET' && /^(?:cashback|pages)(?:\/[1-9]\d{0,15})?$/.test(path)
      ? { kind: 'content' }
      : { kind: 'forbidden' };
  }
  return { kind: 'unknown' };
}
