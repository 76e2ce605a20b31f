import * as z from 'zod';

/** Shown when a phone number is not a Dominican one. */
export const PHONE_MESSAGE = 'Escribe un teléfono de 10 dígitos que empiece por 809, 829 u 849.';

/** The Dominican Republic's area codes in the North American Numbering Plan. */
export const DOMINICAN_AREA_CODES = ['809', '829', '849'] as const;

/** What people write between a phone's digits. */
export const PHONE_SEPARATORS = /[\s().-]/g;
/** A Dominican number once the separators are gone; its 10 digits are the first group. */
export const DOMINICAN_NUMBER = new RegExp(
  `^(?:\\+?1)?((?:${DOMINICAN_AREA_CODES.join('|')})\\d{7})$`,
);

/**
 * Reads a Dominican phone number written the usual ways (`809-555-0100`, `(829) 555 0100`,
 * `+1 849 555 0100`, `18095550100`) and returns it in E.164 (`+18095550100`), or `null` when
 * it is not a 10-digit number with area code 809, 829 or 849.
 */
export function toE164Phone(value: string): string | null {
  const compact = value.trim().replaceAll(PHONE_SEPARATORS, '');
  const match = DOMINICAN_NUMBER.exec(compact);
  return match ? `+1${match[1] ?? ''}` : null;
}

/**
 * A Dominican phone number, normalised to E.164 (`+18095550100`); anything else fails with a
 * message naming the accepted area codes.
 */
export const PhoneSchema = z.string({ error: PHONE_MESSAGE }).transform((value, context) => {
  const phone = toE164Phone(value);
  if (phone === null) {
    context.issues.push({ code: 'custom', message: PHONE_MESSAGE, input: value });
    return z.NEVER;
  }
  return phone;
});
