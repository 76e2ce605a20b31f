import * as z from 'zod';

/** Shown when a passport number is malformed. */
export const PASSPORT_MESSAGE = 'El pasaporte debe tener de 6 a 9 letras o números.';

/** A passport number once trimmed and upper-cased. */
export const PASSPORT_SHAPE = /^[A-Z0-9]{6,9}$/;

/**
 * A passport number: 6 to 9 letters (A–Z) and digits, surrounding spaces ignored, output in upper
 * case (`rd1234567` → `RD1234567`).
 */
export const PassportSchema = z
  .string({ error: PASSPORT_MESSAGE })
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => PASSPORT_SHAPE.test(value), { error: PASSPORT_MESSAGE });
