import { parseWooPrice } from '@vitrina/core';
import { z } from 'zod';

const ID_LIST = /^\d{1,9}(,\d{1,9}){0,99}$/;

/** A comma-separated list of ids (`"193"`, `"1001,1002"`), as WooCommerce takes them. */
const IdListSchema = z
  .string()
  .regex(ID_LIST, 'Debe ser una lista de números separados por comas.')
  .transform((text) => [...new Set(text.split(',').map(Number))]);

const BooleanTextSchema = z
  .enum(['true', 'false', '1', '0'], 'Debe ser true o false.')
  .transform((text) => text === 'true' || text === '1');

/** A price filter in major units (`"20000"`, `"19999.50"`), turned into cents. */
const PriceFilterSchema = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Debe ser un precio decimal positivo.')
  .transform((text) => parseWooPrice(text) ?? 0);

/** Query of `GET wc/v3/products` (unknown parameters are ignored, as WordPress does). */
export const ProductListQuerySchema = z.object({
  search: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional(),
  category: IdListSchema.optional(),
  tag: IdListSchema.optional(),
  include: IdListSchema.optional(),
  exclude: IdListSchema.optional(),
  on_sale: BooleanTextSchema.optional(),
  featured: BooleanTextSchema.optional(),
  slug: z.string().max(200).optional(),
  sku: z.string().max(100).optional(),
  min_price: PriceFilterSchema.optional(),
  max_price: PriceFilterSchema.optional(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']).optional(),
  /** A product type, as WooCommerce filters by it (a variation is never listed here). */
  type: z.enum(['simple', 'grouped', 'external', 'variable']).optional(),
  /** A global attribute's slug (`pa_btu`); with `attribute_term`, as WooCommerce filters one attribute. */
  attribute: z
    .string()
    .regex(/^pa_[a-z0-9_-]{1,60}$/, 'Debe ser el slug de un atributo global.')
    .optional(),
  attribute_term: IdListSchema.optional(),
  status: z.enum(['any', 'publish', 'draft', 'private']).optional(),
  orderby: z
    .enum(['date', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order'])
    .default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'per_page debe estar entre 1 y 100.')
    .max(100, 'per_page debe estar entre 1 y 100.')
    .default(10),
  page: z.coerce.number().int().min(1, 'page debe ser 1 o mayor.').max(100_000).default(1),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** Query of the taxonomy lists (`products/categories`, `products/tags`, attribute terms). */
export const TermListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  include: IdListSchema.optional(),
  parent: z.coerce.number().int().min(0).optional(),
  slug: z.string().max(200).optional(),
  hide_empty: BooleanTextSchema.optional(),
  orderby: z.enum(['id', 'include', 'name', 'slug', 'count', 'menu_order']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TermListQuery = z.infer<typeof TermListQuerySchema>;

/** A numeric id in a path (`products/{id}`). */
export const PathIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Body of `PUT wc/v3/products/{id}` (administrators only): the fields the fault tests change. */
export const ProductUpdateSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  regular_price: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .optional(),
  sale_price: z.union([z.literal(''), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)]).optional(),
  stock_quantity: z.number().int().min(0).max(1_000_000).nullable().optional(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']).optional(),
  status: z.enum(['publish', 'draft', 'private']).optional(),
});
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/**
 * Body of `POST wc/v3/products` (administrators only): a simple product with its prices,
 * categories, tags (brands) and stock, enough for a store owner's new product to reach the shop.
 */
export const ProductCreateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  regular_price: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  sale_price: z.union([z.literal(''), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)]).default(''),
  status: z.enum(['publish', 'draft', 'private']).default('publish'),
  description: z.string().max(20_000).default(''),
  sku: z.string().max(100).default(''),
  categories: z
    .array(z.object({ id: PathIdSchema }))
    .max(20)
    .default([]),
  tags: z
    .array(z.object({ id: PathIdSchema }))
    .max(20)
    .default([]),
  manage_stock: z.boolean().default(false),
  stock_quantity: z.number().int().min(0).max(1_000_000).nullable().default(null),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']).default('instock'),
});
export type ProductCreate = z.infer<typeof ProductCreateSchema>;
