import './spanish-validation.js';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { serverErrorResponse } from '../src/app/error-pages/server-error-response.js';
import type { ShopAppEnv } from './app-env.js';
import type { CatalogueCache } from './catalogue-cache/catalogue-cache.js';
import { cachedPageResponse } from './catalogue-cache/cached-page-response.js';
import type { PageCache, RenderPage } from './catalogue-cache/page-cache.js';
import { pageCacheControl, pageCacheKey } from './catalogue-cache/page-caching.js';
import { localCatalogueFeed, type CatalogueFeed } from './catalogue-cache/catalogue-feed.js';
import {
  SEEN_DELIVERIES,
  STORE_WEBHOOK_PATH,
  storeWebhook,
} from './catalogue-cache/store-webhook.js';
import { accountRoutes } from './account/account-routes.js';
import { cartTidies } from './checkout/cart-tidies.js';
import { checkoutRoutes } from './checkout/checkout-routes.js';
import { placedOrderRoutes } from './checkout/placed-order-routes.js';
import { couponGuesses, GUESSES, TEN_MINUTES } from './checkout/coupon-guesses.js';
import { shopStoreHttp } from './endpoints/shop-store.js';
import type { StoreWriteKey } from './endpoints/write-key.js';
import { clientFiles } from './client-files.js';
import { orderChangeRoutes } from './orders/order-change-routes.js';
import { CSP_REPORT_PATH, cspReportReceiver, type CspViolation } from './csp-reports.js';
import type { ShopConfig } from './env.js';
import { formPostedToPage } from './form-post.js';
import { badRequest, noRoute, wpErrorResponse } from './proxy/store-errors.js';
import type { StoreFetch } from './proxy/store-upstream.js';
import { isDisguisedWpJson } from './proxy/wp-json-path.js';
import { rawTarget } from './raw-target.js';
import { createReadiness, storeAnswers, type Readiness } from './readiness.js';
import { createWpJsonProxy } from './proxy/wp-json-proxy.js';
import { mediaPassThrough, MEDIA_PREFIX } from './media-pass-through.js';
import { metricsEndpoint, requestMetrics } from './metrics.js';
import { reviewRoutes } from './reviews/review-routes.js';
import { robotsTxt } from './robots.js';
import type { CatalogueSearch } from './search/catalogue-search.js';
import { searchRoutes } from './search/search-routes.js';
import { searchOfStore } from './search/shop-search.js';
import { compressPage } from './page-compression.js';
import { pathSpecificHeaders, securityHeaders } from './security-headers.js';
import type { ShopIdentitySource } from './shop-identity.js';
import { memorySharedState, type SharedState } from './shared-state/shared-state.js';
import { createShopperVerifier } from './shopper/verify-shopper.js';
import { sitemapXml } from './sitemap.js';
import { createServerStoreClient } from './store-client.js';

/** Renders one page; the nonce is the one the response's CSP allows. */
export type PageRenderer = (request: Request, nonce: string) => Promise<Response>;

export interface ShopAppOptions {
  config: ShopConfig;
  storeFetch: StoreFetch;
  /** The shop's own data, which the invoice's seller block prints. */
  identity: ShopIdentitySource;
  /** The catalogue cache in front of `storeFetch`, which the store's webhooks clear. */
  catalogueCache?: CatalogueCache | undefined;
  /** Rendered catalogue pages for anonymous requests, which the store's webhooks clear too. */
  pageCache?: PageCache | undefined;
  /** The product search, which the store's webhooks keep fresh; one on `storeFetch` otherwise. */
  catalogueSearch?: CatalogueSearch | undefined;
  renderPage: PageRenderer;
  /** `dist/client` in production; absent in development, where Vite serves the sources. */
  clientDir?: string | undefined;
  dev?: boolean;
  /** The read_write key the checkout creates orders with (`WC_WRITE_CONSUMER_KEY`). */
  writeKey?: StoreWriteKey | undefined;
  /** Receives Content-Security-Policy violations (logged by default). */
  onCspViolation?: (violation: CspViolation) => void;
  /** `/healthz` and `/readyz` (M7); by default the store is what the shop needs to be ready. */
  readiness?: Readiness | undefined;
  /** What the shop counts and remembers: this process's memory unless told (Redis, M1–M5). */
  state?: SharedState | undefined;
  /** How the store's product changes reach the caches; this instance's alone unless told (M1). */
  feed?: CatalogueFeed | undefined;
}

/** Request bodies the store ever needs are small; larger ones never reach it (F7). */
const MAX_BODY_BYTES = 64 * 1024;
/** A product's webhook payload holds the whole product, variations' ids and all. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * Refuses a body over `maxSize` with a Spanish 413, and closes the connection: the rest of the
 * body is never read, so the socket cannot carry the shopper's next request (it would be read
 * as the body's leftover bytes and reset, #28).
 */
const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      const refusal = wpErrorResponse(
        413,
        'rest_payload_too_large',
        'La solicitud es demasiado grande.',
      );
      refusal.headers.set('connection', 'close');
      return refusal;
    },
  });

/**
 * The shop server: security headers on everything, `/wp-json/*` through the allowlist proxy, the
 * build's static files, and every other GET rendered by the app.
 */
export function createShopApp(options: ShopAppOptions): Hono<ShopAppEnv> {
  const {
    config,
    storeFetch,
    identity,
    catalogueCache,
    pageCache,
    renderPage,
    clientDir,
    dev = false,
    onCspViolation,
    writeKey,
    state = memorySharedState(),
    readiness = createReadiness({ store: storeAnswers(storeFetch, config.storeUrl) }, state.checks),
  } = options;
  const catalogueSearch = options.catalogueSearch ?? searchOfStore(config, storeFetch);
  const feed =
    options.feed ??
    localCatalogueFeed({
      catalogueCache,
      pageCache,
      onProductChange: catalogueSearch.productChanged,
    });
  const app = new Hono<ShopAppEnv>();
  // One verifier of tokens for the proxy, the account and the checkout: a token checked by one is
  // remembered by the others.
  const verifier = createShopperVerifier({
    storeFor: (token) => shopStoreHttp(config, { token }),
    tokens: state.verifiedTokens,
  });
  const couponGuessing = couponGuesses(state.limits('coupons', GUESSES, TEN_MINUTES));
  // The carts orders are leaving after their answer: the checkout and the proxy's cart calls.
  const tidies = cartTidies(state.untakenLines, state.leavingCarts);
  app.use(requestMetrics);
  app.use(pathSpecificHeaders);
  app.use(securityHeaders(config, dev));

  // `rest_route` is WordPress's second way to name an API route; no page of ours takes it (A3).
  app.use(async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    for (const key of query.keys()) {
      if (key.toLowerCase() === 'rest_route') return badRequest('Parámetro no permitido.');
    }
    return next();
  });

  // A balancer's probes: alive, and ready for traffic (M7).
  app.get('/healthz', readiness.healthz);
  app.get('/readyz', readiness.readyz);
  app.get('/metrics', metricsEndpoint(config.metricsToken));
  app.post(CSP_REPORT_PATH, limitBody(MAX_BODY_BYTES), cspReportReceiver(onCspViolation));
  app.post(
    STORE_WEBHOOK_PATH,
    limitBody(MAX_WEBHOOK_BYTES),
    storeWebhook(config.webhookSecret, feed, state.seenKeys('webhooks', SEEN_DELIVERIES)),
  );
  app.all(
    '/wp-json/*',
    limitBody(MAX_BODY_BYTES),
    createWpJsonProxy(config, storeFetch, verifier, couponGuessing, tidies),
  );
  app.use('/api/*', limitBody(MAX_BODY_BYTES));
  app.route(
    '/api/pedidos',
    checkoutRoutes({
      config,
      verifier,
      writeKey,
      guesses: couponGuessing,
      tidies,
      onSoldOut: (productId) => void feed.productSoldOut(productId),
      state,
    }),
  );
  app.route('/api/pedidos', placedOrderRoutes({ config, verifier, writeKey, identity, state }));
  app.route('/api/pedidos', orderChangeRoutes({ config, verifier, writeKey }));
  app.route('/api/cuenta', accountRoutes({ config, verifier, writeKey }));
  app.route('/api/buscar', searchRoutes(catalogueSearch));
  app.route(
    '/api/resenas',
    reviewRoutes({
      config,
      verifier,
      writeKey,
      reader: createServerStoreClient(config, storeFetch),
      limits: state.limits,
    }),
  );
  app.get(`${MEDIA_PREFIX}*`, compress(), mediaPassThrough(config));
  app.get('/robots.txt', robotsTxt(config));
  app.get(
    '/sitemap.xml',
    compress(),
    sitemapXml(config, createServerStoreClient(config, storeFetch)),
  );
  app.all('*', async (c, next) => (isDisguisedWpJson(rawTarget(c)) ? noRoute() : next()));

  if (clientDir !== undefined) app.route('/', clientFiles(clientDir));

  /** The page, uncompressed, with its `Cache-Control`; the error page if the render threw. */
  const renderWithCaching: RenderPage = async (request, nonce) => {
    let rendered: Response;
    try {
      rendered = await renderPage(request, nonce);
    } catch (error) {
      console.error('render failed', error);
      return serverErrorResponse();
    }
    // A copy, because a Response made by Response.redirect() has read-only headers.
    const page = new Response(rendered.body, rendered);
    if (!page.headers.has('cache-control')) {
      const path = new URL(request.url).pathname;
      page.headers.set('cache-control', pageCacheControl(path, page.status, config));
    }
    return page;
  };
  app.get('*', async (c) => {
    const request = c.req.raw;
    const nonce = c.get('secureHeadersNonce') ?? '';
    const key = pageCache === undefined ? undefined : pageCacheKey(request, config);
    if (pageCache === undefined || key === undefined) {
      const page = await renderWithCaching(request, nonce);
      if (pageCache !== undefined) page.headers.set('cache-status', 'vitrina-pages; fwd=bypass');
      return compressPage(request, page);
    }
    const answer = await pageCache.answer(key, request, nonce, renderWithCaching);
    if ('page' in answer)
      return cachedPageResponse(request, answer.page, nonce, answer.cacheStatus);
    answer.rendered.headers.set('cache-status', answer.cacheStatus);
    return compressPage(request, answer.rendered);
  });
  const methodNotAllowed = () =>
    new Response('Método no permitido', { status: 405, headers: { allow: 'GET, HEAD' } });
  // An API path no route answers is not a page; a post anywhere else is a form (the proxy and
  // the report and webhook endpoints answered theirs above).
  app.post('/api/*', methodNotAllowed);
  app.post('*', (c) => formPostedToPage(new URL(c.req.url)));
  app.all('*', methodNotAllowed);
  return app;
}
