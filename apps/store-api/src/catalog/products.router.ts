import { Hono, type Context } from 'hono';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { publicOrigin } from '../http/public-origin.js';
import { parseOr } from '../http/validate.js';
import { invalidProductId, isAdministrator, pathId, setPageHeaders } from './catalog-http.js';
import { ListingCache } from './listing-cache.js';
import { serializeProducts } from './product-announcements.js';
import { ProductListQuerySchema, type ProductListQuery } from './product-query.schemas.js';
import { findProduct, listProducts } from './product-repository.js';
import { isPublished } from './published.js';

const utf8 = new TextEncoder();

/**
 * Reading products: a page of the catalogue, kept as its bytes until the catalogue changes, and
 * one product. The read-only key sees published products only; an administrator's key sees all.
 */
export function productsRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const listings = new ListingCache(deps.sqlite);

  /** The statuses a caller may list: published only, unless an administrator asks for more. */
  const visibleStatuses = (c: Context<AppEnv>, status: ProductListQuery['status']) => {
    const admin = isAdministrator(c);
    return admin && status && status !== 'any'
      ? [status]
      : admin
        ? (['publish', 'draft', 'private'] as const)
        : (['publish'] as const);
  };

  router.get('/products', async (c) => {
    const query = parseOr(ProductListQuerySchema, c.req.query());
    const statuses = visibleStatuses(c, query.status);
    const key = `${statuses.join(',')} ${publicOrigin(c, deps.config)} ${JSON.stringify(query)}`;
    const version = listings.currentVersion();
    let listing = listings.get(key);
    if (!listing) {
      const { rows, total } = await listProducts(deps.db, query, statuses);
      listing = {
        body: utf8.encode(JSON.stringify(await serializeProducts(c, deps, rows))),
        total,
      };
      listings.set(key, version, listing);
    }
    setPageHeaders(c, listing.total, query.per_page);
    return c.body(listing.body, 200, { 'Content-Type': 'application/json' });
  });

  router.get('/products/:id{[0-9]+}', async (c) => {
    const product = await findProduct(deps.db, pathId(c, 'id', invalidProductId));
    // The read-only key reads what shoppers may see: a variation of a draft is unknown too (#34).
    if (!product || (!isAdministrator(c) && !(await isPublished(deps.db, product.id))))
      throw invalidProductId();
    const [json] = await serializeProducts(c, deps, [product]);
    return c.json(json);
  });

  return router;
}
