import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CentsSchema } from './cents-schema.js';
import {
  InvalidAmountError,
  centsToDecimal,
  parseMinorUnits,
  centsToPesos,
  parseWooPrice,
  pesosToCents,
} from './cents.js';

describe('parseWooPrice', () => {
  it('reads whole and decimal WooCommerce prices to the same centavos', () => {
    expect(parseWooPrice('25999')).toBe(2_599_900);
    expect(parseWooPrice('25999.00')).toBe(2_599_900);
    expect(parseWooPrice('25999.5')).toBe(2_599_950);
    expect(parseWooPrice(' 0.10 ')).toBe(10);
  });

  it('gives null for the empty string WooCommerce uses for "no price"', () => {
    expect(parseWooPrice('')).toBeNull();
    expect(parseWooPrice('   ')).toBeNull();
  });

  it('rounds a third decimal half up without float error', () => {
    expect(parseWooPrice('1.005')).toBe(101);
    expect(parseWooPrice('1.004')).toBe(100);
    expect(parseWooPrice('0.295')).toBe(30);
  });

  it.each(['25,999.50', '25.999,50', '-5', '1e3', 'RD$5', '.5', '5.', 'abc'])(
    'refuses %j instead of guessing',
    (text) => {
      expect(() => parseWooPrice(text)).toThrow(InvalidAmountError);
    },
  );

  it('refuses amounts beyond safe integers', () => {
    expect(() => parseWooPrice('99999999999999999999')).toThrow(InvalidAmountError);
  });

  it('round-trips every amount through centsToDecimal (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseWooPrice(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });

  it('agrees with exact decimal arithmetic for two-decimal strings (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), (whole, fraction) => {
        const text = `${String(whole)}.${String(fraction).padStart(2, '0')}`;
        expect(parseWooPrice(text)).toBe(whole * 100 + fraction);
      }),
    );
  });
});

describe('parseMinorUnits', () => {
  it('reads CoCart minor-unit totals, as strings or numbers', () => {
    expect(parseMinorUnits('2599900')).toBe(2_599_900);
    expect(parseMinorUnits(2_599_900)).toBe(2_599_900);
    expect(parseMinorUnits('-150')).toBe(-150);
  });

  it('scales by the store currency minor unit', () => {
    expect(parseMinorUnits('25999', 0)).toBe(2_599_900);
    expect(parseMinorUnits('259990', 1)).toBe(2_599_900);
    expect(parseMinorUnits('25999005', 3)).toBe(2_599_901);
    expect(parseMinorUnits('25999004', 3)).toBe(2_599_900);
    expect(parseMinorUnits('-25999005', 3)).toBe(-2_599_901);
  });

  it.each(['25999.00', '', '12a', ' '])('refuses the non-integer string %j', (text) => {
    expect(() => parseMinorUnits(text)).toThrow(InvalidAmountError);
  });

  it('refuses non-integer numbers, unsafe integers and odd minor units', () => {
    expect(() => parseMinorUnits(1.5)).toThrow(InvalidAmountError);
    expect(() => parseMinorUnits(Number.MAX_SAFE_INTEGER + 1)).toThrow(InvalidAmountError);
    expect(() => parseMinorUnits('1', -1)).toThrow(InvalidAmountError);
    expect(() => parseMinorUnits('1', 1.5)).toThrow(InvalidAmountError);
    expect(() => parseMinorUnits(String(Number.MAX_SAFE_INTEGER), 0)).toThrow(InvalidAmountError);
  });

  it('is exact for any safe amount in centavos (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (cents) => {
        expect(parseMinorUnits(String(cents))).toBe(cents);
        expect(parseMinorUnits(cents * 10, 3)).toBe(cents);
      }),
    );
  });
});

describe('centsToDecimal', () => {
  it('writes major units with two decimals', () => {
    expect(centsToDecimal(2_599_900)).toBe('25999.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-150)).toBe('-1.50');
  });

  it('refuses non-integers', () => {
    expect(() => centsToDecimal(0.5)).toThrow(InvalidAmountError);
  });
});

describe('pesosToCents', () => {
  it('lands float noise on the intended centavo (0.1 + 0.2 → 30)', () => {
    expect(pesosToCents(0.1 + 0.2)).toBe(30);
    expect(pesosToCents(1.1 + 2.2)).toBe(330);
    expect(pesosToCents(14.399999999999999)).toBe(1440);
    expect(pesosToCents(18)).toBe(1800);
    expect(pesosToCents(0)).toBe(0);
  });

  it('reads every whole-centavo amount exactly, and sums of them too (property)', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_000 });
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(pesosToCents(Number(centsToDecimal(a)))).toBe(a);
        expect(pesosToCents(a / 100 + b / 100)).toBe(a + b);
      }),
    );
  });

  it('reads whole pesos and rounds a third decimal half up, like a WooCommerce price', () => {
    expect(pesosToCents(25_999)).toBe(2_599_900);
    expect(pesosToCents(1.005)).toBe(101);
    expect(pesosToCents(1.004)).toBe(100);
    expect(pesosToCents(1e-7)).toBe(0);
  });

  it('refuses negative, non-finite and exponent-form numbers', () => {
    for (const bad of [-0.01, -1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(() => pesosToCents(bad)).toThrow(InvalidAmountError);
    }
  });
});

describe('centsToPesos', () => {
  it('gives the number of pesos a JSON wire carries', () => {
    expect(centsToPesos(2_599_950)).toBe(25_999.5);
    expect(centsToPesos(5)).toBe(0.05);
    expect(centsToPesos(0)).toBe(0);
  });

  it('is the decimal string read as a number, and pesosToCents reads it back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(centsToPesos(cents)).toBe(Number(centsToDecimal(cents)));
        expect(pesosToCents(centsToPesos(cents))).toBe(cents);
      }),
    );
  });

  it('refuses non-integers', () => {
    expect(() => centsToPesos(0.5)).toThrow(InvalidAmountError);
  });
});

describe('InvalidAmountError', () => {
  it('names itself and keeps the value', () => {
    const error = new InvalidAmountError('x', 'bad');
    expect(error.name).toBe('InvalidAmountError');
    expect(error.value).toBe('x');
  });
});

describe('CentsSchema', () => {
  it('accepts non-negative integers only', () => {
    expect(CentsSchema.safeParse(100).success).toBe(true);
    expect(CentsSchema.safeParse(-1).success).toBe(false);
    expect(CentsSchema.safeParse(1.5).success).toBe(false);
  });
});
