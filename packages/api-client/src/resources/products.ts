import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import { requestPage, type Page } from '../pagination.js';
import {
  ProductListQuerySchema,
  TermListQuerySchema,
  WcAttributeSchema,
  WcAttributeTermSchema,
  WcProductCategorySchema,
  WcProductSchema,
  WcProductTagSchema,
  type ProductListQuery,
  type TermListQuery,
  type WcAttribute,
  type WcAttributeTerm,
  type WcProduct,
  type WcProductCategory,
  type WcProductTag,
} from './products.schemas.js';

export {
  ProductListQuerySchema,
  TermListQuerySchema,
  WcAttributeSchema,
  WcAttributeTermSchema,
  WcImageSchema,
  WcProductAttributeSchema,
  WcProductCategorySchema,
  WcProductSchema,
  WcProductTagSchema,
  WcTermRefSchema,
} from './products.schemas.js';
export type {
  ProductListQuery,
  TermListQuery,
  WcAttribute,
  WcAttributeTerm,
  WcImage,
  WcProduct,
  WcProductAttribute,
  WcProductCategory,
  WcProductTag,
  WcTermRef,
} from './products.schemas.js';
export type { Page } from '../pagination.js';
export type { CallOptions, StoreHttp } from '../http.js';

const BASE = 'wp-json/wc/v3/products';

/** The catalogue: WooCommerce v3 products, categories, tags (brands) and attributes. */
export interface ProductsApi {
  /** One product by id; a missing id is a 404 {@link StoreApiError}. */
  get(id: number, options?: CallOptions): Promise<WcProduct>;
  /** The product with this slug, or `undefined` when there is none. */
  getBySlug(slug: string, options?: CallOptions): Promise<WcProduct | undefined>;
  /**
   * The products with these ids (at most 100), whatever their status, so a product unpublished
   * since it was put in a cart is seen as such; ids the store does not know are absent. Needs a
   * consumer key: `status=any` is refused without one.
   */
  byIds(ids: readonly number[], options?: CallOptions): Promise<WcProduct[]>;
  /** A page of products; the query keeps WooCommerce's names (`per_page`, `category`, `on_sale`…). */
  list(query?: ProductListQuery, options?: CallOptions): Promise<Page<WcProduct>>;
  /** A page of product categories. */
  categories(query?: TermListQuery, options?: CallOptions): Promise<Page<WcProductCategory>>;
  /** A page of product tags, which the shop uses as brands. */
  tags(query?: TermListQuery, options?: CallOptions): Promise<Page<WcProductTag>>;
  /** Same as {@link ProductsApi.tags}: the shop's brands are WooCommerce tags. */
  brands(query?: TermListQuery, options?: CallOptions): Promise<Page<WcProductTag>>;
  /** Every global attribute (WooCommerce does not paginate them). */
  attributes(options?: CallOptions): Promise<WcAttribute[]>;
  /** A page of the terms of one attribute. */
  attributeTerms(
    attributeId: number,
    query?: TermListQuery,
    options?: CallOptions,
  ): Promise<Page<WcAttributeTerm>>;
}

/** Creates the products resource on a transport from `createStoreHttp`. */
export function createProductsApi(http: StoreHttp): ProductsApi {
  /** A page of the terms listed at `path`, which WooCommerce filters and sorts alike. */
  function termPage<T>(
    path: string,
    schema: z.ZodType<T>,
    query: TermListQuery | undefined,
    options: CallOptions | undefined,
  ): Promise<Page<T>> {
    return requestPage(http, {
      method: 'GET',
      path,
      query: TermListQuerySchema.parse(query ?? {}),
      schema: z.array(schema),
      signal: options?.signal,
    });
  }

  function tags(query?: TermListQuery, options?: CallOptions): Promise<Page<WcProductTag>> {
    return termPage(`${BASE}/tags`, WcProductTagSchema, query, options);
  }

  return {
    async get(id, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `${BASE}/${encodeURIComponent(String(id))}`,
        schema: WcProductSchema,
        signal: options?.signal,
      });
      return data;
    },
    async getBySlug(slug, options) {
      const { data } = await http.request({
        method: 'GET',
        path: BASE,
        query: { slug },
        schema: z.array(WcProductSchema),
        signal: options?.signal,
      });
      return data[0];
    },
    async byIds(ids, options) {
      const { data } = await http.request({
        method: 'GET',
        path: BASE,
        query: { include: ids, per_page: 100, status: 'any' },
        schema: z.array(WcProductSchema),
        signal: options?.signal,
      });
      return data;
    },
    list(query, options) {
      return requestPage(http, {
        method: 'GET',
        path: BASE,
        query: ProductListQuerySchema.parse(query ?? {}),
        schema: z.array(WcProductSchema),
        signal: options?.signal,
      });
    },
    categories(query, options) {
      return termPage(`${BASE}/categories`, WcProductCategorySchema, query, options);
    },
    tags,
    brands: tags,
    async attributes(options) {
      const { data } = await http.request({
        method: 'GET',
        path: `${BASE}/attributes`,
        schema: z.array(WcAttributeSchema),
        signal: options?.signal,
      });
      return data;
    },
    attributeTerms(attributeId, query, options) {
      return termPage(
        `${BASE}/attributes/${encodeURIComponent(String(attributeId))}/terms`,
        WcAttributeTermSchema,
        query,
        options,
      );
    },
  };
}
