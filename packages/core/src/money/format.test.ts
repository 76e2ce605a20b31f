import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.js';

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
});

describe('formatMoney input', () => {
  it('refuses non-integer centavos', () => {
    expect(() => formatMoney(1.5)).toThrow('Invalid amount');
  });
});
