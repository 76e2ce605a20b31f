import { isStoreClientError, isStoreTimeoutError } from '@vitrina/api-client';
import type { Context } from 'hono';
import type { ShopAppEnv } from '../app-env.js';
import type { CartTidies } from '../checkout/cart-tidies.js';
import type { CouponGuesses } from '../checkout/coupon-guesses.js';
import { shopperAddress } from '../client-ip.js';
import type { ShopConfig } from '../env.js';
import { rawTarget } from '../raw-target.js';
import { logStoreFailure } from '../store-refusal-log.js';
import type { Shopper, ShopperVerifier } from '../shopper/verify-shopper.js';
import { afterOrderLeft } from './cart-after-order.js';
import { passThrough } from './cart-and-account.js';
import {
  listProducts,
  lookUpCoupon,
  readCatalogue,
  readPaymentGateways,
  readProduct,
  readVariations,
} from './catalogue-reads.js';
import { BodyError, forward, type Exchange } from './exchange.js';
import { matchProxyRoute, type ProxyRoute } from './proxy-routes.js';
import { internalError, storeTimeout, storeUnavailable } from './relay.js';
import { customerRecord, listOrders, readOrder } from './shopper-records.js';
import { badPath, forbidden, noRoute } from './store-errors.js';
import { passAccountCall } from './session-endings.js';
import { StoreUpstreamError, type StoreFetch } from './store-upstream.js';
import { parseProxyTarget } from './wp-json-path.js';

async function dispatch(
  ex: Exchange,
  route: ProxyRoute,
  verifier: ShopperVerifier,
  guesses: CouponGuesses,
  tidies: CartTidies,
): Promise<Response> {
  const user = (): Promise<Shopper> => verifier.verify(ex.c.req.raw.headers, ex.c.req.raw.signal);
  switch (route.kind) {
    case 'unknown':
      return noRoute();
    case 'forbidden':
      return forbidden();
    case 'cart':
      await afterOrderLeft(ex, verifier, tidies);
      return passThrough(ex, 'cart');
    case 'account':
      return passAccountCall(ex, verifier);
    case 'contact':
    case 'stock-alert':
      return passThrough(ex, 'account');
    case 'content':
      return forward(ex, { signed: false }, 'public');
    case 'catalogue':
      return readCatalogue(ex);
    case 'product-list':
      return listProducts(ex);
    case 'product':
      return readProduct(ex);
    case 'variations':
      return readVariations(ex, route.productId, route.single);
    case 'customer':
      return customerRecord(ex, await user(), route.id);
    case 'order-list':
      return listOrders(ex, await user());
    case 'order':
      return readOrder(ex, await user());
    case 'coupon-lookup':
      return lookUpCoupon(ex, guesses);
    case 'payment-gateways':
      return readPaymentGateways(ex, route.single);
  }
}

/**
 * What a thrown error means for the shopper. Only the store failing us is an outage (502, or 504
 * for a timeout); anything else is a fault of our own: logged with its stack and answered 500, so
 * a bug never hides behind "the store is unavailable".
 */
function failureResponse(error: unknown, request: Request): Response {
  if (error instanceof BodyError) return error.response;
  // The path only: a query may hold an order key.
  const where = `${request.method} ${new URL(request.url).pathname}`;
  if (error instanceof StoreUpstreamError) {
    if (error.failure === 'timeout') return storeTimeout();
    if (error.failure !== 'abandoned')
      console.warn(`the store call failed (${error.failure}): ${where}`);
    return storeUnavailable();
  }
  // The token's verification (server/shopper) asks the store through the api-client.
  if (isStoreClientError(error)) {
    logStoreFailure(`verifying a token for ${where}`, error);
    return isStoreTimeoutError(error) ? storeTimeout() : storeUnavailable();
  }
  console.error(`the proxy failed: ${where}`, error);
  return internalError();
}

/**
 * The `/wp-json/*` handler: checks the path, matches the allowlist, adds the shop's key where the
 * allowlist says so, and never lets the client choose the upstream host (reliability A2, A3, E1, G1).
 */
export function createWpJsonProxy(
  config: ShopConfig,
  storeFetch: StoreFetch,
  /** The shop's one token verification (server/shopper), shared with /api/cuenta and /api/pedidos. */
  verifier: ShopperVerifier,
  /** The shop's count of coupon guessing (G7), shared with /api/pedidos. */
  guesses: CouponGuesses,
  /** The carts orders are leaving after their answer (issue 40), shared with /api/pedidos. */
  tidies: CartTidies,
) {
  return async (c: Context<ShopAppEnv>): Promise<Response> => {
    const target = parseProxyTarget(rawTarget(c));
    if (!target.ok) return target.reason === 'not-wp-json' ? noRoute() : badPath();
    const route = matchProxyRoute(c.req.method, target.segments);
    const exchange: Exchange = {
      c,
      route: target.segments.join('/'),
      query: target.query,
      storeFetch,
      forwardedFor: shopperAddress(c, config.trustProxy),
    };
    try {
      return await dispatch(exchange, route, verifier, guesses, tidies);
    } catch (error) {
      return failureResponse(error, c.req.raw);
    }
  };
}
