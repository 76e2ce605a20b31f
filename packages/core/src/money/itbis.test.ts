import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from './cents.js';
import { itbisFromTotal } from './itbis.js';

describe('itbisFromTotal', () => {
  it('splits a tax-included price into base and 18 % ITBIS', () => {
    expect(itbisFromTotal(11_800)).toEqual({ base: 10_000, itbis: 1_800, total: 11_800 });
    expect(itbisFromTotal(2_599_900)).toEqual({
      base: 2_203_305,
      itbis: 396_595,
      total: 2_599_900,
    });
  });

  it('adds up to the total exactly and keeps ITBIS within a centavo of 18 % of base (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (total) => {
        const { base, itbis } = itbisFromTotal(total);
        expect(base + itbis).toBe(total);
        expect(Number.isInteger(base) && Number.isInteger(itbis)).toBe(true);
        expect(Math.abs(itbis - (base * 18) / 100)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('accepts another whole rate, such as the reduced 16 %', () => {
    expect(itbisFromTotal(11_600, 16)).toEqual({ base: 10_000, itbis: 1_600, total: 11_600 });
  });

  it('refuses negative or fractional amounts and odd rates', () => {
    expect(() => itbisFromTotal(-1)).toThrow(InvalidAmountError);
    expect(() => itbisFromTotal(1.5)).toThrow(InvalidAmountError);
    expect(() => itbisFromTotal(100, 18.5)).toThrow(RangeError);
    expect(() => itbisFromTotal(100, 101)).toThrow(RangeError);
  });
});
