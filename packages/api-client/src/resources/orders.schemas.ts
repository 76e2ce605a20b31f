import * as z from 'zod';
import {
  WcAddressInputSchema,
  WcBillingSchema,
  WcMetaDataSchema,
  WcPriceSchema,
  WcShippingSchema,
} from './shared.schemas.js';

/** One product line of an order. WooCommerce sends `price` as a number and totals as strings. */
export const WcOrderLineItemSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  product_id: z.number(),
  variation_id: z.number().default(0),
  quantity: z.number(),
  subtotal: WcPriceSchema,
  total: WcPriceSchema,
  total_tax: WcPriceSchema.optional(),
  sku: z.string().nullable().optional(),
  price: z.union([z.number(), z.string()]).optional(),
  meta_data: z.array(WcMetaDataSchema).default([]),
});
export type WcOrderLineItem = z.infer<typeof WcOrderLineItemSchema>;

/** A shipping line of an order. */
export const WcOrderShippingLineSchema = z.looseObject({
  id: z.number().optional(),
  method_id: z.string(),
  method_title: z.string(),
  total: WcPriceSchema,
});

/** A coupon line of an order. */
export const WcOrderCouponLineSchema = z.looseObject({
  id: z.number().optional(),
  code: z.string(),
  discount: WcPriceSchema.optional(),
});

/**
 * A WooCommerce v3 order (`wc/v3/orders/{id}`). Dates not reached yet (`date_paid`,
 * `date_completed`) are `null`, as in the WooCommerce docs.
 */
export const WcOrderSchema = z.looseObject({
  id: z.number(),
  number: z.string().optional(),
  order_key: z.string(),
  status: z.string(),
  currency: z.string(),
  date_created: z.string().nullable().default(null),
  date_paid: z.string().nullable().default(null),
  date_completed: z.string().nullable().default(null),
  discount_total: WcPriceSchema.default('0'),
  shipping_total: WcPriceSchema.default('0'),
  total: WcPriceSchema,
  total_tax: WcPriceSchema.default('0'),
  customer_id: z.number().default(0),
  customer_note: z.string().default(''),
  billing: WcBillingSchema,
  shipping: WcShippingSchema,
  payment_method: z.string().default(''),
  payment_method_title: z.string().default(''),
  payment_url: z.string().optional(),
  meta_data: z.array(WcMetaDataSchema).default([]),
  line_items: z.array(WcOrderLineItemSchema).default([]),
  shipping_lines: z.array(WcOrderShippingLineSchema).default([]),
  coupon_lines: z.array(WcOrderCouponLineSchema).default([]),
});
export type WcOrder = z.infer<typeof WcOrderSchema>;

/**
 * `POST wc/v3/orders`. Only what the shopper chooses: products and quantities, addresses,
 * shipping method, coupons, payment method and the checkout's meta entries (delivery date,
 * schedule, coordinates, fiscal data). Prices and totals are the store's (G2), so there are none.
 */
export const OrderCreateInputSchema = z.strictObject({
  line_items: z
    .array(
      z.strictObject({
        product_id: z.number().int(),
        variation_id: z.number().int().optional(),
        quantity: z.number().int(),
        /** The price the shopper saw, so the store can refuse a changed price (409 `price_changed`, D4); never charged. */
        price: z.union([z.number(), z.string()]).optional(),
      }),
    )
    .min(1),
  billing: WcAddressInputSchema,
  shipping: WcAddressInputSchema.optional(),
  shipping_lines: z
    .array(
      z.strictObject({
        method_id: z.string(),
        method_title: z.string().optional(),
        instance_id: z.union([z.number().int(), z.string()]).optional(),
      }),
    )
    .optional(),
  coupon_lines: z.array(z.strictObject({ code: z.string() })).optional(),
  payment_method: z.string(),
  payment_method_title: z.string().optional(),
  customer_note: z.string().optional(),
  meta_data: z.array(z.strictObject({ key: z.string(), value: z.unknown() })).optional(),
});
export type OrderCreateInput = z.input<typeof OrderCreateInputSchema>;

/** Filters of `GET wc/v3/orders` for the signed-in customer's own orders. */
export const OrderListQuerySchema = z.strictObject({
  page: z.number().int().positive().optional(),
  per_page: z.number().int().min(1).max(100).optional(),
  status: z.string().optional(),
  order: z.enum(['asc', 'desc']).optional(),
  orderby: z.enum(['date', 'id', 'include', 'title', 'slug']).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
