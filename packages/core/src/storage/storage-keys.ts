import * as z from 'zod';

/** Keys the shop keeps in `localStorage` (spec §3). */
export const LOCAL_STORAGE_KEYS = {
  /** The signed-in shopper's bearer token. */
  token: 'token',
  /** The id of the order being paid or just placed. */
  order_id: 'order_id',
  /** The WooCommerce order key of that order. */
  order_key: 'order_key',
  /** Items added before the store cart could take them (JSON of `LocalCart`). */
  local_cart_b: 'local_cart_b',
} as const;

/** Keys the shop keeps in `sessionStorage` (spec §3). */
export const SESSION_STORAGE_KEYS = {
  /** The guest cart's CoCart key. */
  cart_key: 'cart_key',
} as const;

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
