import * as z from 'zod';
import { isGuestCartKey } from '../cart/cart-key.js';

/** A stored token: a non-empty string without whitespace (anything else is treated as absent). */
export const StoredTokenSchema = z.string().regex(/^\S+$/);

/** A stored guest cart key, by the one rule of `isGuestCartKey`. */
export const StoredCartKeySchema = z.string().refine(isGuestCartKey);

/** A stored order id: the decimal text of a positive integer, read as a number. */
export const StoredOrderIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** A stored WooCommerce order key (`wc_order_…`). */
export const StoredOrderKeySchema = z.string().regex(/^wc_order_\w{1,64}$/);
