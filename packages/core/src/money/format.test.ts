import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatOneDecimal } from './format.js';

// The shop formats without Intl (issue 36); Intl's es-DO data is what it must match.
const esDO = new Intl.NumberFormat('es-DO');
const esDOWhole = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 0 });
const esOneDecimal = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });

describe('formatMoney', () => {
  it('formats Dominican pesos in the es-DO style', () => {
    expect(formatMoney(2_599_900)).toBe('RD$ 25,999.00');
    expect(formatMoney(0)).toBe('RD$ 0.00');
    expect(formatMoney(5)).toBe('RD$ 0.05');
    expect(formatMoney(123_456_789_01)).toBe('RD$ 123,456,789.01');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney(-5000)).toBe('-RD$ 50.00');
  });

  it('is exact beyond float precision', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('RD$ 90,071,992,547,409.91');
  });

  it('always shows RD$, a plain space and two decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = formatMoney(cents);
        expect(text).toMatch(/^RD\$ \d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.slice(4).replaceAll(',', '').replace('.', ''))).toBe(cents);
      }),
    );
  });

  it('writes the pesos as Intl.NumberFormat("es-DO") does, and its decimal point (property)', () => {
    const point = esDO.formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (cents) => {
          const pesos = esDOWhole.format(BigInt(Math.trunc(Math.abs(cents) / 100)));
          const centavos = String(Math.abs(cents) % 100).padStart(2, '0');
          const sign = cents < 0 ? '-' : '';
          expect(formatMoney(cents)).toBe(`${sign}RD$ ${pesos}${point ?? ''}${centavos}`);
        },
      ),
    );
  });
});

describe('formatMoney input', () => {
  it('refuses non-integer centavos', () => {
    expect(() => formatMoney(1.5)).toThrow('Invalid amount');
  });
});

describe('formatCount', () => {
  it('groups thousands as es-DO does', () => {
    expect(formatCount(37)).toBe('37');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(-1_234_567)).toBe('-1,234,567');
  });

  it('is Intl.NumberFormat("es-DO") for every safe integer (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (count) => {
          expect(formatCount(count)).toBe(esDO.format(count));
        },
      ),
    );
  });

  it('refuses what is not a whole number', () => {
    expect(() => formatCount(2.5)).toThrow('Invalid amount');
  });
});

describe('formatOneDecimal', () => {
  it('writes a rating with a decimal comma, and none when whole', () => {
    expect(formatOneDecimal(4.56)).toBe('4,6');
    expect(formatOneDecimal(4)).toBe('4');
    expect(formatOneDecimal(4.96)).toBe('5');
  });

  it('is Intl.NumberFormat("es", one decimal at most) from 0 to 9,999 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 9_999, noNaN: true }), (value) => {
        expect(formatOneDecimal(value)).toBe(esOneDecimal.format(value));
      }),
    );
    // Halves that are not quite halves in binary (3.35 is 3.34999…): the exact value decides.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (hundredths) => {
        const value = hundredths / 100 + 0.05;
        expect(formatOneDecimal(value)).toBe(esOneDecimal.format(value));
      }),
    );
  });
});
