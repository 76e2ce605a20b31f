import * as z from 'zod';
import { CedulaSchema } from '../ids/cedula.js';
import { PassportSchema } from '../ids/passport.js';
import { PhoneSchema } from '../ids/phone.js';
import { RncSchema } from '../ids/rnc.js';
import { optionalField, optionalText, requiredText } from './text.js';

/** Longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Spanish messages of the shared fields. */
export const FIELD_MESSAGES = {
  email: 'Escribe un correo electrónico válido.',
  emailTooLong: 'El correo no puede tener más de 254 caracteres.',
  firstName: 'Escribe tu nombre.',
  firstNameTooLong: 'El nombre no puede tener más de 100 caracteres.',
  lastName: 'Escribe tu apellido.',
  lastNameTooLong: 'El apellido no puede tener más de 100 caracteres.',
  tradeNameTooLong: 'La razón social no puede tener más de 150 caracteres.',
  companyTooLong: 'La empresa no puede tener más de 100 caracteres.',
} as const;

/** An e-mail address: trimmed, lower-cased, at most 254 characters. */
export const EmailSchema = z
  .string({ error: FIELD_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: FIELD_MESSAGES.emailTooLong, abort: true })
  .pipe(z.email({ error: FIELD_MESSAGES.email }));

/** A first name: required, at most 100 characters. */
export const FirstNameSchema = requiredText({
  max: 100,
  required: FIELD_MESSAGES.firstName,
  tooLong: FIELD_MESSAGES.firstNameTooLong,
});

/** A last name: required, at most 100 characters. */
export const LastNameSchema = requiredText({
  max: 100,
  required: FIELD_MESSAGES.lastName,
  tooLong: FIELD_MESSAGES.lastNameTooLong,
});

/** A company's registered name (razón social) for fiscal invoices, optional, ≤150 characters. */
export const TradeNameSchema = optionalText({ max: 150, tooLong: FIELD_MESSAGES.tradeNameTooLong });

/** A company name on an address, optional, ≤100 characters. */
export const CompanySchema = optionalText({ max: 100, tooLong: FIELD_MESSAGES.companyTooLong });

/** An optional cédula: `''` when left empty, else 11 normalised digits. */
export const OptionalCedulaSchema = optionalField(CedulaSchema);
/** An optional passport number: `''` when left empty, else upper-case letters and digits. */
export const OptionalPassportSchema = optionalField(PassportSchema);
/** An optional RNC: `''` when left empty, else 9 normalised digits. */
export const OptionalRncSchema = optionalField(RncSchema);
/** An optional Dominican phone: `''` when left empty, else E.164. */
export const OptionalPhoneSchema = optionalField(PhoneSchema);
