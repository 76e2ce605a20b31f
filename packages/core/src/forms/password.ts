import * as z from 'zod';
import { isCommonPassword } from './common-passwords.js';
import {
  CURRENT_PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password-policy.js';
import { codePointLength, hasControlCharacters } from './text.js';

/** Spanish messages of the password policy, for surfaces that show them outside a form. */
export const PASSWORD_MESSAGES = {
  tooShort: `La contraseña debe tener al menos ${String(PASSWORD_MIN_LENGTH)} caracteres.`,
  tooLong: `La contraseña no puede tener más de ${String(PASSWORD_MAX_LENGTH)} caracteres.`,
  invalidCharacters: 'La contraseña tiene caracteres no permitidos.',
  common: 'Esa contraseña es demasiado común; elige otra.',
  required: 'Escribe tu contraseña.',
} as const;

/**
 * A new password, as ASVS 5.0 asks: at least 8 characters (code points, so `ñ` and emoji count
 * once), up to 128, any printable Unicode including spaces, no composition rules, never
 * trimmed or truncated (the exact string is what gets hashed), and refused when it is on the
 * shipped common-password list.
 */
export const NewPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .refine((value) => codePointLength(value) >= PASSWORD_MIN_LENGTH, {
    error: PASSWORD_MESSAGES.tooShort,
    abort: true,
  })
  .refine((value) => codePointLength(value) <= PASSWORD_MAX_LENGTH, {
    error: PASSWORD_MESSAGES.tooLong,
    abort: true,
  })
  .refine((value) => !hasControlCharacters(value), {
    error: PASSWORD_MESSAGES.invalidCharacters,
    abort: true,
  })
  .refine((value) => !isCommonPassword(value), { error: PASSWORD_MESSAGES.common });

/**
 * A password typed to sign in: only required and bounded (old passwords predate the policy, and
 * the policy must not tell an attacker which guesses to skip).
 */
export const CurrentPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .max(CURRENT_PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong });
