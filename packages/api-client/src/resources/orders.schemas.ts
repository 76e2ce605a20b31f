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
  /** The variable product's name on a variation's line (its options are in `meta_data`). */
  parent_name: z.string().nullable().optional(),
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
 * A refund as the order lists it (`refunds`): its id, reason and amount as a negative decimal
 * (`"-10.00"`); its date and metas are read from `orders/{id}/refunds`.
 */
export const WcOrderRefundLineSchema = z.looseObject({
  id: z.number(),
  reason: z.string().default(''),
  total: WcPriceSchema,
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
  /**
   * The plugin's (and the embedded store's) field: the last instant (ISO 8601, UTC) the shopper
   * may cancel or move the order, by the owner's limit; `null` without a delivery window.
   */
  change_until: z.string().nullable().default(null),
  refunds: z.array(WcOrderRefundLineSchema).default([]),
});
export type WcOrder = z.infer<typeof WcOrderSchema>;

/**
 * A refund of an order (`wc/v3/orders/{id}/refunds`): its amount as a positive decimal, its
 * dates, reason and metas (the credit note's NCF the Vitrina plugin and the embedded store write)
 * and the lines it gave back, with negative quantities and totals.
 */
export const WcOrderRefundSchema = z.looseObject({
  id: z.number(),
  date_created: z.string().nullable().default(null),
  date_created_gmt: z.string().nullable().default(null),
  amount: WcPriceSchema,
  reason: z.string().default(''),
  refunded_by: z.number().optional(),
  refunded_payment: z.boolean().optional(),
  meta_data: z.array(WcMetaDataSchema).default([]),
  line_items: z
    .array(
      z.looseObject({
        id: z.number(),
        name: z.string(),
        product_id: z.number(),
        quantity: z.number(),
        total: WcPriceSchema,
      }),
    )
    .default([]),
});
export type WcOrderRefund = z.infer<typeof WcOrderRefundSchema>;

/**
 * `POST wc/v3/orders/{id}/refunds`, what the owner sends (wp-admin, or a key of theirs): the
 * amount, the reason, whether the gateway gives the money back itself (`api_refund`, WooCommerce's
 * default `true`: a gateway without automatic refunds then refuses; `false` is «Reembolso manual»)
 * and whether the refunded lines' units go back to stock (`api_restock`).
 */
export const RefundCreateInputSchema = z.strictObject({
  amount: WcPriceSchema,
  reason: z.string().optional(),
  api_refund: z.boolean().optional(),
  api_restock: z.boolean().optional(),
  line_items: z
    .array(
      z.strictObject({
        id: z.number().int(),
        quantity: z.number().int().optional(),
        refund_total: z.union([z.number(), WcPriceSchema]).optional(),
      }),
    )
    .optional(),
  meta_data: z.array(z.strictObject({ key: z.string(), value: z.json() })).optional(),
});
export type RefundCreateInput = z.input<typeof RefundCreateInputSchema>;

/**
 * A meta value WooCommerce keeps as sent: a scalar or JSON. The REST schema of `meta_data` takes
 * anything, but an object that is not JSON (a `Date`, `undefined`) would reach the store altered.
 */
const WcMetaValueInputSchema = z.json();

/**
 * `POST wc/v3/orders`, as WooCommerce's JSON schema checks it (a wrong JSON type is a 400
 * `rest_invalid_param` on a real store). Products and quantities, addresses, the shipping line,
 * coupons, the payment method and the checkout's meta entries (delivery date, schedule,
 * coordinates, fiscal data). A server that prices the order itself (the shop, G2) sends each
 * line's `price` and the shipping line's `total`; a real WooCommerce keeps them, the embedded
 * store checks them against its catalogue (409 `price_changed`).
 */
export const OrderCreateInputSchema = z.strictObject({
  /** The customer's id; 0 (or absent) for a guest. */
  customer_id: z.number().int().nonnegative().optional(),
  status: z.enum(['pending', 'processing', 'on-hold']).optional(),
  set_paid: z.boolean().optional(),
  line_items: z
    .array(
      z.strictObject({
        product_id: z.number().int(),
        variation_id: z.number().int().optional(),
        quantity: z.number().int(),
        /** The unit price the shop computed with: a real WooCommerce keeps it, the embedded store refuses a changed one (409 `price_changed`, D4). */
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
        /** A string: WooCommerce refuses a number here (`rest_invalid_param`). */
        instance_id: z.string().regex(/^\d+$/).optional(),
        /** The shipping cost as a decimal string (`"350.00"`). */
        total: WcPriceSchema.optional(),
      }),
    )
    .optional(),
  coupon_lines: z.array(z.strictObject({ code: z.string() })).optional(),
  payment_method: z.string(),
  payment_method_title: z.string().optional(),
  customer_note: z.string().optional(),
  meta_data: z.array(z.strictObject({ key: z.string(), value: WcMetaValueInputSchema })).optional(),
});
export type OrderCreateInput = z.input<typeof OrderCreateInputSchema>;

/** Filters of `GET wc/v3/orders`. */
export const OrderListQuerySchema = z.strictObject({
  /** Only orders created after this moment (ISO 8601). */
  after: z.iso.datetime({ offset: true }).optional(),
  page: z.number().int().positive().optional(),
  per_page: z.number().int().min(1).max(100).optional(),
  status: z.string().optional(),
  order: z.enum(['asc', 'desc']).optional(),
  orderby: z.enum(['date', 'id', 'include', 'title', 'slug']).optional(),
  /**
   * Only the orders of one checkout attempt (the `_vitrina_attempt` meta, the attempt also sent
   * as the order's `Idempotency-Key`, with `customer`): the Vitrina plugin's and the embedded
   * store's extension; a WooCommerce without the plugin ignores it.
   */
  vitrina_attempt: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
