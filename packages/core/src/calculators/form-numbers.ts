import { parseWooPrice } from '../money/cents.js';

/**
 * A number as a shopper types it in a form: spaces dropped, `,` read as the decimal separator
 * when there is no `.` (`4,5` → 4.5). Anything else that is not a plain decimal is `NaN`, which
 * the field's schema refuses with its own message.
 */
export function readDecimal(text: string): number {
  const compact = text.replace(/\s+/g, '');
  const normalised = compact.includes('.') ? compact : compact.replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * An amount of pesos as typed (`35000`, `35,000`, `RD$ 35,000.50`) in centavos; `NaN` when it is
 * not one. Commas group thousands here: a peso amount is written with a decimal point in the DR.
 */
export function readPesos(text: string): number {
  const compact = text.replace(/\s+/g, '').replace(/^RD\$/i, '');
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/.test(compact)) return Number.NaN;
  return parseWooPrice(compact.replaceAll(',', '')) ?? Number.NaN;
}
