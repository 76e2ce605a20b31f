import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import type { TermListQuery } from './product-query.schemas.js';

/** A term list page and its total, as the REST list endpoints need. */
export interface TermPage<T> {
  rows: T[];
  total: number;
}

/** The table that links products to each kind of term, and its term column. */
const TERM_LINKS = {
  product_category_links: 'category_id',
  product_tag_links: 'tag_id',
  product_attribute_terms: 'term_id',
} as const;

/**
 * A term's `count` as WooCommerce gives it: its published products. The query names its term
 * table `term`.
 */
function publishedCount(links: keyof typeof TERM_LINKS) {
  const linked = sql`SELECT l.product_id FROM ${sql.table(links)} l WHERE ${sql.ref(`l.${TERM_LINKS[links]}`)} = term.id`;
  return sql<number>`(SELECT count(*) FROM products p WHERE p.status = 'publish' AND p.id IN (${linked}))`.as(
    'count',
  );
}

function paginate<T>(rows: T[], query: TermListQuery): TermPage<T> {
  const start = (query.page - 1) * query.per_page;
  return { rows: rows.slice(start, start + query.per_page), total: rows.length };
}

/** What every term list filters and sorts on. */
interface ListedTerm {
  id: number;
  name: string;
  slug: string;
  count: number;
  menu_order?: number;
}

function matches(term: ListedTerm, query: TermListQuery): boolean {
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

function sortTerms<T extends ListedTerm>(terms: T[], query: TermListQuery): T[] {
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

/** The page of terms a list query asks for: filtered, sorted, then cut, as WooCommerce lists them. */
function termPage<T extends ListedTerm>(terms: T[], query: TermListQuery): TermPage<T> {
  return paginate(
    sortTerms(
      terms.filter((term) => matches(term, query)),
      query,
    ),
    query,
  );
}

/** Product categories with their published product counts, filtered, sorted and paged. */
export async function listCategories(db: Kysely<Database>, query: TermListQuery) {
  const rows = await db
    .selectFrom('product_categories as term')
    .select([
      'term.id',
      'term.name',
      'term.slug',
      'term.parent',
      'term.description',
      'term.menu_order',
    ])
    .select(publishedCount('product_category_links'))
    .execute();
  return termPage(
    rows.filter((row) => query.parent === undefined || row.parent === query.parent),
    query,
  );
}

/** Product tags (the brands) with their published product counts. */
export async function listTags(db: Kysely<Database>, query: TermListQuery) {
  const rows = await db
    .selectFrom('product_tags as term')
    .select(['term.id', 'term.name', 'term.slug', 'term.description'])
    .select(publishedCount('product_tag_links'))
    .execute();
  return termPage(rows, query);
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
    .selectFrom('attribute_terms as term')
    .select(['term.id', 'term.name', 'term.slug', 'term.menu_order'])
    .select(publishedCount('product_attribute_terms'))
    .where('term.attribute_id', '=', attributeId)
    .execute();
  return termPage(rows, query);
}
