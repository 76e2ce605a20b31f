import * as z from 'zod';
import { CentsSchema } from '../money/cents-schema.js';
import { DEFAULT_SCHEDULE } from './delivery.js';

/** The shipping method cost before a method is chosen, as WooCommerce's string (spec §9). */
const DEFAULT_METHOD_COST = '0';

const coordinate = z.number().nullable().default(null);

/** The checkout's billing address (spec §3 `billing_address`). */
const CheckoutBillingAddressSchema = z.object({
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  address: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  sector: z.string().default(''),
  postcode: z.string().default(''),
  country: z.string().default('DO'),
  latitude: coordinate,
  longitude: coordinate,
  reference: z.string().default(''),
});

/** The checkout's delivery address and shipping method (spec §3 `shipping_address`). */
const CheckoutShippingAddressSchema = z.object({
  address: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  postcode: z.string().default(''),
  /** WooCommerce's shipping cost string; `"0"` until a method is chosen. */
  method_cost: z.string().default(DEFAULT_METHOD_COST),
  method_id: z.string().default(''),
  method_title: z.string().default(''),
  latitude: coordinate,
  longitude: coordinate,
  reference: z.string().default(''),
});

/**
 * The checkout's state (spec §3) without the spec's `time` and `products`, which nothing read
 * (the delivery window is `schedule`, the lines are the cart's), every field with its default, so `CheckoutStateSchema.parse({})`
 * is a fresh checkout: schedule "9:00 AM - 12:00 PM", method_cost "0", no order yet. `total` is in
 * centavos; `date` is `YYYY-MM-DD` once picked.
 */
export const CheckoutStateSchema = z.object({
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  social_id: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  hasCoupon: z.boolean().default(false),
  coupon: z.string().default(''),
  passport: z.string().default(''),
  rnc: z.string().default(''),
  trade_name: z.string().default(''),
  is_fiscal: z.boolean().default(false),
  billing_address: CheckoutBillingAddressSchema.prefault({}),
  shipping_address: CheckoutShippingAddressSchema.prefault({}),
  date: z.string().default(''),
  schedule: z.string().default(DEFAULT_SCHEDULE),
  order_id: z.number().int().positive().nullable().default(null),
  order_key: z.string().nullable().default(null),
  total: CentsSchema.default(0),
  isPartialPayment: z.boolean().default(false),
  isOrderPending: z.boolean().default(false),
});
/** The checkout's state. */
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;
