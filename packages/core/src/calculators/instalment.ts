import type { Cents } from '../money/cents.js';

/**
 * The plan behind «desde RD$ X/mes» on product pages (our choice: the spec shows no terms): the
 * longest term the financing page offers, at its usual annual rate.
 */
export const FINANCING_FROM_PLAN = { annualRatePercent: 18, months: 24 } as const;

/**
 * The constant instalment of a French amortisation, `A = P · r / (1 − (1 + r)^−n)` with `r` the
 * annual rate / 12, rounded to the centavo; a 0 % rate splits the amount evenly. Inputs are
 * trusted (the financing form validates its own); kept free of zod so a product page can show it
 * without loading schemas.
 */
export function monthlyInstalment(amount: Cents, annualRatePercent: number, months: number): Cents {
  const rate = annualRatePercent / 100 / 12;
  // 1 − (1 + r)^−n written with log1p/expm1 keeps its precision for tiny rates.
  return Math.round(
    rate === 0 ? amount / months : (amount * rate) / -Math.expm1(-months * Math.log1p(rate)),
  );
}

/** The «desde RD$ X/mes» instalment of a price, on {@link FINANCING_FROM_PLAN}. */
export function instalmentFrom(price: Cents): Cents {
  return monthlyInstalment(
    price,
    FINANCING_FROM_PLAN.annualRatePercent,
    FINANCING_FROM_PLAN.months,
  );
}
