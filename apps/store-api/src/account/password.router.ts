import {
  ChangePasswordSchema,
  RESET_LINK_MESSAGE,
  ResetPasswordRequestSchema,
  ResetPasswordSchema,
} from '@vitrina/core';
import { Hono, type Context } from 'hono';

import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { parseOr } from '../http/validate.js';
import { spend, type AccountArea } from './account-area.js';
import { passwordChangedEmail, resetPasswordEmail, storefrontLink } from './account-emails.js';
import { EmailTokenSchema } from './account.schemas.js';
import { findLoginUser, setPassword } from './account-store.js';
import { hashOneTimeToken, matchesOneTimeToken, newOneTimeToken } from './one-time-token.js';
import { parseForm } from './parse-form.js';

const RESET_TTL_MS = 3_600_000;
const RESET_SENT =
  'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.';
const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';

/**
 * A new password: by a link mailed to the account (asked for, then used) or by the signed-in
 * customer who knows the current one. Either way the owner is told by e-mail.
 */
export function passwordRouter(account: AccountArea): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock, config, outbox } = account.deps;
  const { limits } = account;

  /** After a new password (C6): the owner is told, with the way back if it was not them. */
  const sendPasswordChanged = (to: string) =>
    outbox.send(
      passwordChangedEmail(
        config.shop,
        to,
        storefrontLink(config.storefrontUrl, '/auth/recuperar-contrasena', {}),
      ),
    );

  /** A fresh reset link for the account, replacing any earlier one, mailed to its owner. */
  const sendResetLink = async (user: { id: number; email: string }) => {
    const token = newOneTimeToken();
    await db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: hashOneTimeToken(token),
        expires_at_ms: clock.now() + RESET_TTL_MS,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((eb) => ({
          token_hash: eb.ref('excluded.token_hash'),
          expires_at_ms: eb.ref('excluded.expires_at_ms'),
        })),
      )
      .execute();
    await outbox.send(
      resetPasswordEmail(
        config.shop,
        user.email,
        storefrontLink(config.storefrontUrl, '/auth/cambiar-contrasena', {
          email: user.email,
          token,
        }),
      ),
    );
  };

  app.post('/reset-password', async (c) => {
    const body = parseForm(ResetPasswordRequestSchema, c.get('jsonBody'));
    spend(limits.resetPerIp, account.ip(c));
    // Past the per-account limit the answer is the same but no mail goes out (C3).
    if (!limits.resetMailPerEmail.hit(body.email).allowed) return c.json({ message: RESET_SENT });
    const user = await findLoginUser(db, body.email);
    if (user) {
      await sendResetLink(user);
      await account.logEvent(c, 'reset_requested', user.id);
    }
    return c.json({ message: RESET_SENT });
  });

  /** The account and reset a link names; a wrong, expired or unknown link is logged, counted and refused. */
  const resetOfLink = async (c: Context, email: string, token: string) => {
    const user = await findLoginUser(db, email);
    const reset = user
      ? await db
          .selectFrom('password_resets')
          .selectAll()
          .where('user_id', '=', user.id)
          .executeTakeFirst()
      : undefined;
    if (
      !user ||
      !reset ||
      reset.expires_at_ms <= clock.now() ||
      !matchesOneTimeToken(token, reset.token_hash)
    ) {
      await account.logEvent(c, 'reset_refused', user?.id ?? null);
      await account.wrongToken(c, email);
      throw new StoreError(400, 'invalid_reset_token', RESET_LINK_MESSAGE);
    }
    return { user, reset };
  };

  app.post('/reset-password-token', async (c) => {
    const query = parseOr(EmailTokenSchema, c.req.query(), { message: RESET_LINK_MESSAGE });
    const body = parseForm(ResetPasswordSchema, c.get('jsonBody'));
    const { user, reset } = await resetOfLink(c, query.email, query.token);
    const passwordHash = await account.tokens.hasher.hash(body.password);
    // The link is spent with the change: of two uses at once, one changes the password.
    await db.transaction().execute(async (trx) => {
      const used = await trx
        .deleteFrom('password_resets')
        .where('user_id', '=', user.id)
        .where('token_hash', '=', reset.token_hash)
        .executeTakeFirst();
      if (used.numDeletedRows !== 1n)
        throw new StoreError(400, 'invalid_reset_token', RESET_LINK_MESSAGE);
      await setPassword(trx, user.id, passwordHash, clock.now());
    });
    limits.tokenPerEmail.reset(query.email);
    limits.login.passwordReset(query.email, account.ip(c));
    await sendPasswordChanged(user.email);
    await account.logEvent(c, 'reset_used', user.id);
    return c.json({ message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.' });
  });

  // The customer is the token's, never the body's. Every token ends with the old password, this
  // one too (B6), as a reset does: the shop signs in again with the new one.
  app.post('/change-password', async (c) => {
    const { email } = await account.currentUser(c);
    const body = parseForm(ChangePasswordSchema, c.get('jsonBody'));
    const user = await account.checkPassword(c, email, body.current_password);
    if (!user) {
      throw new StoreError(400, 'incorrect_password', WRONG_CURRENT_PASSWORD, {
        data: { params: { current_password: WRONG_CURRENT_PASSWORD } },
      });
    }
    await setPassword(db, user.id, await account.tokens.hasher.hash(body.password), clock.now());
    limits.login.passwordReset(email, account.ip(c));
    await sendPasswordChanged(user.email);
    await account.logEvent(c, 'password_changed', user.id);
    return c.json({
      message: 'Cambiamos tu contraseña y cerramos todas tus sesiones. Inicia sesión con la nueva.',
    });
  });

  return app;
}
