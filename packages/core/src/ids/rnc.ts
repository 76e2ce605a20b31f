import * as z from 'zod';

/** Shown when an RNC is missing, malformed or fails its check digit. */
export const RNC_MESSAGE = 'El RNC no es válido.';

/** An RNC as written: `1-31-24679-6` or its 9 digits. */
export const RNC_SHAPE = /^(?:\d-\d{2}-\d{5}-\d|\d{9})$/;
const RNC_WEIGHTS = [7, 9, 8, 6, 5, 4, 3, 2] as const;

/**
 * The DGII check digit: the first eight digits weighted 7,9,8,6,5,4,3,2, summed, taken mod 11;
 * a remainder of 0 gives 2, of 1 gives 1, any other r gives 11 − r.
 */
function hasValidCheckDigit(digits: string): boolean {
  const sum = RNC_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    0,
  );
  const remainder = sum % 11;
  const expected = remainder === 0 ? 2 : remainder === 1 ? 1 : 11 - remainder;
  return expected === Number(digits[8]);
}

/**
 * True when `value` is a valid 9-digit RNC (Registro Nacional del Contribuyente) of a company,
 * written as `101850043` or `1-01-85004-3`, with a correct DGII check digit. An 11-digit cédula
 * is not accepted here.
 */
export function isValidRnc(value: string): boolean {
  const text = value.trim();
  return RNC_SHAPE.test(text) && hasValidCheckDigit(text.replaceAll('-', ''));
}

/**
 * A company RNC for fiscal invoices. Accepts `1-01-85004-3` or `101850043` and outputs the bare
 * 9 digits; anything else (including a cédula) fails with «El RNC no es válido.».
 */
export const RncSchema = z
  .string({ error: RNC_MESSAGE })
  .refine(isValidRnc, { error: RNC_MESSAGE })
  .transform((value) => value.trim().replaceAll('-', ''));

/** Writes 9 RNC digits as DGII prints them: `101850043` → `1-01-85004-3`. */
export function formatRnc(digits: string): string {
  return `${digits.slice(0, 1)}-${digits.slice(1, 3)}-${digits.slice(3, 8)}-${digits.slice(8)}`;
}
