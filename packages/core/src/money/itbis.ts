import { InvalidAmountError, type Cents } from './cents.js';

/** The Dominican ITBIS (value-added tax) general rate, in percent. */
export const ITBIS_RATE_PERCENT = 18;

/** An amount split into its taxable base and its ITBIS, all in centavos. */
export interface ItbisBreakdown {
  /** Amount before tax. */
  readonly base: Cents;
  /** The ITBIS. */
  readonly itbis: Cents;
  /** `base + itbis`, exactly. */
  readonly total: Cents;
}

function assertInputs(cents: Cents, ratePercent: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new InvalidAmountError(cents, 'expected a non-negative integer of centavos');
  }
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`ITBIS rate must be a whole percentage, got ${String(ratePercent)}`);
  }
}

/** Integer division rounding half up, exact for any safe integers (done in bigint). */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * Splits a price that includes ITBIS (as shop prices in the Dominican Republic are shown) into
 * base and tax for an invoice: `base = round(total × 100 / (100 + rate))`, `itbis = total − base`,
 * so the two always add up to the total to the centavo. `11800` → base `10000`, ITBIS `1800`.
 */
export function itbisFromTotal(
  total: Cents,
  ratePercent: number = ITBIS_RATE_PERCENT,
): ItbisBreakdown {
  assertInputs(total, ratePercent);
  const base = divideRounded(BigInt(total) * 100n, BigInt(100 + ratePercent));
  return { base, itbis: total - base, total };
}
