import { sql, type Kysely, type Selectable } from 'kysely';

import type { Database } from '../db/schema.js';
import type { CatalogTables } from './catalog.tables.js';
import type { ProductListQuery } from './product-query.schemas.js';

/**
 * The column each WooCommerce `orderby` sorts products by. `include` sorts them in the order of
 * the ids asked for, and by date when none were.
 */
const ORDER_COLUMNS = {
  date: 'p.date_created',
  id: 'p.id',
  title: 'p.name',
  slug: 'p.slug',
  price: 'p.price',
  popularity: 'p.total_sales',
  rating: 'p.average_rating',
  menu_order: 'p.menu_order',
} as const satisfies Record<Exclude<ProductListQuery['orderby'], 'include'>, string>;

/** A product row as stored. */
export type ProductRow = Selectable<CatalogTables['products']>;

/** A product's taxonomy terms, images, attributes and meta, loaded in batches. */
export interface ProductDetails {
  categories: { id: number; name: string; slug: string }[];
  tags: { id: number; name: string; slug: string }[];
  images: { id: number; position: number; name: string; alt: string }[];
  attributes: { id: number; name: string; slug: string; options: string[] }[];
  meta: { id: number; key: string; value: string }[];
  related_ids: number[];
}

/** Escapes LIKE wildcards so a search for `50%` looks for the text, not a pattern. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Category ids and all their descendants, as WooCommerce's category filter includes children. */
async function withDescendants(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  const all = await db.selectFrom('product_categories').select(['id', 'parent']).execute();
  const found = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of all) {
      if (found.has(category.parent) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return [...found];
}

/**
 * Lists products matching WooCommerce's filters, one page at a time, with the total count.
 * Every value reaches SQLite as a bound parameter (L3); sort columns come from a fixed map.
 */
export async function listProducts(
  db: Kysely<Database>,
  query: ProductListQuery,
  statuses: readonly ('publish' | 'draft' | 'private')[],
): Promise<{ rows: ProductRow[]; total: number }> {
  const categories = query.category ? await withDescendants(db, query.category) : undefined;
  let filtered = db
    .selectFrom('products as p')
    .where('p.status', 'in', statuses)
    .where('p.type', '!=', 'variation');
  if (query.search) {
    const pattern = likePattern(query.search);
    filtered = filtered.where(
      sql<boolean>`(p.name LIKE ${pattern} ESCAPE '\\' OR p.sku LIKE ${pattern} ESCAPE '\\' OR p.short_description LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (categories) {
    filtered = filtered.where('p.id', 'in', (eb) =>
      eb
        .selectFrom('product_category_links')
        .select('product_id')
        .where('category_id', 'in', categories),
    );
  }
  if (query.tag) {
    const tags = query.tag;
    filtered = filtered.where('p.id', 'in', (eb) =>
      eb.selectFrom('product_tag_links').select('product_id').where('tag_id', 'in', tags),
    );
  }
  if (query.include) filtered = filtered.where('p.id', 'in', query.include);
  if (query.exclude) filtered = filtered.where('p.id', 'not in', query.exclude);
  if (query.on_sale !== undefined) {
    // A variable product is on sale while one of its variations is (issue 29).
    const onSale = sql<boolean>`(p.sale_price IS NOT NULL OR p.id IN (SELECT parent_id FROM products WHERE type = 'variation' AND sale_price IS NOT NULL))`;
    filtered = filtered.where(query.on_sale ? onSale : sql<boolean>`NOT ${onSale}`);
  }
  if (query.featured !== undefined)
    filtered = filtered.where('p.featured', '=', query.featured ? 1 : 0);
  if (query.slug !== undefined) filtered = filtered.where('p.slug', '=', query.slug);
  if (query.sku !== undefined) filtered = filtered.where('p.sku', '=', query.sku);
  if (query.min_price !== undefined) filtered = filtered.where('p.price', '>=', query.min_price);
  if (query.max_price !== undefined) filtered = filtered.where('p.price', '<=', query.max_price);
  if (query.stock_status) filtered = filtered.where('p.stock_status', '=', query.stock_status);
  if (query.type) filtered = filtered.where('p.type', '=', query.type);
  if (query.attribute && query.attribute_term) {
    const { attribute, attribute_term: terms } = query;
    filtered = filtered.where('p.id', 'in', (eb) =>
      eb
        .selectFrom('product_attribute_terms as l')
        .innerJoin('attribute_terms as t', 't.id', 'l.term_id')
        .innerJoin('product_attributes as a', 'a.id', 't.attribute_id')
        .select('l.product_id')
        .where('a.slug', '=', attribute)
        .where('l.term_id', 'in', terms),
    );
  }

  const counted = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();

  const listed = filtered.selectAll('p');
  const include = query.include ?? [];
  const page =
    query.orderby === 'include' && include.length > 0
      ? listed.orderBy(sql`instr(${`,${include.join(',')},`}, ',' || p.id || ',')`, 'asc')
      : listed.orderBy(
          ORDER_COLUMNS[query.orderby === 'include' ? 'date' : query.orderby],
          query.order,
        );
  const rows = await page
    .orderBy('p.id', query.order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { rows, total: Number(counted.total) };
}

/** One product by id, whatever its status (the caller decides who may see it). */
export function findProduct(db: Kysely<Database>, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Loads the details of many products with one query per kind. */
export async function loadDetails(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, ProductDetails>> {
  const details = new Map<number, ProductDetails>(
    ids.map((id) => [
      id,
      { categories: [], tags: [], images: [], attributes: [], meta: [], related_ids: [] },
    ]),
  );
  if (ids.length === 0) return details;
  const list = [...ids];
  const [categories, tags, images, terms, meta] = await Promise.all([
    db
      .selectFrom('product_category_links as l')
      .innerJoin('product_categories as c', 'c.id', 'l.category_id')
      .select(['l.product_id', 'c.id', 'c.name', 'c.slug'])
      .where('l.product_id', 'in', list)
      .orderBy('c.parent')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('product_tag_links as l')
      .innerJoin('product_tags as t', 't.id', 'l.tag_id')
      .select(['l.product_id', 't.id', 't.name', 't.slug'])
      .where('l.product_id', 'in', list)
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('product_images')
      .select(['product_id', 'id', 'position', 'name', 'alt'])
      .where('product_id', 'in', list)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('product_attribute_terms as l')
      .innerJoin('attribute_terms as t', 't.id', 'l.term_id')
      .innerJoin('product_attributes as a', 'a.id', 't.attribute_id')
      .select(['l.product_id', 'a.id', 'a.name', 'a.slug', 't.name as term'])
      .where('l.product_id', 'in', list)
      .orderBy('a.id')
      .orderBy('t.menu_order')
      .execute(),
    db
      .selectFrom('product_meta')
      .select(['product_id', 'id', 'key', 'value'])
      .where('product_id', 'in', list)
      .orderBy('id')
      .execute(),
  ]);
  for (const { product_id, ...category } of categories)
    details.get(product_id)?.categories.push(category);
  for (const { product_id, ...tag } of tags) details.get(product_id)?.tags.push(tag);
  for (const { product_id, ...image } of images) details.get(product_id)?.images.push(image);
  for (const { product_id, ...entry } of meta) details.get(product_id)?.meta.push(entry);
  for (const { product_id, id, name, slug, term } of terms) {
    const attributes = details.get(product_id)?.attributes;
    const existing = attributes?.find((attribute) => attribute.id === id);
    if (existing) existing.options.push(term);
    else attributes?.push({ id, name, slug, options: [term] });
  }
  await addRelated(db, details);
  return details;
}

/** Related products: up to five others of the product's most specific category, as WooCommerce shows. */
async function addRelated(
  db: Kysely<Database>,
  details: Map<number, ProductDetails>,
): Promise<void> {
  const categoryOf = new Map<number, number>();
  for (const [id, detail] of details) {
    const specific = detail.categories.at(-1);
    if (specific) categoryOf.set(id, specific.id);
  }
  const categoryIds = [...new Set(categoryOf.values())];
  if (categoryIds.length === 0) return;
  const links = await db
    .selectFrom('product_category_links as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.category_id', 'l.product_id'])
    .where('l.category_id', 'in', categoryIds)
    .where('p.status', '=', 'publish')
    .orderBy('l.product_id')
    .execute();
  for (const [id, category] of categoryOf) {
    const related = links
      .filter((link) => link.category_id === category && link.product_id !== id)
      .slice(0, 5)
      .map((link) => link.product_id);
    details.get(id)?.related_ids.push(...related);
  }
}

/** A product's category ids; a variation's are its variable product's, as in WooCommerce. */
export async function productCategoryIds(
  db: Kysely<Database>,
  productId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_category_links as l', (join) =>
      join.on(
        sql<boolean>`l.product_id = CASE WHEN p.type = 'variation' THEN p.parent_id ELSE p.id END`,
      ),
    )
    .select('l.category_id')
    .where('p.id', '=', productId)
    .execute();
  return rows.map((row) => row.category_id);
}
