import { categoryTrail, getCategory, isCategoryId } from '@vitrina/core';
import type { SearchCategory, SearchFilters } from '../../src/lib/shop-api/search.js';
import type { IndexedProduct } from './search-document.js';
import type { WordMatch } from './word-index.js';

/** The rating «4 estrellas o más» keeps, as the listing's filter. */
const MIN_RATING = 4;
/** Categories the suggestions show above the products. */
const CATEGORIES_SHOWN = 3;

const inStock = (product: IndexedProduct) => product.summary.stockStatus !== 'outofstock';

type Order = (a: IndexedProduct, b: IndexedProduct) => number;

const ORDERS: Record<NonNullable<SearchFilters['orden']>, Order> = {
  'precio-asc': (a, b) => a.payableCents - b.payableCents,
  'precio-desc': (a, b) => b.payableCents - a.payableCents,
  recientes: (a, b) => b.createdAt - a.createdAt,
};

/** An out-of-stock product counts this much of its score: in stock first, when alike. */
const OUT_OF_STOCK_WEIGHT = 0.5;

/** A product found, with how well. */
export type Scored = { product: IndexedProduct; exact: number; score: number };

/**
 * Relevance: a SKU typed whole first, then the more words found as typed (a synonym, a typo or
 * the start of a word counts less), then the score, an out-of-stock product's halved, then the
 * newest.
 */
const byRelevance = (a: Scored, b: Scored) =>
  b.exact - a.exact ||
  b.score - a.score ||
  b.product.createdAt - a.product.createdAt ||
  a.product.summary.id - b.product.summary.id;

/** The products found, with their scores as relevance weighs them. */
export function scored(
  found: ReadonlyMap<number, WordMatch>,
  products: ReadonlyMap<number, IndexedProduct>,
): Scored[] {
  const all: Scored[] = [];
  for (const [id, { exact, score }] of found) {
    const product = products.get(id);
    if (product === undefined) continue;
    all.push({ product, exact, score: inStock(product) ? score : score * OUT_OF_STOCK_WEIGHT });
  }
  return all;
}

/**
 * The first `count` products from `start` in the order asked (relevance, or price or date with
 * relevance between equals). A first page is picked out without sorting every product found.
 */
export function pageInOrder(
  products: readonly Scored[],
  sort: SearchFilters['orden'],
  start: number,
  count: number,
): IndexedProduct[] {
  const order = sort === undefined ? undefined : ORDERS[sort];
  const compare = (a: Scored, b: Scored) =>
    (order ? order(a.product, b.product) : 0) || byRelevance(a, b);
  const wanted = start + count;
  let first: Scored[];
  if (wanted * 8 >= products.length) {
    first = [...products].sort(compare);
  } else {
    first = [];
    for (const product of products) {
      const last = first.at(-1);
      if (first.length === wanted && last !== undefined && compare(product, last) >= 0) continue;
      let low = 0;
      let high = first.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        const other = first[middle];
        if (other !== undefined && compare(other, product) <= 0) low = middle + 1;
        else high = middle;
      }
      first.splice(low, 0, product);
      if (first.length > wanted) first.pop();
    }
  }
  return first.slice(start, wanted).map(({ product }) => product);
}

/** Whether a product is filed under `category` or one of its sub-categories. */
function isIn(product: IndexedProduct, category: number): boolean {
  return product.summary.categoryIds.some(
    (id) =>
      id === category ||
      (isCategoryId(id) && categoryTrail(id).some((ancestor) => ancestor.id === category)),
  );
}

/** The products that pass the listing's filters: brands, price range, stock, rating, category. */
export function filtered(products: Scored[], filters: SearchFilters): Scored[] {
  const brands = filters.marca?.split(',');
  const min = filters.min === undefined ? undefined : filters.min * 100;
  const max = filters.max === undefined ? undefined : filters.max * 100;
  if (!brands && min === undefined && max === undefined && !filters.existencia) {
    if (!filters.estrellas && filters.categoria === undefined) return products;
  }
  return products.filter(
    ({ product }) =>
      (brands === undefined || brands.includes(product.summary.brandSlug ?? '')) &&
      (min === undefined || product.payableCents >= min) &&
      (max === undefined || product.payableCents <= max) &&
      (filters.existencia === undefined || inStock(product)) &&
      (filters.estrellas === undefined ||
        ((product.summary.rating?.count ?? 0) > 0 &&
          (product.summary.rating?.average ?? 0) >= MIN_RATING)) &&
      (filters.categoria === undefined || isIn(product, filters.categoria)),
  );
}

/** The shop's categories the products fall in, those holding the most first. */
export function categoriesOf(products: readonly Scored[]): SearchCategory[] {
  const counts = new Map<number, number>();
  for (const { product } of products) {
    for (const id of product.summary.categoryIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts]
    .flatMap(([id, count]) => {
      const category = getCategory(id);
      return category ? [{ id, name: category.name, count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, CATEGORIES_SHOWN);
}
