import { z } from 'zod';

/** Body of `POST cart/add-item`: CoCart takes `id` and `quantity` as strings only. */
export const AddItemBodySchema = z.object({
  id: z.unknown().optional(),
  quantity: z.unknown().optional(),
  /** A variable product's options (`attribute_pa_x` → term), as CoCart finds its variation. */
  variation: z.unknown().optional(),
  /** Custom data kept on the line (it makes the line's key); an installation names its appliance. */
  item_data: z.unknown().optional(),
});

/** Body of `POST cart/item/{item_key}`. */
export const UpdateItemBodySchema = z.object({ quantity: z.unknown().optional() });

/** A JSON body that is an object (arrays, strings and numbers are not). */
export const ObjectBodySchema = z.record(z.string(), z.unknown());

/** What the `id` of an add-item body is, read as CoCart 4.3.6 reads it (a string is required). */
export type ProductIdReading =
  | { kind: 'missing' }
  | { kind: 'not-a-string' }
  | { kind: 'unknown' }
  | { kind: 'id'; value: number };

/**
 * Reads a product id. WordPress refuses anything but a string (`400 rest_invalid_param`); CoCart
 * answers a string that is not a number as an unknown product, and a number that is no product's
 * as one it cannot add.
 */
export function readProductId(value: unknown): ProductIdReading {
  if (value === undefined) return { kind: 'missing' };
  if (typeof value !== 'string') return { kind: 'not-a-string' };
  if (!/^\s*-?\d{1,10}\s*$/.test(value)) return { kind: 'unknown' };
  return { kind: 'id', value: Number(value.trim()) };
}

/** What the `quantity` of a cart body is. */
export type QuantityReading =
  | { kind: 'missing' }
  | { kind: 'not-numeric' }
  | { kind: 'not-whole' }
  | { kind: 'whole'; value: number };

/** PHP's `is_numeric`, the test WordPress applies to CoCart's quantity before CoCart sees it. */
const PHP_NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * Reads a quantity as CoCart 4.3.6 does up to one point: a string is required and must be
 * numeric (`400 rest_invalid_param` otherwise). Unlike CoCart, which takes `"1.5"` or `" 2"` as
 * they are, only ASCII digits with an optional minus are whole quantities here; every other
 * numeric string is `not-whole`, never coerced (F1; an intended difference of the contract).
 */
export function readQuantity(value: unknown): QuantityReading {
  if (value === undefined) return { kind: 'missing' };
  if (typeof value !== 'string' || !PHP_NUMERIC.test(value)) return { kind: 'not-numeric' };
  return /^-?\d{1,15}$/.test(value)
    ? { kind: 'whole', value: Number(value) }
    : { kind: 'not-whole' };
}
