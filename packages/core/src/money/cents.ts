import { InvalidAmountError } from './invalid-amount.js';

export { InvalidAmountError } from './invalid-amount.js';

/**
 * An amount of Dominican pesos as an integer count of centavos (RD$25,999.00 is `2599900`).
 * Every amount in `@vitrina/core` is in centavos so sums never suffer float error.
 */
export type Cents = number;

const DECIMAL_PRICE = /^(\d+)(?:\.(\d+))?$/;
const INTEGER_AMOUNT = /^-?\d+$/;

function toSafeCents(value: bigint, original: unknown): Cents {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InvalidAmountError(original, 'too large');
  }
  return Number(value);
}

/**
 * Reads a WooCommerce REST price string (`regular_price`, `sale_price`, `price`: major units,
 * `.` as decimal separator, no grouping) into centavos, by string arithmetic.
 *
 * - `""` (WooCommerce's "no price", e.g. no sale) gives `null`; surrounding spaces are ignored.
 * - `"25999"` and `"25999.00"` both give `2599900`.
 * - More than two decimals (stores configured with 3–4 decimals) round half up: `"1.005"` → `101`.
 * - Anything else (`"25,999.50"`, `"-5"`, `"1e3"`, `"RD$5"`) throws {@link InvalidAmountError}:
 *   a grouping comma is ambiguous (es-DO writers use both `,` and `.`), so it is refused rather
 *   than guessed.
 */
export function parseWooPrice(value: string): Cents | null {
  const text = value.trim();
  return text === '' ? null : decimalToCents(text, value);
}

/**
 * Reads an amount given as a JSON number in major units into centavos: CoCart's line totals
 * (`49998` is RD$49,998.00, `14.4` RD$14.40), a cashback cap in whole pesos, a price the shopper
 * saw. The number's shortest decimal form is read by string arithmetic, so float noise such as
 * `0.1 + 0.2` (`0.30000000000000004`) lands on the intended `30`, never on a neighbour; more than
 * two decimals round half up, as in {@link parseWooPrice}; an amount under a millionth of a peso
 * (which JavaScript writes in exponent form) is 0. Negative, non-finite and huge (≥ 1e21, also
 * exponent form) numbers throw {@link InvalidAmountError}.
 */
export function pesosToCents(amount: number): Cents {
  return decimalToCents(amount >= 0 && amount < 1e-6 ? '0' : String(amount), amount);
}

function decimalToCents(text: string, original: unknown): Cents {
  const match = DECIMAL_PRICE.exec(text);
  if (!match) throw new InvalidAmountError(original, 'not a decimal amount in major units');
  const [, whole = '0', fraction = ''] = match;
  const padded = fraction.padEnd(3, '0');
  const roundUp = Number(padded.slice(2, 3)) >= 5 ? 1n : 0n;
  const cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2)) + roundUp;
  return toSafeCents(cents, original);
}

/**
 * Reads an amount in the currency's minor unit, as CoCart v2 (CoCart 3+) returns totals:
 * integers, often as strings (`"2599900"` is RD$25,999.00 when `currency_minor_unit` is 2).
 *
 * `minorUnit` is the cart's `currency.currency_minor_unit` (2 by default). A store set to 0
 * decimals sends `"25999"` for RD$25,999; with 3 decimals the extra digit rounds half up.
 * Decimal strings (`"25999.00"`), empty strings and non-integers throw {@link InvalidAmountError}:
 * they mean the store answers in another format, which must not be silently misread 100×.
 */
export function parseMinorUnits(value: string | number, minorUnit = 2): Cents {
  if (!Number.isInteger(minorUnit) || minorUnit < 0 || minorUnit > 6) {
    throw new InvalidAmountError(value, `unsupported minor unit ${String(minorUnit)}`);
  }
  let amount: bigint;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new InvalidAmountError(value, 'not a safe integer');
    amount = BigInt(value);
  } else {
    const text = value.trim();
    if (!INTEGER_AMOUNT.test(text)) throw new InvalidAmountError(value, 'not an integer amount');
    amount = BigInt(text);
  }
  if (minorUnit <= 2) return toSafeCents(amount * 10n ** BigInt(2 - minorUnit), value);
  const divisor = 10n ** BigInt(minorUnit - 2);
  const magnitude = amount < 0n ? -amount : amount;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return toSafeCents(amount < 0n ? -rounded : rounded, value);
}

/**
 * Writes centavos as a WooCommerce decimal string in major units: `2599900` → `"25999.00"`,
 * `-150` → `"-1.50"`. The inverse of {@link parseWooPrice} for non-negative amounts.
 */
export function centsToDecimal(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new InvalidAmountError(cents, 'not a safe integer');
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = Math.trunc(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${sign}${String(whole)}.${fraction}`;
}

/**
 * Writes centavos as a number of pesos, for the wires that carry money as a JSON number in major
 * units (GA4's `price` and `value`, WooCommerce's line-item `price`, a grouped price for display):
 * `2599950` → `25999.5`. The double is the one nearest the exact amount, the same that
 * `Number(centsToDecimal(cents))` gives, and {@link pesosToCents} reads it back unchanged.
 */
export function centsToPesos(cents: Cents): number {
  if (!Number.isSafeInteger(cents)) throw new InvalidAmountError(cents, 'not a safe integer');
  return cents / 100;
}
