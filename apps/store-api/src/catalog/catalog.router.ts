import { parseWooPrice } from '@vitrina/core';
import { Hono, type Context } from 'hono';

import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { publicOrigin } from '../http/public-origin.js';
import { parseOr } from '../http/validate.js';
import {
  PathIdSchema,
  ProductCreateSchema,
  ProductListQuerySchema,
  ProductUpdateSchema,
  TermListQuerySchema,
} from './product-query.schemas.js';
import { sendWebhooks } from '../webhooks/webhook-delivery.js';
import { announceProducts, serializeProducts } from './product-announcements.js';
import { findProduct, listProducts } from './product-repository.js';
import { slugify } from './slug.js';
import {
  findAttribute,
  listAttributes,
  listCategories,
  listTags,
  listTerms,
  type TermPage,
} from './taxonomy-repository.js';
import { ListingCache } from './listing-cache.js';

const invalidProductId = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_product_invalid_id', 'ID no válido.');
const invalidSalePrice = (): StoreError =>
  new StoreError(
    400,
    'woocommerce_rest_invalid_sale_price',
    'El precio rebajado debe ser menor que el precio normal.',
  );
const invalidTermId = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_term_invalid', 'El recurso no existe.');

const utf8 = new TextEncoder();

function setPageHeaders(c: Context, total: number, perPage: number): void {
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(Math.ceil(total / perPage)));
}

function isAdministrator(c: Context<AppEnv>): boolean {
  return c.get('apiKey')?.role === 'administrator';
}

function requireAdministrator(c: Context<AppEnv>, code: string): void {
  if (!isAdministrator(c)) {
    throw new StoreError(403, code, 'Lo siento, no puedes editar este recurso.');
  }
}

function pathId(c: Context, name: string, notFound: () => StoreError): number {
  const parsed = PathIdSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function termLinks(origin: string, path: string, id: number) {
  return {
    self: [{ href: `${origin}/wp-json/wc/v3/${path}/${String(id)}` }],
    collection: [{ href: `${origin}/wp-json/wc/v3/${path}` }],
  };
}

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
  _links: termLinks(origin, 'products/categories', row.id),
});

const tagJson = (origin: string, row: Awaited<ReturnType<typeof listTags>>['rows'][number]) => ({
  ...row,
  _links: termLinks(origin, 'products/tags', row.id),
});

const attributeJson = (origin: string, row: { id: number; name: string; slug: string }) => ({
  ...row,
  type: 'select',
  order_by: 'menu_order',
  has_archives: false,
  _links: termLinks(origin, 'products/attributes', row.id),
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
 * WooCommerce REST v3 catalogue: products, categories, tags (brands), attributes and terms.
 * Every route needs a consumer key; the storefront's read-only key sees published products only.
 */
export function catalogRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const auth = requireConsumerKey(deps);
  const originOf = (c: Context): string => publicOrigin(c, deps.config);
  const listings = new ListingCache(deps.sqlite);
  router.use('/products', auth);
  router.use('/products/*', auth);

  router.get('/products', async (c) => {
    const query = parseOr(ProductListQuerySchema, c.req.query());
    const admin = isAdministrator(c);
    const statuses =
      admin && query.status && query.status !== 'any'
        ? [query.status]
        : admin
          ? (['publish', 'draft', 'private'] as const)
          : (['publish'] as const);
    const key = `${statuses.join(',')} ${originOf(c)} ${JSON.stringify(query)}`;
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

  router.get('/products/categories', async (c) => {
    const query = parseOr(TermListQuerySchema, c.req.query());
    return sendPage(c, await listCategories(deps.db, query), query.per_page, (row) =>
      categoryJson(originOf(c), row),
    );
  });

  router.get('/products/categories/:id', async (c) => {
    const id = pathId(c, 'id', invalidTermId);
    const page = await listCategories(
      deps.db,
      parseOr(TermListQuerySchema, { include: String(id) }),
    );
    const row = page.rows[0];
    if (!row) throw invalidTermId();
    return c.json(categoryJson(originOf(c), row));
  });

  router.get('/products/tags', async (c) => {
    const query = parseOr(TermListQuerySchema, c.req.query());
    return sendPage(c, await listTags(deps.db, query), query.per_page, (row) =>
      tagJson(originOf(c), row),
    );
  });

  router.get('/products/tags/:id', async (c) => {
    const id = pathId(c, 'id', invalidTermId);
    const page = await listTags(deps.db, parseOr(TermListQuerySchema, { include: String(id) }));
    const row = page.rows[0];
    if (!row) throw invalidTermId();
    return c.json(tagJson(originOf(c), row));
  });

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
    return sendPage(c, await listTerms(deps.db, attribute.id, query), query.per_page, (row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: '',
      menu_order: row.menu_order,
      count: row.count,
      _links: termLinks(originOf(c), `products/attributes/${String(attribute.id)}/terms`, row.id),
    }));
  });

  router.get('/products/:id{[0-9]+}', async (c) => {
    const product = await findProduct(deps.db, pathId(c, 'id', invalidProductId));
    if (!product || (product.status !== 'publish' && !isAdministrator(c))) throw invalidProductId();
    const [json] = await serializeProducts(c, deps, [product]);
    return c.json(json);
  });

  router.post('/products', async (c) => {
    requireAdministrator(c, 'woocommerce_rest_cannot_create');
    const body = parseOr(ProductCreateSchema, c.get('jsonBody') ?? {});
    const regular = parseWooPrice(body.regular_price) ?? 0;
    const sale = parseWooPrice(body.sale_price);
    if (sale !== null && sale >= regular) throw invalidSalePrice();
    const now = new Date(deps.clock.now()).toISOString();
    const id = await deps.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const next = (taken?.id ?? 0) + 1;
      await trx
        .insertInto('products')
        .values({
          id: next,
          name: body.name,
          slug: `${slugify(body.name)}-${String(next)}`,
          type: 'simple',
          status: body.status,
          featured: 0,
          description: body.description,
          short_description: '',
          sku: body.sku,
          regular_price: regular,
          sale_price: sale,
          is_virtual: 0,
          manage_stock: body.manage_stock ? 1 : 0,
          stock_quantity: body.manage_stock ? body.stock_quantity : null,
          stock_status:
            body.manage_stock && body.stock_quantity !== null
              ? body.stock_quantity > 0
                ? 'instock'
                : 'outofstock'
              : body.stock_status,
          weight: '',
          length: '',
          width: '',
          height: '',
          menu_order: 0,
          date_created: now,
          date_modified: now,
        })
        .execute();
      for (const { id: categoryId } of body.categories) {
        await trx
          .insertInto('product_category_links')
          .values({ product_id: next, category_id: categoryId })
          .execute();
      }
      for (const { id: tagId } of body.tags) {
        await trx
          .insertInto('product_tag_links')
          .values({ product_id: next, tag_id: tagId })
          .execute();
      }
      return next;
    });
    const created = await findProduct(deps.db, id);
    if (!created) throw invalidProductId();
    const [json] = await serializeProducts(c, deps, [created]);
    await announceProducts(c, deps, 'product.created', [id]);
    return c.json(json, 201);
  });

  // WooCommerce keeps a product in the trash unless `force=true`; the store has no trash.
  router.delete('/products/:id{[0-9]+}', async (c) => {
    requireAdministrator(c, 'woocommerce_rest_cannot_delete');
    const id = pathId(c, 'id', invalidProductId);
    if (c.req.query('force') !== 'true') {
      throw new StoreError(
        501,
        'woocommerce_rest_trash_not_supported',
        'Los productos no se pueden enviar a la papelera: bórralos con force=true.',
      );
    }
    const product = await findProduct(deps.db, id);
    if (!product) throw invalidProductId();
    const [json] = await serializeProducts(c, deps, [product]);
    await deps.db.transaction().execute(async (trx) => {
      for (const table of [
        'product_category_links',
        'product_tag_links',
        'product_attribute_terms',
        'product_images',
        'product_meta',
      ] as const) {
        await trx.deleteFrom(table).where('product_id', '=', id).execute();
      }
      await trx.deleteFrom('products').where('id', '=', id).execute();
    });
    // WooCommerce's product.deleted carries the id alone.
    await sendWebhooks(deps, 'product.deleted', { id }, originOf(c));
    return c.json(json);
  });

  router.put('/products/:id{[0-9]+}', async (c) => {
    requireAdministrator(c, 'woocommerce_rest_cannot_edit');
    const id = pathId(c, 'id', invalidProductId);
    const update = parseOr(ProductUpdateSchema, c.get('jsonBody') ?? {});
    const product = await findProduct(deps.db, id);
    if (!product) throw invalidProductId();
    const regular =
      update.regular_price === undefined
        ? product.regular_price
        : (parseWooPrice(update.regular_price) ?? 0);
    const sale =
      update.sale_price === undefined ? product.sale_price : parseWooPrice(update.sale_price);
    if (sale !== null && sale >= regular) throw invalidSalePrice();
    const stockQuantity =
      update.stock_quantity === undefined ? product.stock_quantity : update.stock_quantity;
    await deps.db
      .updateTable('products')
      .set({
        name: update.name ?? product.name,
        regular_price: regular,
        sale_price: sale,
        stock_quantity: stockQuantity,
        stock_status:
          update.stock_status ??
          (product.manage_stock === 1 && stockQuantity !== null
            ? stockQuantity > 0
              ? 'instock'
              : 'outofstock'
            : product.stock_status),
        status: update.status ?? product.status,
        date_modified: new Date(deps.clock.now()).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const updated = await findProduct(deps.db, id);
    if (!updated) throw invalidProductId();
    const [json] = await serializeProducts(c, deps, [updated]);
    await announceProducts(c, deps, 'product.updated', [id]);
    return c.json(json);
  });

  return router;
}
