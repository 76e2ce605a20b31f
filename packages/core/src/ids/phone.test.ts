import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMINICAN_AREA_CODES, PHONE_MESSAGE, PhoneSchema, toE164Phone } from './phone.js';

describe('phone', () => {
  it.each([
    ['809-555-0100', '+18095550100'],
    ['(829) 555 0100', '+18295550100'],
    ['+1 849 555 0100', '+18495550100'],
    ['1-809-555-0100', '+18095550100'],
    ['809.555.0100', '+18095550100'],
    [' 8095550100 ', '+18095550100'],
  ])('normalises %j to E.164', (input, e164) => {
    expect(PhoneSchema.parse(input)).toBe(e164);
  });

  it.each([
    '305-555-0100',
    '809-555-010',
    '809-555-01000',
    '+44 809 555 0100',
    'ocho',
    '',
    8095550100,
  ])('rejects %j with a message naming the area codes', (input) => {
    const result = PhoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });

  it('accepts every Dominican area code with any 7 digits, however separated (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DOMINICAN_AREA_CODES),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 7, maxLength: 7 }),
        fc.constantFrom('', ' ', '-', '.'),
        fc.constantFrom('', '+1', '1', '+1 '),
        (area, line, separator, prefix) => {
          const written = `${prefix}${area}${separator}${line.slice(0, 3)}${separator}${line.slice(3)}`;
          expect(toE164Phone(written)).toBe(`+1${area}${line}`);
        },
      ),
    );
  });
});
