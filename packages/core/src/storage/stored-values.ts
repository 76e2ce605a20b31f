import * as z from 'zod';

/** A stored token: a non-empty string without whitespace (anything else is treated as absent). */
export const StoredTokenSchema = z.string().regex(/^\S+$/);

/** A stored CoCart cart key: 1–64 URL-safe characters. */
export const StoredCartKeySchema = z.string().regex(/^[\w-]{1,64}$/);

/** A stored order id: the decimal text of a positive integer, read as a number. */
export const StoredOrderIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** A stored WooCommerce order key (`wc_order_…`). */
export const StoredOrderKeySchema = z.string().regex(/^wc_order_\w{1,64}$/);
