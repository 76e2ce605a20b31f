import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from './cents.js';
import { computeTotals } from './totals.js';

describe('computeTotals', () => {
  it('adds lines, takes the discount, adds shipping and splits out the included ITBIS', () => {
    expect(
      computeTotals({
        lines: [
          { unitPrice: 2_599_900, quantity: 1 },
          { unitPrice: 350_000, quantity: 2 },
        ],
        discount: 100_000,
        shipping: 50_000,
      }),
    ).toEqual({
      subtotal: 3_299_900,
      discount: 100_000,
      shipping: 50_000,
      total: 3_249_900,
      itbis: { base: 2_754_153, itbis: 495_747, total: 3_249_900 },
    });
  });

  it('is zero for an empty cart', () => {
    expect(computeTotals({ lines: [] })).toMatchObject({ subtotal: 0, total: 0 });
  });

  it('never lets a discount take the total below shipping', () => {
    const totals = computeTotals({
      lines: [{ unitPrice: 1000, quantity: 1 }],
      discount: 5000,
      shipping: 300,
    });
    expect(totals).toMatchObject({ discount: 1000, total: 300 });
  });

  it('refuses fractional or negative amounts and quantities', () => {
    expect(() => computeTotals({ lines: [{ unitPrice: 10.5, quantity: 1 }] })).toThrow(
      InvalidAmountError,
    );
    expect(() => computeTotals({ lines: [{ unitPrice: 10, quantity: 1.5 }] })).toThrow(
      InvalidAmountError,
    );
    expect(() => computeTotals({ lines: [], discount: -1 })).toThrow(InvalidAmountError);
    expect(() => computeTotals({ lines: [], shipping: 0.1 })).toThrow(InvalidAmountError);
    expect(() =>
      computeTotals({ lines: [{ unitPrice: Number.MAX_SAFE_INTEGER, quantity: 2 }] }),
    ).toThrow(InvalidAmountError);
  });

  it('G11: total = Σ(line) − discount + shipping exactly, over random carts (property)', () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.nat({ max: 100_000_000 }),
        fc.nat({ max: 1_000_000 }),
        (lines, discount, shipping) => {
          const totals = computeTotals({ lines, discount, shipping });
          const sum = lines.reduce(
            (acc, { unitPrice, quantity }) => acc + BigInt(unitPrice) * BigInt(quantity),
            0n,
          );
          const applied = discount > Number(sum) ? sum : BigInt(discount);
          expect(BigInt(totals.total)).toBe(sum - applied + BigInt(shipping));
          expect(totals.itbis.base + totals.itbis.itbis).toBe(totals.total);
          expect(Number.isSafeInteger(totals.total)).toBe(true);
        },
      ),
    );
  });
});
