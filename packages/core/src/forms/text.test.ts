import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  codePointLength,
  hasControlCharacters,
  optionalField,
  optionalText,
  requiredText,
} from './text.js';

const name = requiredText({ max: 5, required: 'Falta.', tooLong: 'Muy largo.' });
const note = optionalText({ max: 5, tooLong: 'Muy largo.', multiline: true });

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('text fields', () => {
  it('trims and NFC-normalises', () => {
    expect(name.parse('  Jose\u0301 ')).toBe('José');
  });

  it('counts code points, so ñ and emoji count once', () => {
    expect(codePointLength('ñ😀')).toBe(2);
    expect(name.parse('😀😀😀😀😀')).toBe('😀😀😀😀😀');
  });

  it('refuses blanks, overlong text and non-strings with their messages', () => {
    expect(firstMessage(name, '   ')).toBe('Falta.');
    expect(firstMessage(name, null)).toBe('Falta.');
    expect(firstMessage(name, undefined)).toBe('Falta.');
    expect(firstMessage(name, 'abcdef')).toBe('Muy largo.');
    expect(firstMessage(name, 42)).toBe(INVALID_VALUE_MESSAGE);
  });

  it('refuses NUL and other control characters', () => {
    expect(firstMessage(name, 'a\u0000b')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(name, 'a\nb')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(name, 'a\u009Bb')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(hasControlCharacters('a\u001Bb', true)).toBe(true);
  });

  it('lets multi-line fields keep line breaks but not NUL', () => {
    expect(note.parse('a\nb')).toBe('a\nb');
    expect(firstMessage(note, 'a\u0000')).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('gives empty optional fields as the empty string', () => {
    expect(note.parse(undefined)).toBe('');
    expect(note.parse(null)).toBe('');
    expect(note.parse('  ')).toBe('');
  });
});

describe('optionalField', () => {
  const digits = optionalField(z.string().regex(/^\d+$/, { error: 'Solo números.' }));

  it('passes blanks through as the empty string and checks the rest', () => {
    expect(digits.parse(undefined)).toBe('');
    expect(digits.parse(null)).toBe('');
    expect(digits.parse(' ')).toBe('');
    expect(digits.parse(' 12 ')).toBe('12');
    expect(firstMessage(digits, 'a1')).toBe('Solo números.');
    expect(firstMessage(digits, 5)).toBe(INVALID_VALUE_MESSAGE);
  });
});
