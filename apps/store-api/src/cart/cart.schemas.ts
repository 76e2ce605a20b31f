import { z } from 'zod';

/** Body of `POST cart/add-item`: CoCart sends `id` and `quantity` as strings; numbers pass too. */
export const AddItemBodySchema = z.object({
  id: z.unknown().optional(),
  quantity: z.unknown().optional(),
});

/** Body of `POST cart/item/{item_key}`. */
export const UpdateItemBodySchema = z.object({ quantity: z.unknown().optional() });

/** A JSON body that is an object (arrays, strings and numbers are not). */
export const ObjectBodySchema = z.record(z.string(), z.unknown());

/**
 * Reads a product id: a positive integer, as a number or as ASCII digits.
 * `undefined` when absent, `null` when present but not an id.
 */
export function readProductId(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Reads a quantity strictly: a safe integer, or a string of ASCII digits only. Everything else
 * (`"1.5"`, `"1e3"`, `"١"`, `""`, `null`, `true`, unsafe integers) is `null`, never coerced (F1).
 */
export function readQuantity(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,6}$/.test(value)) return Number(value);
  return null;
}
