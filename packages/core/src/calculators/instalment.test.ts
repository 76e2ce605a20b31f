import { describe, expect, it } from 'vitest';
import { calculateFinancing } from './financing.js';
import { FINANCING_FROM_PLAN, instalmentFrom, monthlyInstalment } from './instalment.js';

describe('monthlyInstalment', () => {
  it('splits a 0 % promotion into equal instalments', () => {
    expect(monthlyInstalment(1_200_000, 0, 12)).toBe(100_000);
  });

  it('is the instalment of the full financing plan for the same inputs', () => {
    for (const [amount, rate, months] of [
      [2_599_900, 18, 24],
      [4_500_000, 24.5, 36],
      [99, 12, 1],
    ] as const) {
      expect(monthlyInstalment(amount, rate, months)).toBe(
        calculateFinancing({ amount, annualRatePercent: rate, months }).monthlyInstalment,
      );
    }
  });

  it('«desde RD$ X/mes» uses the longest plan: RD$ 25,999 → RD$ 1,297.98 a month', () => {
    expect(FINANCING_FROM_PLAN.months).toBe(24);
    // 2599900 · 0.015 / (1 − 1.015^−24) = 129797.6…
    expect(instalmentFrom(2_599_900)).toBe(129_798);
  });
});
