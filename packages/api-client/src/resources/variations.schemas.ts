import { StockStatusSchema } from '@vitrina/core';
import * as z from 'zod';
import { WcPriceSchema } from './shared.schemas.js';

/** One option of a variation: the attribute (`id` 0 for a product's own attribute) and its term. */
export const WcVariationAttributeSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string().optional(),
  option: z.string(),
});
export type WcVariationAttribute = z.infer<typeof WcVariationAttributeSchema>;

/** A variation's own image; WooCommerce sends `null` when it has none (the product's is shown). */
export const WcVariationImageSchema = z.looseObject({
  id: z.number().optional(),
  src: z.string(),
  name: z.string().optional(),
  alt: z.string().default(''),
});

/**
 * A variation of a variable product (`wc/v3/products/{id}/variations`): its own price, stock,
 * SKU and image, and the option it takes for each attribute of the product marked `variation`.
 * `name` is its options, `55", 110 V`, as WooCommerce 9+ writes it.
 */
export const WcVariationSchema = z.looseObject({
  id: z.number(),
  sku: z.string().default(''),
  price: WcPriceSchema.default(''),
  regular_price: WcPriceSchema.default(''),
  sale_price: WcPriceSchema.default(''),
  on_sale: z.boolean().default(false),
  status: z.string().default('publish'),
  purchasable: z.boolean().default(true),
  manage_stock: z.union([z.boolean(), z.literal('parent')]).default(false),
  stock_quantity: z.number().nullable().default(null),
  stock_status: StockStatusSchema,
  image: WcVariationImageSchema.nullable().default(null),
  attributes: z.array(WcVariationAttributeSchema).default([]),
  name: z.string().default(''),
  parent_id: z.number().optional(),
});
export type WcVariation = z.infer<typeof WcVariationSchema>;
