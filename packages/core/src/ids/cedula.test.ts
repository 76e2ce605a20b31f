import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CEDULA_MESSAGE, CedulaSchema, formatCedula, isValidCedula } from './cedula.js';

/** Textbook Luhn over the whole number, written independently of the implementation. */
function luhnCheckDigit(payload: string): number {
  const sum = [...payload]
    .reverse()
    .map(Number)
    .reduce((total, digit, index) => {
      const doubled = index % 2 === 0 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return (10 - (sum % 10)) % 10;
}

const payloads = fc.string({
  unit: fc.constantFrom(...'0123456789'),
  minLength: 10,
  maxLength: 10,
});

describe('cédula', () => {
  it('F3: accepts a valid cédula with or without dashes and normalises it to 11 digits', () => {
    expect(CedulaSchema.parse('001-1391820-5')).toBe('00113918205');
    expect(CedulaSchema.parse('00113918205')).toBe('00113918205');
    expect(CedulaSchema.parse(' 001-1234567-3 ')).toBe('00112345673');
  });

  it('F3: rejects a wrong check digit, a wrong length or letters in Spanish', () => {
    for (const value of ['001-1234567-8', '0011234567', '001123456731', '00A12345673', '', 5]) {
      const result = CedulaSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CEDULA_MESSAGE);
    }
    expect(CEDULA_MESSAGE).toBe('La cédula no es válida.');
  });

  it('rejects misplaced dashes', () => {
    expect(isValidCedula('0011-234567-3')).toBe(false);
    expect(isValidCedula('001-12345673')).toBe(false);
  });

  it('accepts exactly the numbers whose Luhn check digit matches (property)', () => {
    fc.assert(
      fc.property(payloads, fc.nat({ max: 9 }), (payload, digit) => {
        const valid = digit === luhnCheckDigit(payload);
        expect(isValidCedula(`${payload}${String(digit)}`)).toBe(valid);
        expect(isValidCedula(formatCedula(`${payload}${String(digit)}`))).toBe(valid);
      }),
    );
  });

  it('catches every single-digit typo (property)', () => {
    fc.assert(
      fc.property(
        payloads,
        fc.nat({ max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, shift) => {
          const cedula = `${payload}${String(luhnCheckDigit(payload))}`;
          const typo = `${cedula.slice(0, at)}${String((Number(cedula[at]) + shift) % 10)}${cedula.slice(at + 1)}`;
          expect(isValidCedula(typo)).toBe(false);
        },
      ),
    );
  });

  it('formats for people', () => {
    expect(formatCedula('00112345673')).toBe('001-1234567-3');
  });
});
