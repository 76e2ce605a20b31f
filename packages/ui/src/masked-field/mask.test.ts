import { describe, expect, it } from 'vitest';
import {
  applyMask,
  caretAfterDigits,
  dominicanMasks,
  isMaskComplete,
  maskLength,
  unmask,
} from './mask.js';

describe('applyMask', () => {
  it.each([
    ['8095550123', dominicanMasks.phone, '809-555-0123'],
    ['(809) 555 0123', dominicanMasks.phone, '809-555-0123'],
    ['00112345678', dominicanMasks.cedula, '001-1234567-8'],
    ['101123456', dominicanMasks.rnc, '1-01-12345-6'],
  ])('formats %s with %s as %s', (input, pattern, expected) => {
    expect(applyMask(input, pattern)).toBe(expected);
  });

  it('adds no separator after the last digit, so a partial value can shrink', () => {
    expect(applyMask('809', dominicanMasks.phone)).toBe('809');
    expect(applyMask('8095', dominicanMasks.phone)).toBe('809-5');
    expect(applyMask('809-', dominicanMasks.phone)).toBe('809');
  });

  it('drops letters, symbols and digits beyond the mask', () => {
    expect(applyMask('8a0b9<script>5550123999', dominicanMasks.phone)).toBe('809-555-0123');
    expect(applyMask('', dominicanMasks.cedula)).toBe('');
  });

  it('keeps formatting stable when applied twice', () => {
    const once = applyMask('00112345678', dominicanMasks.cedula);
    expect(applyMask(once, dominicanMasks.cedula)).toBe(once);
  });
});

describe('mask helpers', () => {
  it('counts digits and completeness', () => {
    expect(maskLength(dominicanMasks.phone)).toBe(10);
    expect(maskLength(dominicanMasks.cedula)).toBe(11);
    expect(maskLength(dominicanMasks.rnc)).toBe(9);
    expect(isMaskComplete('809-555-0123', dominicanMasks.phone)).toBe(true);
    expect(isMaskComplete('809-555-012', dominicanMasks.phone)).toBe(false);
    expect(unmask('001-1234567-8')).toBe('00112345678');
  });

  it('puts the caret after the same number of digits', () => {
    expect(caretAfterDigits('809-555-0123', 3)).toBe(3);
    expect(caretAfterDigits('809-555-0123', 4)).toBe(5);
    expect(caretAfterDigits('809-555-0123', 0)).toBe(0);
    expect(caretAfterDigits('809', 9)).toBe(3);
  });
});
