import * as z from 'zod';
import { CentsSchema } from '../money/cents-schema.js';
import { StockStatusSchema } from '../product/product.js';

// Apart from `toCartItem`, so a page that shows a cart does not load zod with it.

/** One option of a line: its attribute's label and the option chosen (`./line-options.ts`). */
export const LineOptionSchema = z.object({ label: z.string(), value: z.string() });

/** The cart item types of spec §9: air conditioners, and everything else. */
const CartItemTypeSchema = z.enum(['AC', 'Other']);
/** "AC" for an air conditioner, "Other" otherwise. */
export type CartItemType = z.infer<typeof CartItemTypeSchema>;

/**
 * A cart item as the shop shows it (spec §3), built by {@link toCartItem}. Every amount is an
 * integer count of centavos.
 */
export const CartItemSchema = z.object({
  /** The CoCart line's `item_key`, used to change or remove the line. */
  cart_key: z.string().min(1),
  product_id: z.number().int().positive(),
  name: z.string(),
  /** Regular unit price in centavos; 0 when the product has none. */
  regular_price: CentsSchema,
  /** Sale unit price in centavos; 0 when the product is not on sale. */
  sale_price: CentsSchema,
  quantity: z.number().int().positive(),
  /** The first product image; `url` is `''` when the product has no image. */
  img: z.object({ alt: z.string(), url: z.string() }),
  stock_status: StockStatusSchema,
  /** Units the store has left; null when it does not count them. */
  stock_quantity: z.number().int().nonnegative().nullable(),
  /** Name of the product's first tag; `''` when it has no tags. */
  brand: z.string(),
  type: CartItemTypeSchema,
  /** The line total CoCart computed (quantity × price, after line discounts), in centavos. */
  total_item_price: CentsSchema,
  /**
   * A product with options: the options chosen, labelled (`Tamaño de pantalla` → `55"`), its
   * product's name as `name` (issue 29); `[]` for a product sold as it is.
   */
  options: z.array(LineOptionSchema),
  /**
   * The `cart_key` of the appliance this line is an installation for (issue 29), or null for a
   * line of its own; its quantity follows the appliance's.
   */
  installation_for: z.string().min(1).nullable(),
});
/** A cart item as the shop shows it. */
export type CartItem = z.infer<typeof CartItemSchema>;
