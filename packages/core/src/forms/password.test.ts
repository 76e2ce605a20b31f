import { describe, expect, it } from 'vitest';
import { commonPasswordList, isCommonPassword } from './common-passwords.js';
import { CurrentPasswordSchema, NewPasswordSchema, PASSWORD_MESSAGES } from './password.js';

function message(value: unknown): string | undefined {
  return NewPasswordSchema.safeParse(value).error?.issues[0]?.message;
}

describe('new password policy (ASVS 5.0)', () => {
  it('B3: refuses fewer than 8 characters', () => {
    expect(message('1234567')).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(message('ñandú😀7')).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(NewPasswordSchema.safeParse('ñandú😀78').success).toBe(true);
    expect(message('')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(message(undefined)).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('B3: refuses common passwords, whatever their case', () => {
    for (const common of [
      'password',
      '12345678',
      '123456789',
      'qwerty123',
      'Contraseña',
      'PASSWORD1',
    ]) {
      expect(message(common)).toBe('Esa contraseña es demasiado común; elige otra.');
    }
  });

  it('B3: allows 64 characters and more, spaces, ñ, emoji and long UTF-8 without truncating', () => {
    const long = 'x'.repeat(64);
    const utf8 = 'ñandú😀 '.repeat(10);
    expect(new TextEncoder().encode(utf8).length).toBeGreaterThan(72);
    expect(NewPasswordSchema.parse(long)).toBe(long);
    expect(NewPasswordSchema.parse(utf8)).toBe(utf8);
    expect(NewPasswordSchema.parse(' mi casa azul ')).toBe(' mi casa azul ');
  });

  it('B3: has no composition rules (all lower-case letters are fine)', () => {
    expect(NewPasswordSchema.safeParse('caballo bateria grapa').success).toBe(true);
  });

  it('counts emoji as one character each', () => {
    expect(message('😀😀😀😀😀😀😀')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(NewPasswordSchema.safeParse('😀😀😀😀🎉😀😀😀').success).toBe(true);
  });

  it('refuses more than 128 characters and control characters', () => {
    expect(message('a'.repeat(129))).toBe('La contraseña no puede tener más de 128 caracteres.');
    expect(NewPasswordSchema.safeParse('a'.repeat(128)).success).toBe(true);
    expect(message('abcdefgh\u0000')).toBe(PASSWORD_MESSAGES.invalidCharacters);
  });
});

describe('common password list', () => {
  it('ships a few thousand entries, including the ones everybody tries', () => {
    const list = commonPasswordList();
    expect(list.size).toBeGreaterThan(20_000);
    for (const entry of [
      'password',
      '12345678',
      '123456789',
      'qwerty123',
      'contraseña',
      'iloveyou',
    ]) {
      expect(list.has(entry)).toBe(true);
    }
  });

  it('matches base words with the usual suffixes', () => {
    expect(isCommonPassword('Dominicana2024')).toBe(true);
    expect(isCommonPassword('licey123')).toBe(true);
    expect(isCommonPassword(' teamo1234 ')).toBe(true);
  });

  it('leaves uncommon passphrases alone', () => {
    expect(isCommonPassword('mango verde en la nevera')).toBe(false);
  });
});

describe('current password', () => {
  it('only requires something, so old passwords still sign in', () => {
    expect(CurrentPasswordSchema.parse('123')).toBe('123');
    expect(CurrentPasswordSchema.safeParse('').error?.issues[0]?.message).toBe(
      PASSWORD_MESSAGES.required,
    );
    expect(CurrentPasswordSchema.safeParse('a'.repeat(1025)).success).toBe(false);
  });
});
