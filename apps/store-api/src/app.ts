import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';

import { areas } from './areas.js';
import type { Deps } from './deps.js';
import { faultHooks } from './faults/fault-hooks.js';
import { sweepUnpaidOrders } from './orders/unpaid-orders.js';
import type { AppEnv } from './http/env.js';
import { noRoute } from './http/errors.js';
import { jsonBody, MAX_BODY_BYTES, tooLarge } from './http/json-body.js';
import { sendError, sendThrown } from './http/respond.js';

/** Headers a browser may read from the store's answers. */
const EXPOSED_HEADERS = [
  'X-WP-Total',
  'X-WP-TotalPages',
  'CoCart-API-Cart-Key',
  'CoCart-API-Cart-Expiration',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
];

/**
 * Builds the store's HTTP app: shared middleware (CORS for the storefront only, body limits and
 * JSON parsing, no-store caching, nosniff), every area's router, WordPress's 404 and the error
 * handler that never leaks internals.
 */
export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    cors({
      origin: (origin) => (origin === deps.config.storefrontOrigin ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'CoCart-API-Cart-Key'],
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    // Private by default (J4); a route that may be cached says so itself.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => sendError(c, tooLarge()) }));
  app.use('*', jsonBody());
  if (deps.config.faults) app.use('*', faultHooks(deps));
  // An order left unpaid past the hold is cancelled before anyone reads, pays or places one.
  const sweep = sweepUnpaidOrders(deps);
  for (const path of [
    '/wp-json/wc/v3/orders',
    '/wp-json/wc/v3/orders/*',
    '/wp-json/wc-vitrina/v1/*',
    '/pasarela-prueba/*',
  ]) {
    app.use(path, sweep);
  }

  for (const area of areas) app.route(area.base, area.router(deps));

  app.notFound((c) => sendError(c, noRoute()));
  app.onError((error, c) => sendThrown(c, error, deps.log));
  return app;
}
