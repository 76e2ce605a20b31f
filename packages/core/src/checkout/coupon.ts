import * as z from 'zod';

/** Longest coupon code accepted (reliability F6). */
const COUPON_CODE_MAX_LENGTH = 50;

/** A coupon code that can exist: 1–50 of `A–Z a–z 0–9 _ -` (reliability F6). */
export const COUPON_CODE_PATTERN = new RegExp(`^[\\w-]{1,${String(COUPON_CODE_MAX_LENGTH)}}$`);

/** Shown for a coupon code that cannot exist (reliability F6). */
export const COUPON_CODE_MESSAGE = 'El código de cupón no es válido.';

/**
 * A coupon code as typed: trimmed, 1–50 of `A–Z a–z 0–9 _ -`, output in lower case as WooCommerce
 * stores codes (so lookups are case-insensitive). Anything else is refused before any lookup.
 */
export const CouponCodeSchema = z
  .string({ error: COUPON_CODE_MESSAGE })
  .trim()
  .regex(COUPON_CODE_PATTERN, { error: COUPON_CODE_MESSAGE })
  .transform((code) => code.toLowerCase());
