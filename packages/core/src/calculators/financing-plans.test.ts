import { describe, expect, it } from 'vitest';
import { FINANCING_OFFERS, quoteOffers } from './financing-plans.js';
import { FINANCING_FROM_PLAN } from './instalment.js';

describe('financing offers', () => {
  it('include a 0 % plan and the plan behind «desde RD$ X/mes»', () => {
    expect(FINANCING_OFFERS.some((offer) => offer.annualRatePercent === 0)).toBe(true);
    expect(FINANCING_OFFERS.at(-1)).toMatchObject(FINANCING_FROM_PLAN);
  });

  it('quote each offer for an amount, and name the ones below their minimum', () => {
    const quotes = quoteOffers(1_200_000);
    expect(quotes.map((quote) => quote.eligible)).toEqual([true, false, false, false]);
    const [zeroRate] = quotes;
    expect(zeroRate?.eligible && zeroRate.plan.monthlyInstalment).toBe(200_000);
    expect(zeroRate?.eligible && zeroRate.plan.totalInterest).toBe(0);
  });

  it('charge interest on the others: RD$100,000 over 12 months at 14 %', () => {
    const quote = quoteOffers(10_000_000).find((entry) => entry.offer.months === 12);
    // 100,000 × (0.14/12) / (1 − (1 + 0.14/12)^−12) = 8,978.7118…
    expect(quote?.eligible && quote.plan.monthlyInstalment).toBe(897_871);
  });
});
