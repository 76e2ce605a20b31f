import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINANCING_MESSAGES, calculateFinancing } from './financing.js';

describe('calculateFinancing', () => {
  it('computes the French instalment of RD$100,000 at 12 % for 12 months', () => {
    const plan = calculateFinancing({ amount: 10_000_000, annualRatePercent: 12, months: 12 });
    // 100,000 × 0.01 / (1 − 1.01^−12) = 8,884.8788…
    expect(plan.monthlyInstalment).toBe(888_488);
    expect(plan.schedule[0]).toEqual({
      month: 1,
      instalment: 888_488,
      interest: 100_000,
      principal: 788_488,
      balance: 9_211_512,
    });
    expect(plan.schedule.at(-1)?.balance).toBe(0);
    expect(plan.totalPaid).toBe(plan.schedule.reduce((sum, row) => sum + row.instalment, 0));
    expect(plan.totalInterest).toBe(plan.totalPaid - 10_000_000);
    expect(Math.abs(plan.finalInstalment - plan.monthlyInstalment)).toBeLessThanOrEqual(12);
  });

  it('splits a 0 % promotion into equal instalments with no interest', () => {
    const plan = calculateFinancing({ amount: 2_599_900, annualRatePercent: 0, months: 12 });
    expect(plan.monthlyInstalment).toBe(216_658);
    expect(plan.finalInstalment).toBe(2_599_900 - 216_658 * 11);
    expect(plan.totalInterest).toBe(0);
    expect(plan.totalPaid).toBe(2_599_900);
  });

  it('handles a single month', () => {
    const plan = calculateFinancing({ amount: 100_000, annualRatePercent: 24, months: 1 });
    expect(plan).toMatchObject({
      monthlyInstalment: 102_000,
      finalInstalment: 102_000,
      totalInterest: 2_000,
    });
  });

  it('refuses inputs outside the form bounds with Spanish messages', () => {
    expect(() => calculateFinancing({ amount: 0, annualRatePercent: 10, months: 12 })).toThrow(
      FINANCING_MESSAGES.amount,
    );
    expect(() => calculateFinancing({ amount: 100, annualRatePercent: -1, months: 12 })).toThrow(
      FINANCING_MESSAGES.rate,
    );
    expect(() => calculateFinancing({ amount: 100, annualRatePercent: 10, months: 0 })).toThrow(
      FINANCING_MESSAGES.months,
    );
    expect(() => calculateFinancing({ amount: 100, annualRatePercent: 10, months: 1.5 })).toThrow(
      FINANCING_MESSAGES.months,
    );
  });

  const inputs = fc.record({
    amount: fc.integer({ min: 1, max: 1_000_000_000 }),
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 60, noNaN: true })),
    months: fc.integer({ min: 1, max: 120 }),
  });

  it('repays exactly the amount in whole centavos, never a negative instalment (property)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = calculateFinancing(input);
        expect(plan.schedule).toHaveLength(input.months);
        expect(plan.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(input.amount);
        expect(plan.schedule.at(-1)?.balance).toBe(0);
        expect(plan.totalPaid).toBe(input.amount + plan.totalInterest);
        expect(plan.totalInterest).toBeGreaterThanOrEqual(0);
        for (const row of plan.schedule) {
          expect(Number.isSafeInteger(row.instalment) && row.instalment >= 0).toBe(true);
          expect(row.principal).toBeGreaterThanOrEqual(0);
          expect(row.instalment).toBe(row.principal + row.interest);
        }
      }),
    );
  });

  it('charges no interest at 0 % and some at a positive rate (property)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const free = calculateFinancing({ ...input, annualRatePercent: 0 });
        expect(free.totalInterest).toBe(0);
        const paid = calculateFinancing({ ...input, annualRatePercent: 18 });
        expect(paid.totalPaid).toBeGreaterThanOrEqual(free.totalPaid);
      }),
    );
  });

  it('keeps the final instalment within the compounded rounding of the others (property)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = calculateFinancing(input);
        // Each month rounds by at most a centavo, and that centavo then accrues interest.
        const bound = input.months * (1 + input.annualRatePercent / 1200) ** input.months;
        expect(Math.abs(plan.finalInstalment - plan.monthlyInstalment)).toBeLessThanOrEqual(bound);
      }),
    );
  });
});
