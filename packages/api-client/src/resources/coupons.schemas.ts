import * as z from 'zod';
import { WcPriceSchema } from './shared.schemas.js';

/**
 * A WooCommerce v3 coupon (`wc/v3/coupons?code=`); `date_expires` is `null` when it never expires.
 * `used_by` holds the user ids and e-mails of past uses, as the per-user limit counts them.
 */
export const WcCouponSchema = z.looseObject({
  id: z.number(),
  code: z.string(),
  amount: WcPriceSchema,
  discount_type: z.string(),
  description: z.string().default(''),
  date_expires: z.string().nullable().default(null),
  date_expires_gmt: z.string().nullable().default(null),
  individual_use: z.boolean().default(false),
  minimum_amount: WcPriceSchema.default(''),
  maximum_amount: WcPriceSchema.default(''),
  usage_limit: z.number().nullable().default(null),
  usage_count: z.number().default(0),
  usage_limit_per_user: z.number().nullable().default(null),
  used_by: z.array(z.union([z.string(), z.number()])).default([]),
  email_restrictions: z.array(z.string()).default([]),
  free_shipping: z.boolean().default(false),
});
export type WcCoupon = z.infer<typeof WcCouponSchema>;
