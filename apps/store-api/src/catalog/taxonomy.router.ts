import { Hono, type Context } from 'hono';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { itemLinks } from '../http/item-links.js';
import { publicOrigin } from '../http/public-origin.js';
import { parseOr } from '../http/validate.js';
import { invalidTermId, pathId, setPageHeaders } from './catalog-http.js';
import { TermListQuerySchema, type TermListQuery } from './product-query.schemas.js';
import {
  findAttribute,
  listAttributes,
  listCategories,
  listTags,
  listTerms,
  type TermPage,
} from './taxonomy-repository.js';

const categoryJson = (
  origin: string,
  row: Awaited<ReturnType<typeof listCategories>>['rows'][number],
) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  parent: row.parent,
  description: row.description,
  display: 'default',
  image: null,
  menu_order: row.menu_order,
  count: row.count,
  _links: itemLinks(origin, 'wc/v3/products/categories', row.id),
});

const tagJson = (origin: string, row: Awaited<ReturnType<typeof listTags>>['rows'][number]) => ({
  ...row,
  _links: itemLinks(origin, 'wc/v3/products/tags', row.id),
});

const attributeJson = (origin: string, row: { id: number; name: string; slug: string }) => ({
  ...row,
  type: 'select',
  order_by: 'menu_order',
  has_archives: false,
  _links: itemLinks(origin, 'wc/v3/products/attributes', row.id),
});

const termJson = (
  origin: string,
  attributeId: number,
  row: Awaited<ReturnType<typeof listTerms>>['rows'][number],
) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: '',
  menu_order: row.menu_order,
  count: row.count,
  _links: itemLinks(origin, `wc/v3/products/attributes/${String(attributeId)}/terms`, row.id),
});

function sendPage<T, R>(
  c: Context,
  page: TermPage<T>,
  perPage: number,
  toJson: (row: T) => R,
): Response {
  setPageHeaders(c, page.total, perPage);
  return c.json(page.rows.map(toJson));
}

/**
 * How the catalogue is sorted: categories, tags (brands), attributes and their terms, as
 * WooCommerce REST v3 lists them. The catalogue router asks for the consumer key.
 */
export function taxonomyRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const originOf = (c: Context): string => publicOrigin(c, deps.config);
  /** The list query that finds one term by its id. */
  const onlyIncluded = (id: number) => parseOr(TermListQuerySchema, { include: String(id) });

  /**
   * A taxonomy's list and its one-term read. WooCommerce reads one term as the list narrowed to
   * its id, so both answer the same fields and counts.
   */
  function termRoutes<T extends { id: number }, R>(
    path: string,
    list: (db: Deps['db'], query: TermListQuery) => Promise<TermPage<T>>,
    toJson: (origin: string, row: T) => R,
  ): void {
    router.get(`/${path}`, async (c) => {
      const query = parseOr(TermListQuerySchema, c.req.query());
      return sendPage(c, await list(deps.db, query), query.per_page, (row) =>
        toJson(originOf(c), row),
      );
    });

    router.get(`/${path}/:id`, async (c) => {
      const id = pathId(c, 'id', invalidTermId);
      const page = await list(deps.db, onlyIncluded(id));
      const row = page.rows[0];
      if (!row) throw invalidTermId();
      return c.json(toJson(originOf(c), row));
    });
  }

  termRoutes('products/categories', listCategories, categoryJson);
  termRoutes('products/tags', listTags, tagJson);

  router.get('/products/attributes', async (c) =>
    c.json((await listAttributes(deps.db)).map((row) => attributeJson(originOf(c), row))),
  );

  router.get('/products/attributes/:id', async (c) => {
    const attribute = await findAttribute(deps.db, pathId(c, 'id', invalidTermId));
    if (!attribute) throw invalidTermId();
    return c.json(attributeJson(originOf(c), attribute));
  });

  router.get('/products/attributes/:id/terms', async (c) => {
    const attribute = await findAttribute(deps.db, pathId(c, 'id', invalidTermId));
    if (!attribute) throw invalidTermId();
    const query = parseOr(TermListQuerySchema, c.req.query());
    return sendPage(c, await listTerms(deps.db, attribute.id, query), query.per_page, (row) =>
      termJson(originOf(c), attribute.id, row),
    );
  });

  return router;
}
