import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSPORT_MESSAGE, PassportSchema } from './passport.js';

describe('passport', () => {
  it('accepts 6 to 9 letters and digits, in upper case', () => {
    expect(PassportSchema.parse('rd1234567')).toBe('RD1234567');
    expect(PassportSchema.parse(' AB1234 ')).toBe('AB1234');
  });

  it.each(['AB123', 'AB12345678', 'AB-12345', 'ÑA12345', '', 123456])('rejects %j', (input) => {
    const result = PassportSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSPORT_MESSAGE);
  });

  it('accepts any alphanumeric string of length 6–9 and nothing longer (property)', () => {
    const alphanumeric = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcxyz');
    fc.assert(
      fc.property(fc.string({ unit: alphanumeric, minLength: 1, maxLength: 12 }), (value) => {
        const accepted = PassportSchema.safeParse(value).success;
        expect(accepted).toBe(value.length >= 6 && value.length <= 9);
      }),
    );
  });
});
