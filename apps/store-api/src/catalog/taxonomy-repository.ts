import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import type { TermListQuery } from './product-query.schemas.js';

/** A term list page and its total, as the REST list endpoints need. */
export interface TermPage<T> {
  rows: T[];
  total: number;
}

const published = sql<number>`(SELECT count(*) FROM products p WHERE p.status = 'publish' AND p.id IN`;

function paginate<T>(rows: T[], query: TermListQuery): TermPage<T> {
  const start = (query.page - 1) * query.per_page;
  return { rows: rows.slice(start, start + query.per_page), total: rows.length };
}

function matches(
  term: { id: number; name: string; slug: string; count: number },
  query: TermListQuery,
): boolean {
  if (query.include && !query.include.includes(term.id)) return false;
  if (query.slug !== undefined && term.slug !== query.slug) return false;
  if (query.hide_empty && term.count === 0) return false;
  if (query.search) {
    const needle = query.search.toLocaleLowerCase('es');
    if (!term.name.toLocaleLowerCase('es').includes(needle) && !term.slug.includes(needle)) {
      return false;
    }
  }
  return true;
}

function sortTerms<
  T extends { id: number; name: string; slug: string; count: number; menu_order?: number },
>(terms: T[], query: TermListQuery): T[] {
  const sign = query.order === 'asc' ? 1 : -1;
  const include = query.include ?? [];
  const key = (term: T): number | string => {
    switch (query.orderby) {
      case 'id':
        return term.id;
      case 'include':
        return include.indexOf(term.id);
      case 'slug':
        return term.slug;
      case 'count':
        return term.count;
      case 'menu_order':
        return term.menu_order ?? 0;
      case 'name':
        return term.name.toLocaleLowerCase('es');
    }
  };
  return [...terms].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : a.id - b.id) * sign;
  });
}

/** Product categories with their published product counts, filtered, sorted and paged. */
export async function listCategories(db: Kysely<Database>, query: TermListQuery) {
  const rows = await db
    .selectFrom('product_categories as c')
    .select(['c.id', 'c.name', 'c.slug', 'c.parent', 'c.description', 'c.menu_order'])
    .select(
      sql<number>`${published} (SELECT l.product_id FROM product_category_links l WHERE l.category_id = c.id))`.as(
        'count',
      ),
    )
    .execute();
  const filtered = rows.filter(
    (row) => matches(row, query) && (query.parent === undefined || row.parent === query.parent),
  );
  return paginate(sortTerms(filtered, query), query);
}

/** Product tags (the brands) with their published product counts. */
export async function listTags(db: Kysely<Database>, query: TermListQuery) {
  const rows = await db
    .selectFrom('product_tags as t')
    .select(['t.id', 't.name', 't.slug', 't.description'])
    .select(
      sql<number>`${published} (SELECT l.product_id FROM product_tag_links l WHERE l.tag_id = t.id))`.as(
        'count',
      ),
    )
    .execute();
  return paginate(
    sortTerms(
      rows.filter((row) => matches(row, query)),
      query,
    ),
    query,
  );
}

/** Global product attributes. */
export function listAttributes(db: Kysely<Database>) {
  return db.selectFrom('product_attributes').select(['id', 'name', 'slug']).orderBy('id').execute();
}

/** One attribute, or undefined. */
export function findAttribute(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('product_attributes')
    .select(['id', 'name', 'slug'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The terms of one attribute with their published product counts. */
export async function listTerms(db: Kysely<Database>, attributeId: number, query: TermListQuery) {
  const rows = await db
    .selectFrom('attribute_terms as t')
    .select(['t.id', 't.name', 't.slug', 't.menu_order'])
    .select(
      sql<number>`${published} (SELECT l.product_id FROM product_attribute_terms l WHERE l.term_id = t.id))`.as(
        'count',
      ),
    )
    .where('t.attribute_id', '=', attributeId)
    .execute();
  return paginate(
    sortTerms(
      rows.filter((row) => matches(row, query)),
      query,
    ),
    query,
  );
}
