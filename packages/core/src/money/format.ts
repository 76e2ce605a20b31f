import type { Cents } from './cents.js';
import { InvalidAmountError } from './invalid-amount.js';

const esDO = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 0 });

const decimalSeparator =
  new Intl.NumberFormat('es-DO').formatToParts(1.5).find((part) => part.type === 'decimal')
    ?.value ?? '.';

/**
 * Formats centavos as Dominican pesos for es-DO: `2599900` → `"RD$ 25,999.00"`,
 * `-5000` → `"-RD$ 50.00"`.
 *
 * Grouping and separators come from Intl's es-DO data; the symbol is always `RD$` followed by one
 * ordinary space, whatever spacing (none, or a no-break space) the runtime's ICU data puts there,
 * so the text is the same on the server, in every browser and in tests. The pesos go to Intl as
 * a bigint and the centavos are appended as digits, so no float is ever involved.
 */
export function formatMoney(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new InvalidAmountError(cents, 'not a safe integer');
  const magnitude = Math.abs(cents);
  let grouped = '';
  for (const part of esDO.formatToParts(BigInt(Math.trunc(magnitude / 100)))) {
    if (part.type === 'integer' || part.type === 'group') grouped += part.value;
  }
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}RD$ ${grouped}${decimalSeparator}${fraction}`;
}
