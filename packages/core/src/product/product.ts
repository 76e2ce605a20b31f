import * as z from 'zod';

/** WooCommerce's stock statuses. */
export const StockStatusSchema = z.enum(['instock', 'outofstock', 'onbackorder']);
/** Whether a product can be bought now, not at all, or on back order. */
export type StockStatus = z.infer<typeof StockStatusSchema>;

/** A product image as WooCommerce gives it (`images[]`). */
const ProductImageSchema = z.object({ src: z.string(), alt: z.string() });
/** A product image. */
export type ProductImage = z.infer<typeof ProductImageSchema>;

/**
 * The fields of a WooCommerce product the shop reads (spec §3): id, name, images[].src/alt,
 * regular_price, sale_price (WooCommerce decimal strings, `""` when unset), stock_status,
 * tags[].name (the first tag is the brand), categories[].id and attributes[].id. Unknown fields
 * are dropped. Also the shape of `product` inside the stored local cart.
 */
export const ProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  images: z.array(ProductImageSchema),
  regular_price: z.string(),
  sale_price: z.string(),
  stock_status: StockStatusSchema,
  /** Units left when the store counts them (an extension: a cart line says «quedan 3»). */
  stock_quantity: z.number().int().nullable().optional(),
  tags: z.array(z.object({ name: z.string() })),
  categories: z.array(z.object({ id: z.number().int() })),
  attributes: z.array(z.object({ id: z.number().int() })),
});
/** A product, reduced to the fields the shop reads. */
export type Product = z.infer<typeof ProductSchema>;
