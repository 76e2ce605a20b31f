import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { Database } from '../db/schema.js';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { publicOrigin } from '../http/public-origin.js';
import { parseOr } from '../http/validate.js';
import { invalidProductId, isAdministrator, pathId, setPageHeaders } from './catalog-http.js';
import { requireAdministrator } from './product-admin.router.js';
import { announceProducts } from './product-announcements.js';
import { ProductUpdateSchema } from './product-query.schemas.js';
import { findProduct, type ProductRow } from './product-repository.js';
import { updateProduct } from './product-writes.js';
import { invalidVariationId, toWcVariation, variationOptions, variationsOf } from './variations.js';

/**
 * Query of `GET wc/v3/products/{id}/variations`: its pages and the status listed, as WooCommerce
 * filters it (the shop asks for published ones only); other filters are not used here.
 */
const VariationListQuerySchema = z.object({
  status: z.enum(['any', 'publish', 'draft', 'private']).default('any'),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'per_page debe estar entre 1 y 100.')
    .max(100, 'per_page debe estar entre 1 y 100.')
    .default(10),
  page: z.coerce.number().int().min(1, 'page debe ser 1 o mayor.').max(100_000).default(1),
});

/** The first image of each variation, by id. */
async function firstImages(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, never>();
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'id', 'position', 'name', 'alt'])
    .where('product_id', 'in', [...ids])
    .where('position', '=', 0)
    .execute();
  return new Map(rows.map(({ product_id, ...image }) => [product_id, image]));
}

/**
 * `wc/v3/products/{id}/variations` and `…/variations/{variation_id}`, as WooCommerce answers
 * them: a product without variations (or none at all) lists none; a variation of another
 * product is a 404 (issue 29). An administrator's key changes a variation with `PUT`.
 */
export function variationsRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const visible = (row: ProductRow | undefined, admin: boolean) =>
    row !== undefined && (row.status === 'publish' || admin);

  async function serialize(origin: string, parent: ProductRow, rows: readonly ProductRow[]) {
    const ids = rows.map((row) => row.id);
    const [options, images] = await Promise.all([
      variationOptions(deps.db, ids),
      firstImages(deps.db, ids),
    ]);
    const base = { storeOrigin: origin, storefrontUrl: deps.config.storefrontUrl };
    return rows.map((row) =>
      toWcVariation(row, parent.slug, options.get(row.id) ?? [], images.get(row.id), base),
    );
  }

  router.get('/products/:id{[0-9]+}/variations', async (c) => {
    const query = parseOr(VariationListQuerySchema, c.req.query());
    const admin = isAdministrator(c);
    const parent = await findProduct(deps.db, pathId(c, 'id', invalidProductId));
    const all =
      parent && visible(parent, admin) && parent.type === 'variable'
        ? (await variationsOf(deps.db, [parent.id])).filter(
            (row) => visible(row, admin) && (query.status === 'any' || row.status === query.status),
          )
        : [];
    const page = all.slice((query.page - 1) * query.per_page, query.page * query.per_page);
    setPageHeaders(c, all.length, query.per_page);
    return c.json(parent ? await serialize(publicOrigin(c, deps.config), parent, page) : []);
  });

  router.get('/products/:id{[0-9]+}/variations/:variation{[0-9]+}', async (c) => {
    const admin = isAdministrator(c);
    const parentId = pathId(c, 'id', invalidVariationId);
    const variation = await findProduct(deps.db, pathId(c, 'variation', invalidVariationId));
    const parent = await findProduct(deps.db, parentId);
    if (
      !parent ||
      !variation ||
      variation.type !== 'variation' ||
      variation.parent_id !== parentId ||
      !visible(parent, admin) ||
      !visible(variation, admin)
    ) {
      throw invalidVariationId();
    }
    const [json] = await serialize(publicOrigin(c, deps.config), parent, [variation]);
    return c.json(json);
  });

  // The owner's change to one variation (its stock, its prices), announced as a product's is: a
  // sold-out variation back in stock writes to whoever asked to hear of it (issue 29).
  router.put('/products/:id{[0-9]+}/variations/:variation{[0-9]+}', async (c) => {
    requireAdministrator(c, 'woocommerce_rest_cannot_edit');
    const parent = await findProduct(deps.db, pathId(c, 'id', invalidVariationId));
    const variation = await findProduct(deps.db, pathId(c, 'variation', invalidVariationId));
    if (!parent || variation?.type !== 'variation' || variation.parent_id !== parent.id) {
      throw invalidVariationId();
    }
    const update = parseOr(ProductUpdateSchema, c.get('jsonBody') ?? {});
    await updateProduct(deps.db, variation, update, deps.clock.now());
    const changed = (await findProduct(deps.db, variation.id)) ?? variation;
    const [json] = await serialize(publicOrigin(c, deps.config), parent, [changed]);
    await announceProducts(c, deps, 'product.updated', [variation.id]);
    return c.json(json);
  });

  return router;
}
