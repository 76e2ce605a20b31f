import { maskitoTransform } from '@maskito/core';
import { describe, expect, it } from 'vitest';
import { dominicanMaskOptions, patternOptions } from './mask.js';

describe('Dominican masks', () => {
  it.each([
    ['8095550123', 'phone', '(809) 555-0123'],
    ['809-555-0123', 'phone', '(809) 555-0123'],
    ['00112345678', 'cedula', '001-1234567-8'],
    ['101123456', 'rnc', '1-01-12345-6'],
  ] as const)('formats %s as a %s: %s', (input, name, expected) => {
    expect(maskitoTransform(input, dominicanMaskOptions[name])).toBe(expected);
  });

  it('drops letters, symbols and digits beyond the mask', () => {
    expect(maskitoTransform('8a0b9<script>5550123999', dominicanMaskOptions.phone)).toBe(
      '(809) 555-0123',
    );
    expect(maskitoTransform('', dominicanMaskOptions.cedula)).toBe('');
  });

  it('keeps a formatted value as it is', () => {
    const once = maskitoTransform('00112345678', dominicanMaskOptions.cedula);
    expect(maskitoTransform(once, dominicanMaskOptions.cedula)).toBe(once);
  });

  it('formats any pattern of digits and literals', () => {
    expect(maskitoTransform('12345', patternOptions('##.###'))).toBe('12.345');
  });
});

describe('the phone mask', () => {
  it('shows a stored E.164 number without its country code', () => {
    expect(maskitoTransform('+18095550100', dominicanMaskOptions.phone)).toBe('(809) 555-0100');
    expect(maskitoTransform('1-829-555-0100', dominicanMaskOptions.phone)).toBe('(829) 555-0100');
  });
});
