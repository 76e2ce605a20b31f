import type { Cents } from './cents.js';
import { InvalidAmountError } from './invalid-amount.js';

// Numbers as a shopper in the Dominican Republic reads them (es-DO): groups of three digits
// split by a comma, a point before the decimals. Written without `Intl`: a catalogue page's first
// load asks nothing of it, whose first use loads the browser's locale data in one long task on a
// phone (issue 36). The tests hold every function here to `Intl.NumberFormat`.

/** Splits a run of digits in groups of three from the right: `1234567` → `1,234,567`. */
function grouped(digits: string): string {
  let text = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    text = text === '' ? group : `${group},${text}`;
  }
  return text;
}

/**
 * A whole number as es-DO writes it: `12345` → `"12,345"`, `-5` → `"-5"`; the same as
 * `new Intl.NumberFormat('es-DO').format(n)` for any safe integer.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new InvalidAmountError(count, 'not a safe integer');
  return `${count < 0 ? '-' : ''}${grouped(String(Math.abs(count)))}`;
}

/**
 * A rating or an average with one decimal at most, as Spanish writes it: `4.56` → `"4,6"`,
 * `4` → `"4"`; the same as `new Intl.NumberFormat('es', { maximumFractionDigits: 1 })` from 0
 * to 9,999.
 */
export function formatOneDecimal(value: number): string {
  // Rounded half up on the number's shortest decimal form (`3.35`, not the 3.3499… it holds in
  // binary), as Intl does.
  const shortest = String(Math.abs(value));
  const [whole = '0', fraction = ''] = shortest.includes('e')
    ? Math.abs(value).toFixed(2).split('.')
    : shortest.split('.');
  const tenths =
    Number(whole) * 10 + Number(fraction[0] ?? '0') + (Number(fraction[1] ?? '0') >= 5 ? 1 : 0);
  const sign = value < 0 && tenths > 0 ? '-' : '';
  const tenth = tenths % 10;
  return `${sign}${String(Math.trunc(tenths / 10))}${tenth === 0 ? '' : `,${String(tenth)}`}`;
}

/**
 * Formats centavos as Dominican pesos for es-DO: `2599900` → `"RD$ 25,999.00"`,
 * `-5000` → `"-RD$ 50.00"`. The symbol is always `RD$` followed by one ordinary space, so the
 * text is the same on the server, in every browser and in tests. The centavos are digits of
 * their own, so no float is ever involved.
 */
export function formatMoney(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new InvalidAmountError(cents, 'not a safe integer');
  const magnitude = Math.abs(cents);
  const pesos = grouped(String(Math.trunc(magnitude / 100)));
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}RD$ ${pesos}.${fraction}`;
}
