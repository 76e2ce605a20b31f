import * as z from 'zod';
import { WcIdSchema } from './shared.schemas.js';

/** `POST api/v1/login`. */
export const LoginInputSchema = z.strictObject({ email: z.string(), password: z.string() });
export type LoginInput = z.input<typeof LoginInputSchema>;

/** The spec's registration payload (§3) for `POST api/v1/users`. */
export const RegisterInputSchema = z.strictObject({
  email: z.string(),
  password: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  social_id: z.string().optional(),
  passport: z.string().optional(),
  phone: z.string().optional(),
});
export type RegisterInput = z.input<typeof RegisterInputSchema>;

/** `POST api/v1/reset-password-token?email=…&token=…` with `{password}`. */
export const ResetPasswordWithTokenInputSchema = z.strictObject({
  email: z.string(),
  token: z.string(),
  password: z.string(),
});
export type ResetPasswordWithTokenInput = z.input<typeof ResetPasswordWithTokenInputSchema>;

/** `POST api/v1/change-password` with the signed-in customer's Bearer token. */
export const ChangePasswordInputSchema = z.strictObject({
  current_password: z.string(),
  password: z.string(),
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

/** `POST api/v1/verify-email` with `{email, token}` from the link of the verification e-mail. */
export const VerifyEmailInputSchema = z.strictObject({ email: z.string(), token: z.string() });
export type VerifyEmailInput = z.input<typeof VerifyEmailInputSchema>;

/** The answer of login and registration: `{message, results: {token}}`. */
export const AccountTokenSchema = z.looseObject({
  message: z.string().default(''),
  results: z.looseObject({ token: z.string().min(1) }),
});
export type AccountToken = z.infer<typeof AccountTokenSchema>;

/** The answer of the account calls that only confirm: `{message}`. */
export const AccountMessageSchema = z.looseObject({ message: z.string().default('') });
export type AccountMessage = z.infer<typeof AccountMessageSchema>;

/** `GET api/v1/users`: the signed-in user, `results.userData.data.ID` (spec §7). */
export const CurrentUserSchema = z.looseObject({
  code: z.string().optional(),
  message: z.string().optional(),
  results: z.looseObject({
    userData: z.looseObject({
      data: z.looseObject({
        ID: WcIdSchema,
        user_email: z.string().optional(),
        display_name: z.string().optional(),
      }),
    }),
  }),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * What `GET api/v1/users` may answer with a 2xx: the user, or (spec §8) the plugin's
 * `code: "jwt_auth_invalid_token"` without `results`, which the client turns into a
 * {@link StoreApiError}.
 */
export const CurrentUserAnswerSchema = z.union([
  CurrentUserSchema.transform((user) => ({ kind: 'user' as const, user })),
  z
    .looseObject({ code: z.literal('jwt_auth_invalid_token'), message: z.string().optional() })
    .transform((refusal) => ({ kind: 'invalid_token' as const, refusal })),
]);
