import * as z from 'zod';

/** Shown when a cédula is missing, malformed or fails its check digit. */
export const CEDULA_MESSAGE = 'La cédula no es válida.';

/** A cédula as written: `001-1234567-8` or its 11 digits. */
export const CEDULA_SHAPE = /^(?:\d{3}-\d{7}-\d|\d{11})$/;

/**
 * The cédula's Luhn check: digits weighted 1,2,1,2… from the left over the first ten, two-digit
 * products reduced to their digit sum, and the eleventh digit brings the total to a multiple of 10.
 */
function hasValidCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

/** Removes the separators of a cédula written as `001-1234567-3`, keeping the 11 digits. */
function cedulaDigits(value: string): string | null {
  const text = value.trim();
  return CEDULA_SHAPE.test(text) ? text.replaceAll('-', '') : null;
}

/**
 * True when `value` is a valid Dominican cédula, written as 11 digits or as `XXX-XXXXXXX-X`
 * (surrounding spaces ignored), with a correct check digit.
 */
export function isValidCedula(value: string): boolean {
  const digits = cedulaDigits(value);
  return digits !== null && hasValidCheckDigit(digits);
}

/**
 * A Dominican cédula de identidad y electoral. Accepts `001-1234567-3` or `00112345673` and
 * outputs the bare 11 digits; anything else fails with «La cédula no es válida.».
 */
export const CedulaSchema = z
  .string({ error: CEDULA_MESSAGE })
  .refine(isValidCedula, { error: CEDULA_MESSAGE })
  .transform((value) => value.trim().replaceAll('-', ''));

/** Writes 11 cédula digits the way Dominicans read them: `00112345673` → `001-1234567-3`. */
export function formatCedula(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 10)}-${digits.slice(10)}`;
}
