import { InvalidAmountError, type Cents } from './cents.js';
import { itbisFromTotal, type ItbisBreakdown } from './itbis.js';

/** A line of a cart or order, as far as totals go. */
export interface TotalsLineInput {
  /** Unit price in centavos (the price paid: the sale price when on sale). */
  readonly unitPrice: Cents;
  readonly quantity: number;
}

/** What a cart or order adds up to, in centavos. */
export interface Totals {
  /** Σ unit price × quantity. */
  readonly subtotal: Cents;
  /** The discount applied, never more than the subtotal. */
  readonly discount: Cents;
  readonly shipping: Cents;
  /** `subtotal − discount + shipping`. */
  readonly total: Cents;
  /** The ITBIS included in the total (Dominican prices include it), for an invoice. */
  readonly itbis: ItbisBreakdown;
}

function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new InvalidAmountError(value, `${what} must be a non-negative whole number`);
  }
}

/**
 * Adds up a cart or order in whole centavos (reliability G11): subtotal = Σ(unit price ×
 * quantity), total = subtotal − discount + shipping, with the discount capped at the subtotal so
 * a total is never negative, and the ITBIS the total includes split out for the invoice.
 */
export function computeTotals(input: {
  readonly lines: readonly TotalsLineInput[];
  readonly discount?: Cents;
  readonly shipping?: Cents;
}): Totals {
  const { lines, discount = 0, shipping = 0 } = input;
  assertWhole(discount, 'discount');
  assertWhole(shipping, 'shipping');
  let subtotal = 0;
  for (const line of lines) {
    assertWhole(line.unitPrice, 'unit price');
    assertWhole(line.quantity, 'quantity');
    subtotal += line.unitPrice * line.quantity;
  }
  assertWhole(subtotal, 'subtotal');
  const applied = Math.min(discount, subtotal);
  const total = subtotal - applied + shipping;
  assertWhole(total, 'total');
  return { subtotal, discount: applied, shipping, total, itbis: itbisFromTotal(total) };
}
