import * as z from 'zod';
import { CoCartAmountSchema } from './shared.schemas.js';

/** One cart line of a CoCart v2 cart (`items[]`). */
export const CoCartItemSchema = z.looseObject({
  item_key: z.string(),
  id: z.number(),
  name: z.string(),
  title: z.string().optional(),
  price: CoCartAmountSchema.optional(),
  quantity: z.looseObject({
    value: z.number(),
    min_purchase: z.number().optional(),
    max_purchase: z.number().optional(),
  }),
  /**
   * `total` is a JSON number in major units (`18` is 18.00); CoCart 4.3.6 sends `subtotal` as a
   * string of minor units (`"1800"`), like the cart's `totals`.
   */
  totals: z.looseObject({
    subtotal: CoCartAmountSchema.optional(),
    subtotal_tax: z.number().optional(),
    total: z.number(),
    tax: z.number().optional(),
  }),
  slug: z.string().optional(),
  /**
   * The custom item data kept on the line (`[]` when none): an installation names its appliance's
   * item key here (issue 29). Read by core's `applianceKeyOf`.
   */
  cart_item_data: z.unknown().optional(),
  // CoCart sends `false` instead of a URL when the product has no image.
  featured_image: z.union([z.string(), z.literal(false)]).optional(),
});
export type CoCartItem = z.infer<typeof CoCartItemSchema>;

/** Totals of a CoCart v2 cart, as strings in minor units (`"3800"` is 38.00). */
export const CoCartTotalsSchema = z.looseObject({
  subtotal: CoCartAmountSchema,
  subtotal_tax: CoCartAmountSchema.optional(),
  discount_total: CoCartAmountSchema.optional(),
  shipping_total: CoCartAmountSchema.optional(),
  fee_total: CoCartAmountSchema.optional(),
  total: CoCartAmountSchema,
  total_tax: CoCartAmountSchema.optional(),
});
export type CoCartTotals = z.infer<typeof CoCartTotalsSchema>;

/**
 * A CoCart v2 cart (`GET cocart/v2/cart`, also the answer of add, update and remove). Reads
 * what the spec reads (`totals.total`, `totals.subtotal`, `items[]` with `id`, `item_key`,
 * `quantity.value`, `totals.total`) and the cart key; everything else passes through.
 */
export const CoCartCartSchema = z.looseObject({
  cart_hash: z.string().optional(),
  cart_key: z.union([z.string(), z.number()]).transform(String).optional(),
  currency: z
    .looseObject({ currency_code: z.string(), currency_minor_unit: z.number().optional() })
    .optional(),
  items: z.array(CoCartItemSchema).default([]),
  item_count: z.number().default(0),
  coupons: z.array(z.unknown()).default([]),
  totals: CoCartTotalsSchema,
  notices: z.unknown().optional(),
});
export type CoCartCart = z.infer<typeof CoCartCartSchema>;

/** The answer of `POST cart/clear`: CoCart 3 sends a plain message, later versions the cart. */
export const CoCartClearSchema = z.union([
  z.string(),
  CoCartCartSchema,
  z.looseObject({ message: z.string() }),
]);

const QuantitySchema = z.union([z.number(), z.string()]).transform(String);

/**
 * `POST cart/add-item`: `{id, quantity}`, numbers or strings, sent as strings as CoCart
 * expects, with a variable product's `variation` and the line's `item_data` when given. Prices
 * are never sent: the store prices every line (G1).
 */
export const AddCartItemInputSchema = z.strictObject({
  id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  quantity: QuantitySchema.default('1'),
  variation: z.record(z.string(), z.string()).optional(),
  /** Custom data kept on the line, e.g. core's `installationItemData` (it makes the line's key). */
  item_data: z.record(z.string(), z.string()).optional(),
});
export type AddCartItemInput = z.input<typeof AddCartItemInputSchema>;

/** `POST cart/item/{item_key}`: the new quantity, sent as a string. */
export const UpdateCartItemInputSchema = z.strictObject({ quantity: QuantitySchema });
