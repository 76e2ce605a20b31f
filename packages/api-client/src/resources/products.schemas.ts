import { StockStatusSchema } from '@vitrina/core';
import * as z from 'zod';
import { WcIdSchema, WcMetaDataSchema, WcPriceSchema } from './shared.schemas.js';

/** A product image (`images[]`); WooCommerce sends `alt: ""` when none was written. */
export const WcImageSchema = z.looseObject({
  id: z.number().optional(),
  src: z.string(),
  name: z.string().optional(),
  alt: z.string().default(''),
});
export type WcImage = z.infer<typeof WcImageSchema>;

/** A category or tag reference inside a product. */
export const WcTermRefSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string().optional(),
});
export type WcTermRef = z.infer<typeof WcTermRefSchema>;

/** An attribute inside a product (`attributes[]`); `id` is 0 for custom attributes. */
export const WcProductAttributeSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string().optional(),
  position: z.number().optional(),
  visible: z.boolean().optional(),
  variation: z.boolean().optional(),
  options: z.array(z.string()).default([]),
});
export type WcProductAttribute = z.infer<typeof WcProductAttributeSchema>;

/**
 * A WooCommerce v3 product (`wc/v3/products/{id}`). It reads what the spec reads (id, name,
 * images, prices, stock_status, tags, categories, attributes) plus what a catalogue page needs,
 * and lets every other field through. `sale_price` is `""` when there is no sale, `images`
 * may be missing and the sale dates are `null` when unset, as in the WooCommerce docs.
 */
export const WcProductSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  permalink: z.string().optional(),
  type: z.string().default('simple'),
  status: z.string().optional(),
  description: z.string().default(''),
  short_description: z.string().default(''),
  sku: z.string().default(''),
  price: WcPriceSchema.default(''),
  regular_price: WcPriceSchema.default(''),
  sale_price: WcPriceSchema.default(''),
  date_on_sale_from: z.string().nullable().default(null),
  date_on_sale_to: z.string().nullable().default(null),
  on_sale: z.boolean().default(false),
  purchasable: z.boolean().optional(),
  stock_status: StockStatusSchema,
  stock_quantity: z.number().nullable().default(null),
  /** Whether the store counts the stock; when it does, `stock_quantity` limits an order. */
  manage_stock: z.boolean().default(false),
  categories: z.array(WcTermRefSchema).default([]),
  tags: z.array(WcTermRefSchema).default([]),
  images: z.array(WcImageSchema).default([]),
  attributes: z.array(WcProductAttributeSchema).default([]),
  variations: z.array(z.number()).default([]),
  related_ids: z.array(z.number()).default([]),
  /** Mean of the approved reviews' ratings, `"4.50"`; `"0"` or `"0.00"` with none. */
  average_rating: z.string().default('0'),
  /** How many approved reviews carry a rating. */
  rating_count: z.number().int().min(0).default(0),
  reviews_allowed: z.boolean().default(false),
  meta_data: z.array(WcMetaDataSchema).default([]),
});
export type WcProduct = z.infer<typeof WcProductSchema>;

/** A product category (`wc/v3/products/categories`); `image` is `null` when none is set. */
export const WcProductCategorySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  parent: z.number().default(0),
  description: z.string().default(''),
  count: z.number().default(0),
  image: z
    .looseObject({ src: z.string(), alt: z.string().default('') })
    .nullable()
    .default(null),
});
export type WcProductCategory = z.infer<typeof WcProductCategorySchema>;

/** A product tag (`wc/v3/products/tags`); the shop uses tags as brands. */
export const WcProductTagSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().default(''),
  count: z.number().default(0),
});
export type WcProductTag = z.infer<typeof WcProductTagSchema>;

/** A global product attribute (`wc/v3/products/attributes`), e.g. capacity in BTU. */
export const WcAttributeSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.string().default('select'),
  order_by: z.string().optional(),
  has_archives: z.boolean().optional(),
});
export type WcAttribute = z.infer<typeof WcAttributeSchema>;

/** A term of a global attribute (`…/attributes/{id}/terms`), e.g. `12000 BTU`. */
export const WcAttributeTermSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().default(''),
  menu_order: z.number().optional(),
  count: z.number().default(0),
});
export type WcAttributeTerm = z.infer<typeof WcAttributeTermSchema>;

const IdListSchema = z.array(WcIdSchema).readonly();

/**
 * Filters of `GET wc/v3/products`, with WooCommerce's own parameter names
 * (WooCommerce REST docs, "List all products").
 */
export const ProductListQuerySchema = z.strictObject({
  page: z.number().int().positive().optional(),
  per_page: z.number().int().min(1).max(100).optional(),
  search: z.string().optional(),
  slug: z.string().optional(),
  sku: z.string().optional(),
  type: z.enum(['simple', 'grouped', 'external', 'variable']).optional(),
  status: z.string().optional(),
  featured: z.boolean().optional(),
  category: WcIdSchema.optional(),
  /** One tag (brand) id, or several: WooCommerce lists products with any of them. */
  tag: z.union([WcIdSchema, IdListSchema]).optional(),
  attribute: z.string().optional(),
  attribute_term: WcIdSchema.optional(),
  on_sale: z.boolean().optional(),
  min_price: z.union([z.string(), z.number()]).optional(),
  max_price: z.union([z.string(), z.number()]).optional(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']).optional(),
  include: IdListSchema.optional(),
  exclude: IdListSchema.optional(),
  orderby: z
    .enum(['date', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order'])
    .optional(),
  order: z.enum(['asc', 'desc']).optional(),
  offset: z.number().int().nonnegative().optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

/** Filters of the term collections (categories, tags, attribute terms). */
export const TermListQuerySchema = z.strictObject({
  page: z.number().int().positive().optional(),
  per_page: z.number().int().min(1).max(100).optional(),
  search: z.string().optional(),
  slug: z.string().optional(),
  parent: z.number().int().nonnegative().optional(),
  include: IdListSchema.optional(),
  hide_empty: z.boolean().optional(),
  orderby: z
    .enum(['id', 'include', 'name', 'slug', 'term_group', 'description', 'count'])
    .optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type TermListQuery = z.input<typeof TermListQuerySchema>;
