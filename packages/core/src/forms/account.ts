import * as z from 'zod';
import { PhoneSchema } from '../ids/phone.js';
import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  OptionalCedulaSchema,
  OptionalPassportSchema,
  OptionalPhoneSchema,
  OptionalRncSchema,
  TradeNameSchema,
} from './fields.js';
import { CurrentPasswordSchema, NewPasswordSchema } from './password.js';

/** Shown when a password-reset link is malformed, used or expired. */
export const RESET_LINK_MESSAGE =
  'El enlace para restablecer la contraseña no es válido o ya se usó.';

/**
 * The sign-up form and the registration payload of `POST api/v1/users`: email, password (new
 * password policy), first_name, last_name, and optional social_id (cédula), passport and phone.
 */
export const SignUpSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  social_id: OptionalCedulaSchema,
  passport: OptionalPassportSchema,
  phone: OptionalPhoneSchema,
});
/** A valid registration payload (normalised: cédula digits, E.164 phone, lower-case email). */
export type RegistrationPayload = z.infer<typeof SignUpSchema>;

/** The sign-in form and the `POST api/v1/login` payload. */
export const SignInSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
/** A sign-in payload. */
export type SignIn = z.infer<typeof SignInSchema>;

/** The profile form: the customer's own data, as stored in the customer and its meta entries. */
export const ProfileUpdateSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  social_id: OptionalCedulaSchema,
  passport: OptionalPassportSchema,
  rnc: OptionalRncSchema,
  trade_name: TradeNameSchema,
});

/** The recover-password form and the `POST api/v1/reset-password` payload. */
export const ResetPasswordRequestSchema = z.object({ email: EmailSchema });

/** The change-password form and the `POST api/v1/reset-password-token` payload. */
export const ResetPasswordSchema = z.object({ password: NewPasswordSchema });

/**
 * The profile's change-password form and the `POST api/v1/change-password` payload of a signed-in
 * customer: the current password, checked as a sign-in is (any non-empty one, so the policy does
 * not hint which guesses to skip), and the new one under the new-password policy.
 */
export const ChangePasswordSchema = z.object({
  current_password: CurrentPasswordSchema,
  password: NewPasswordSchema,
});

/**
 * The query of `/auth/cambiar-contrasena` and `api/v1/reset-password-token`: the e-mail and the
 * reset token from the link (URL-safe characters, at most 512).
 */
export const ResetPasswordQuerySchema = z.object({
  email: EmailSchema,
  token: z
    .string({ error: RESET_LINK_MESSAGE })
    .trim()
    .regex(/^[\w.~-]{1,512}$/, { error: RESET_LINK_MESSAGE }),
});
/** The parsed reset link. */
export type ResetPasswordQuery = z.infer<typeof ResetPasswordQuerySchema>;
