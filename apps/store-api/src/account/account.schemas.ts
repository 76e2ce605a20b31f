import { ResetPasswordQuerySchema } from '@vitrina/core';
import { z } from 'zod';

/** The query of `POST /api/v1/reset-password-token` and the body of `POST /api/v1/verify-email`. */
export const EmailTokenSchema = ResetPasswordQuerySchema;

/** The body of `POST /api/v1/verify-email`: the e-mail and token of the `/verificar-correo` link. */
export const VerifyEmailBodySchema = z.object({
  email: ResetPasswordQuerySchema.shape.email,
  token: ResetPasswordQuerySchema.shape.token,
});
