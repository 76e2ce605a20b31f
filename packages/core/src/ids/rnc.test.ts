import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RNC_MESSAGE, RncSchema, formatRnc, isValidRnc } from './rnc.js';

/** DGII's published algorithm, written independently as python-stdnum states it. */
function dgiiCheckDigit(payload: string): number {
  const weights = [7, 9, 8, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(payload[index]), 0);
  return ((10 - (sum % 11)) % 9) + 1;
}

const payloads = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 });

describe('RNC', () => {
  it('F3: accepts a valid RNC with or without dashes and normalises it to 9 digits', () => {
    expect(RncSchema.parse('1-01-85004-3')).toBe('101850043');
    expect(RncSchema.parse('101850043')).toBe('101850043');
    expect(RncSchema.parse(' 131246796 ')).toBe('131246796');
  });

  it('F3: rejects a wrong check digit, a cédula, letters or a wrong length in Spanish', () => {
    for (const value of ['101850042', '00113918205', '10185004A', '10185004', '', null]) {
      const result = RncSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(RNC_MESSAGE);
    }
    expect(RNC_MESSAGE).toBe('El RNC no es válido.');
  });

  it('accepts exactly the numbers whose DGII check digit matches (property)', () => {
    fc.assert(
      fc.property(payloads, fc.nat({ max: 9 }), (payload, digit) => {
        const rnc = `${payload}${String(digit)}`;
        const valid = digit === dgiiCheckDigit(payload);
        expect(isValidRnc(rnc)).toBe(valid);
        expect(isValidRnc(formatRnc(rnc))).toBe(valid);
      }),
    );
  });

  it('formats for invoices', () => {
    expect(formatRnc('101850043')).toBe('1-01-85004-3');
  });
});
