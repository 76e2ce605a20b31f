import { COUPON_CODE_PATTERN } from '@vitrina/core';
import { refusalResponse } from '../endpoints/answers.js';
import type { CouponGuesses } from '../checkout/coupon-guesses.js';
import { forward, call, withoutEditContext, type Exchange } from './exchange.js';
import { emptyList, relay, storeUnavailable } from './relay.js';
import {
  isPublishedProduct,
  productOfVariation,
  publicCoupons,
  publicGateway,
  publicGateways,
} from './response-filters.js';
import { forbidden, notFound, wpErrorResponse } from './store-errors.js';
import { storeRefusal } from './store-refusal.js';
import { readUpstreamJson } from './store-upstream.js';

/** Categories, tags, attributes, shipping zones: signed, cacheable. */
export function readCatalogue(ex: Exchange): Promise<Response> {
  return forward(ex, { signed: true, query: withoutEditContext(ex.query) }, 'public');
}

/**
 * A list's query asking for published entries only, whatever it asked for: a shop manager's read
 * key would otherwise list drafts and private products or variations (#28).
 */
export function publishedOnly(query: URLSearchParams): URLSearchParams {
  const published = new URLSearchParams(query);
  published.delete('include_status');
  published.delete('exclude_status');
  published.set('status', 'publish');
  return published;
}

/** The product list, published products only whatever the client asks for. */
export function listProducts(ex: Exchange): Promise<Response> {
  return forward(
    ex,
    { signed: true, query: publishedOnly(withoutEditContext(ex.query)) },
    'public',
  );
}

/**
 * Product `id` as the browser's own read of it gets it (the same call, so the same cache entry,
 * which the store's webhook drops): whether it is published, or the store's refusal.
 */
async function isPublishedId(ex: Exchange, id: number): Promise<boolean | Response> {
  const upstream = await call(ex, {
    signed: true,
    method: 'GET',
    route: `wc/v3/products/${String(id)}`,
    query: new URLSearchParams(),
  });
  if (upstream.status === 404) {
    await upstream.body?.cancel();
    return false;
  }
  if (!upstream.ok) return storeRefusal(upstream, true);
  return isPublishedProduct(await readUpstreamJson(upstream));
}

/**
 * One product; a draft, pending or private one answers as a product that does not exist, and so
 * does a variation of a product that is not published (A5, #34).
 */
export async function readProduct(ex: Exchange): Promise<Response> {
  const upstream = await call(ex, { signed: true, query: withoutEditContext(ex.query) });
  if (!upstream.ok) return storeRefusal(upstream, true);
  const product = await readUpstreamJson(upstream);
  if (!isPublishedProduct(product)) return notFound();
  const parentId = productOfVariation(product);
  const parent = parentId === undefined ? true : await isPublishedId(ex, parentId);
  if (parent instanceof Response) return parent;
  return parent ? relay(upstream, 'public', JSON.stringify(product)) : notFound();
}

/**
 * A product's variations, or one of them, while the product is published: otherwise its list is
 * empty and a variation of it answers as one that does not exist, as for an unknown product
 * (#34). Only published variations are listed or read.
 */
export async function readVariations(
  ex: Exchange,
  productId: number,
  single: boolean,
): Promise<Response> {
  const parent = await isPublishedId(ex, productId);
  if (parent instanceof Response) return parent;
  if (!parent) return single ? notFound() : emptyList();
  const query = withoutEditContext(ex.query);
  if (!single) return forward(ex, { signed: true, query: publishedOnly(query) }, 'public');
  const upstream = await call(ex, { signed: true, query });
  if (!upstream.ok) return storeRefusal(upstream, true);
  const variation = await readUpstreamJson(upstream);
  return isPublishedProduct(variation)
    ? relay(upstream, 'public', JSON.stringify(variation))
    : notFound();
}

/** A coupon looked up by its code, with its terms only; an unknown code counts as a guess (G7). */
export async function lookUpCoupon(ex: Exchange, guesses: CouponGuesses): Promise<Response> {
  const code = ex.query.get('code');
  if (code === null || !COUPON_CODE_PATTERN.test(code)) return forbidden();
  const scopes = ex.forwardedFor === undefined ? [] : [`ip:${ex.forwardedFor}`];
  const refusal = await guesses.blocked(scopes);
  if (refusal) return refusalResponse(refusal);
  const upstream = await call(ex, { signed: true, query: new URLSearchParams({ code }) });
  if (!upstream.ok) return storeRefusal(upstream, true);
  const coupons = publicCoupons(await readUpstreamJson(upstream));
  if (coupons === undefined) return storeUnavailable();
  if (coupons.length === 0) await guesses.count(scopes, 1);
  return relay(upstream, 'private', JSON.stringify(coupons));
}

/** The enabled payment gateways (or one), without their settings. */
export async function readPaymentGateways(ex: Exchange, single: boolean): Promise<Response> {
  const upstream = await call(ex, { signed: true, query: new URLSearchParams() });
  if (!upstream.ok) return storeRefusal(upstream, true);
  const body = await readUpstreamJson(upstream);
  const visible = single ? publicGateway(body) : publicGateways(body);
  if (visible === undefined) {
    return single
      ? wpErrorResponse(
          404,
          'woocommerce_rest_payment_gateway_invalid_id',
          'Método de pago no válido.',
        )
      : storeUnavailable();
  }
  return relay(upstream, 'public', JSON.stringify(visible));
}
