import * as z from 'zod';
import { CEDULA_SHAPE, CedulaSchema } from '../ids/cedula.js';
import { PASSPORT_SHAPE, PassportSchema } from '../ids/passport.js';
import { DOMINICAN_NUMBER, PHONE_SEPARATORS, PhoneSchema } from '../ids/phone.js';
import { RNC_SHAPE, RncSchema } from '../ids/rnc.js';
import {
  MULTI_LINE_CONTROLS,
  optionalField,
  optionalText,
  requiredText,
  SINGLE_LINE_CONTROLS,
} from './text.js';

/** Longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Most characters of the shared free-text fields. */
export const FIELD_LENGTHS = {
  firstName: 100,
  lastName: 100,
  tradeName: 150,
  company: 100,
} as const;

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

/**
 * The patterns the fields are checked with, for a store that reads them as data instead of running
 * the schemas (the plugin's Fields.php, through data/rules.json). The cédula's and RNC's check
 * digits are algorithms, not data: each store carries its own, held together by the contract.
 */
export const FIELD_PATTERNS = {
  email: z.regexes.email,
  cedula: CEDULA_SHAPE,
  rnc: RNC_SHAPE,
  passport: PASSPORT_SHAPE,
  phone: DOMINICAN_NUMBER,
  phoneSeparators: PHONE_SEPARATORS,
  singleLineControls: SINGLE_LINE_CONTROLS,
  multiLineControls: MULTI_LINE_CONTROLS,
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
  max: FIELD_LENGTHS.firstName,
  required: FIELD_MESSAGES.firstName,
  tooLong: FIELD_MESSAGES.firstNameTooLong,
});

/** A last name: required, at most 100 characters. */
export const LastNameSchema = requiredText({
  max: FIELD_LENGTHS.lastName,
  required: FIELD_MESSAGES.lastName,
  tooLong: FIELD_MESSAGES.lastNameTooLong,
});

/** A company's registered name (razón social) for fiscal invoices, optional, ≤150 characters. */
export const TradeNameSchema = optionalText({
  max: FIELD_LENGTHS.tradeName,
  tooLong: FIELD_MESSAGES.tradeNameTooLong,
});

/** A company name on an address, optional, ≤100 characters. */
export const CompanySchema = optionalText({
  max: FIELD_LENGTHS.company,
  tooLong: FIELD_MESSAGES.companyTooLong,
});

/** An optional cédula: `''` when left empty, else 11 normalised digits. */
export const OptionalCedulaSchema = optionalField(CedulaSchema);
/** An optional passport number: `''` when left empty, else upper-case letters and digits. */
export const OptionalPassportSchema = optionalField(PassportSchema);
/** An optional RNC: `''` when left empty, else 9 normalised digits. */
export const OptionalRncSchema = optionalField(RncSchema);
/** An optional Dominican phone: `''` when left empty, else E.164. */
export const OptionalPhoneSchema = optionalField(PhoneSchema);
