import { Hono } from 'hono';

import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { productAdminRouter } from './product-admin.router.js';
import { productsRouter } from './products.router.js';
import { taxonomyRouter } from './taxonomy.router.js';
import { variationsRouter } from './variations.router.js';

/**
 * WooCommerce REST v3 catalogue: products, categories, tags (brands), attributes and terms.
 * Every route needs a consumer key; the storefront's read-only key sees published products only.
 */
export function catalogRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const auth = requireConsumerKey(deps);
  router.use('/products', auth);
  router.use('/products/*', auth);
  return router
    .route('/', productsRouter(deps))
    .route('/', variationsRouter(deps))
    .route('/', taxonomyRouter(deps))
    .route('/', productAdminRouter(deps));
}
