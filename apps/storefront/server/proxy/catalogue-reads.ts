import { COUPON_CODE_PATTERN } from '@vitrina/core';
import { refusalResponse } from '../checkout/answers.js';
import type { CouponGuesses } from '../checkout/coupon-guesses.js';
import { forward, call, withoutEditContext, type Exchange } from './exchange.js';
import { relay, storeUnavailable } from './relay.js';
import {
  isPublishedProduct,
  publicCoupons,
  publicGateway,
  publicGateways,
} from './response-filters.js';
import { forbidden, wpErrorResponse } from './store-errors.js';
import { storeRefusal } from './store-refusal.js';
import { readUpstreamJson } from './store-upstream.js';

/** Categories, tags, attributes, variations, shipping zones: signed, cacheable. */
export function readCatalogue(ex: Exchange): Promise<Response> {
  return forward(ex, { signed: true, query: withoutEditContext(ex.query) }, 'public');
}

/**
 * A product list's query asking for published products only, whatever it asked for: a shop
 * manager's read key would otherwise list drafts and private products (#28).
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

/** One product; a draft, pending or private one answers as unknown, as it would without a key. */
export async function readProduct(ex: Exchange): Promise<Response> {
  const upstream = await call(ex, { signed: true, query: withoutEditContext(ex.query) });
  if (!upstream.ok) return storeRefusal(upstream, true);
  const product = await readUpstreamJson(upstream);
  return isPublishedProduct(product)
    ? relay(upstream, 'public', JSON.stringify(product))
    : wpErrorResponse(404, 'woocommerce_rest_product_invalid_id', 'ID no válido.');
}

/** A coupon looked up by its code, with its terms only; an unknown code counts as a guess (G7). */
export async function lookUpCoupon(ex: Exchange, guesses: CouponGuesses): Promise<Response> {
  const code = ex.query.get('code');
  if (code === null || !COUPON_CODE_PATTERN.test(code)) return forbidden();
  const scopes = ex.forwardedFor === undefined ? [] : [`ip:${ex.forwardedFor}`];
  const refusal = guesses.blocked(scopes);
  if (refusal) return refusalResponse(refusal);
  const upstream = await call(ex, { signed: true, query: new URLSearchParams({ code }) });
  if (!upstream.ok) return storeRefusal(upstream, true);
  const coupons = publicCoupons(await readUpstreamJson(upstream));
  if (coupons === undefined) return storeUnavailable();
  if (coupons.length === 0) guesses.count(scopes, 1);
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
