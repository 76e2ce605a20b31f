import type { ProductListQuery } from '@vitrina/api-client/products';
import { isCategoryId } from '@vitrina/core';
import { pageNumber, searchText, textUpTo } from '../../lib/search-params';
import type { SearchRequest } from '../../lib/shop-api/search';
import { MIN_RATING_FILTER, type ListingQuery } from './listing-rating';

// A listing's state lives in its URL (shareable, Back restores it). Read by hand like every
// route's search (lib/search-params.ts): a bad value is dropped, never an error page.

// The router parses `?marca=3m`-like values that look like JSON into numbers: take them back.
const asText = (raw: unknown) => (typeof raw === 'number' ? String(raw) : raw);

/** How a listing is ordered; absent means relevance. */
export const LISTING_SORTS = {
  relevancia: 'Relevancia',
  'precio-asc': 'Precio: de menor a mayor',
  'precio-desc': 'Precio: de mayor a menor',
  recientes: 'Más recientes',
} as const;
export type ListingSort = keyof typeof LISTING_SORTS;

/** The search parameters of a product listing (category, offers, brand, search results). */
export type ListingSearch = {
  page?: number | undefined;
  orden?: ListingSort | undefined;
  /** Brands' slugs, comma-separated (any of them). */
  marca?: string | undefined;
  /** Price range in whole pesos. */
  min?: number | undefined;
  max?: number | undefined;
  /** Only products in stock. */
  existencia?: 'si' | undefined;
  /** Only products rated 4 stars or more (see `listing-rating.ts`). */
  estrellas?: 4 | undefined;
  /** A sub-category id (offers, brand and search pages). */
  categoria?: number | undefined;
  /** An air conditioner's capacity: the slug of a `pa_btu` term. */
  btu?: string | undefined;
  /** The slug of a `pa_inverter` term. */
  inverter?: string | undefined;
  q?: string | undefined;
  /** Products picked on this list for comparing (ids, up to {@link COMPARE_MAX}). */
  comparar?: IdListText | undefined;
};

/** At most this many products side by side. */
export const COMPARE_MAX = 4;

/**
 * A list of product ids from the URL (`"1001,1002"`, or a lone id the router read as a number):
 * distinct positive ids, at most {@link COMPARE_MAX}; anything else is absent.
 */
export function readIdList(raw: unknown): number[] {
  const text = asText(raw);
  if (typeof text !== 'string' || !/^\d{1,9}(,\d{1,9}){0,9}$/.test(text)) return [];
  return [...new Set(text.split(',').map(Number))].filter((id) => id > 0).slice(0, COMPARE_MAX);
}

/**
 * An id list as the URL keeps it: `"1001,1002"`, or a lone id as a number, since the router
 * would write a string of digits as `"1001"` (quotes included) to keep it a string.
 */
export type IdListText = string | number;

/** The URL form of an id list; absent when empty. */
export function idListText(ids: readonly number[]): IdListText | undefined {
  if (ids.length === 0) return undefined;
  return ids.length === 1 ? ids[0] : ids.join(',');
}

/** Products per listing page: a multiple of 2, 3 and 4 columns. */
export const LISTING_PAGE_SIZE = 24;

const slug = (raw: unknown) => {
  const text = textUpTo(80)(asText(raw));
  return text !== undefined && /^[a-z0-9-]+$/.test(text) ? text : undefined;
};

function pesos(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000_000
    ? value
    : undefined;
}

/** Brand slugs from `?marca=lg,samsung` or a form's repeated `?marca=lg&marca=samsung`. */
function brandList(raw: unknown): string | undefined {
  const parts = (Array.isArray(raw) ? raw : [raw])
    .flatMap((entry) => {
      const text = asText(entry);
      return typeof text === 'string' ? text.split(',') : [];
    })
    .map((entry) => slug(entry))
    .filter((entry) => entry !== undefined);
  return parts.length === 0 ? undefined : [...new Set(parts)].slice(0, 20).join(',');
}

/** Reads a listing's URL search; unknown or malformed values are left out. */
export function readListingSearch(raw: Record<string, unknown>): ListingSearch {
  const orden = raw['orden'];
  const categoria = pesos(raw['categoria']);
  const min = pesos(raw['min']);
  const max = pesos(raw['max']);
  const btu = slug(raw['btu']);
  return {
    page: pageNumber(raw['page']),
    orden:
      typeof orden === 'string' && orden in LISTING_SORTS && orden !== 'relevancia'
        ? (orden as ListingSort)
        : undefined,
    marca: brandList(raw['marca']),
    min,
    max: max !== undefined && (min === undefined || max >= min) ? max : undefined,
    existencia: raw['existencia'] === 'si' ? 'si' : undefined,
    estrellas: String(raw['estrellas']) === '4' ? 4 : undefined,
    categoria: categoria !== undefined && isCategoryId(categoria) ? categoria : undefined,
    btu,
    // WooCommerce filters one attribute at a time: capacity wins over the inverter filter.
    inverter: btu === undefined ? slug(raw['inverter']) : undefined,
    q: searchText(asText(raw['q']))?.trim() || undefined,
    comparar: idListText(readIdList(raw['comparar'])),
  };
}

/** What a page lists before the shopper filters: its category, offers, a brand, a search. */
export type ListingScope = {
  category?: number;
  onSale?: true;
  brandSlug?: string;
  search?: string;
};

/** A term of a filterable attribute (a capacity, inverter yes/no). */
export type FilterTerm = { id: number; name: string; slug: string };
/** An attribute a listing can filter on, with its terms. */
export type FilterAttribute = { slug: string; terms: FilterTerm[] };

/** Lookups that turn URL slugs into the store's ids. */
export type ListingLookups = {
  brands: readonly { id: number; slug: string }[];
  btu: FilterAttribute | undefined;
  inverter: FilterAttribute | undefined;
};

const sortQuery: Record<ListingSort, Pick<ProductListQuery, 'orderby' | 'order'>> = {
  relevancia: { orderby: 'popularity', order: 'desc' },
  'precio-asc': { orderby: 'price', order: 'asc' },
  'precio-desc': { orderby: 'price', order: 'desc' },
  recientes: { orderby: 'date', order: 'desc' },
};

function attributeFilter(
  attribute: FilterAttribute | undefined,
  termSlug: string | undefined,
): Pick<ProductListQuery, 'attribute' | 'attribute_term'> | undefined {
  const term = attribute?.terms.find((candidate) => candidate.slug === termSlug);
  return attribute && term ? { attribute: attribute.slug, attribute_term: term.id } : undefined;
}

/**
 * The one `wc/v3/products` query of a listing page. An unknown brand slug lists nothing
 * (`include: [0]`) rather than everything.
 */
export function toProductListQuery(
  scope: ListingScope,
  search: ListingSearch,
  lookups: ListingLookups,
): ListingQuery {
  const brandSlugs = scope.brandSlug ? [scope.brandSlug] : (search.marca?.split(',') ?? []);
  const brandIds = lookups.brands
    .filter((brand) => brandSlugs.includes(brand.slug))
    .map((brand) => brand.id);
  const category = search.categoria ?? scope.category;
  return {
    per_page: LISTING_PAGE_SIZE,
    page: search.page ?? 1,
    ...sortQuery[search.orden ?? 'relevancia'],
    ...(category === undefined ? {} : { category }),
    ...(scope.onSale ? { on_sale: true } : {}),
    ...(brandSlugs.length === 0 ? {} : brandIds.length > 0 ? { tag: brandIds } : { include: [0] }),
    ...((scope.search ?? search.q) ? { search: scope.search ?? search.q } : {}),
    ...(search.min === undefined ? {} : { min_price: String(search.min) }),
    ...(search.max === undefined ? {} : { max_price: String(search.max) }),
    ...(search.existencia ? { stock_status: 'instock' as const } : {}),
    ...(search.estrellas ? { minRating: MIN_RATING_FILTER } : {}),
    ...(attributeFilter(lookups.btu, search.btu) ??
      attributeFilter(lookups.inverter, search.inverter) ??
      {}),
  };
}

/** The shop's search for a results page: its words, filters, sort and page (issue 38). */
export function toSearchRequest(search: ListingSearch): SearchRequest {
  const { q, page, orden, marca, min, max, existencia, estrellas, categoria } = search;
  return {
    q: q ?? '',
    page,
    orden: orden === 'relevancia' ? undefined : orden,
    marca,
    min,
    max,
    existencia,
    estrellas: estrellas === undefined ? undefined : '4',
    categoria,
  };
}

/** The URL of a listing with `search` (defined values only, in a stable order). */
export function listingHref(pathname: string, search: ListingSearch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && !(key === 'page' && value === 1)) query.set(key, String(value));
  }
  const text = query.toString();
  return text === '' ? pathname : `${pathname}?${text}`;
}

/** The URL of the comparison of `ids`. */
export function compareHref(ids: readonly number[]): string {
  const text = idListText(ids);
  return text === undefined ? '/comparar' : `/comparar?ids=${String(text)}`;
}
