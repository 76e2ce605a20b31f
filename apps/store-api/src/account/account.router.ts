import {
  ChangePasswordSchema,
  RESET_LINK_MESSAGE,
  ResetPasswordRequestSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '@vitrina/core';
import { Hono, type Context } from 'hono';

import type { Deps } from '../deps.js';
import { clientIp } from '../http/client-ip.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { rateLimited, type RateLimitHit, type SlidingWindowLimiter } from '../http/rate-limit.js';
import { parseOr } from '../http/validate.js';
import { parseForm } from './parse-form.js';
import { createAccountLimits } from './account-limits.js';
import {
  passwordChangedEmail,
  resetPasswordEmail,
  storefrontLink,
  verifyEmailEmail,
} from './account-emails.js';
import { EmailTokenSchema, VerifyEmailBodySchema } from './account.schemas.js';
import { findLoginUser, insertCustomer, revokeTokens, setPassword } from './account-store.js';
import { accountTokens } from './account-tokens.js';
import { invalidTokenError } from './token-errors.js';
import { hashOneTimeToken, matchesOneTimeToken, newOneTimeToken } from './one-time-token.js';
import { recordSecurityEvent, type SecurityEventKind } from './security-events.js';

const HOUR = 3_600_000;
const RESET_TTL_MS = HOUR;
const VERIFY_TTL_MS = 48 * HOUR;

const BAD_CREDENTIALS = 'Correo o contraseña incorrectos.';
const RESET_SENT =
  'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.';
const BAD_VERIFY_LINK = 'El enlace de verificación no es válido o ya venció.';
const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';

const tooManyTries = (hit: RateLimitHit, message?: string) =>
  rateLimited(
    hit,
    message ?? `Demasiados intentos. Espera ${hit.resetSeconds} s e inténtalo de nuevo.`,
  );

function spend(limiter: SlidingWindowLimiter, key: string, message?: string): void {
  const hit = limiter.hit(key);
  if (!hit.allowed) throw tooManyTries(hit, message);
}

/**
 * The JWT account plugin's API (`/wp-json/api/v1`): login, sign-up, current user, logout,
 * password reset by e-mail, password change by the signed-in customer and e-mail verification.
 */
export function accountRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock, config, outbox } = deps;
  const { hasher, issueToken } = accountTokens(deps);
  const limits = createAccountLimits(clock);
  const ip = (c: Context) => clientIp(c, config.trustProxy);
  const logEvent = (c: Context, kind: SecurityEventKind, userId: number | null = null) =>
    recordSecurityEvent(db, { kind, userId, ip: ip(c), atMs: clock.now() });
  /** Counts a try; when over the limit, logs `kind` and answers 429. */
  const spendLogged = async (
    c: Context,
    limiter: SlidingWindowLimiter,
    key: string,
    kind: SecurityEventKind,
  ) => {
    try {
      spend(limiter, key);
    } catch (error) {
      await logEvent(c, kind);
      throw error;
    }
  };

  /**
   * Counts a wrong reset or verification token for an e-mail (C2): past the limit the answer is
   * 429. Only wrong tokens are counted and refused, so junk sent for a victim's e-mail never
   * blocks the real link (#28): a token is 256 random bits, nothing to guess at any rate.
   */
  const wrongToken = (c: Context, email: string) =>
    spendLogged(c, limits.tokenPerEmail, email, 'token_rate_limited');

  const currentUser = async (c: Context) => {
    const user = await deps.auth.userFromBearer(c.req.header('authorization'));
    if (user === null) {
      throw new StoreError(403, 'jwt_auth_no_auth_header', 'Falta el encabezado de autorización.');
    }
    if (user === 'invalid') throw invalidTokenError();
    return user;
  };

  /**
   * Checks an account's password wherever one is asked for, counted by the login throttle (B1) so
   * no route guesses passwords faster than the login: the user, or undefined (counted and logged)
   * for an unknown account or a wrong password; 429 while the account waits at this address.
   */
  const checkPassword = async (c: Context, email: string, password: string) => {
    await spendLogged(c, limits.loginPerIp, ip(c), 'login_rate_limited');
    const refused = limits.login.admit(email, ip(c));
    if (refused) {
      await logEvent(c, 'login_rate_limited');
      throw tooManyTries(refused);
    }
    const user = await findLoginUser(db, email);
    const valid = user
      ? await hasher.verify(password, user.password_hash)
      : await hasher.verifyUnknownUser(password);
    if (!user || !valid) {
      limits.login.failed(email, ip(c));
      await logEvent(c, 'login_failed', user?.id ?? null);
      return undefined;
    }
    limits.login.succeeded(email, ip(c));
    return user;
  };

  /** After a new password (C6): the owner is told, with the way back if it was not them. */
  const sendPasswordChanged = (to: string) =>
    outbox.send(
      passwordChangedEmail(
        to,
        storefrontLink(config.storefrontUrl, '/auth/recuperar-contrasena', {}),
      ),
    );

  app.post('/login', async (c) => {
    const body = parseOr(SignInSchema, c.get('jsonBody'), { message: BAD_CREDENTIALS });
    const user = await checkPassword(c, body.email, body.password);
    if (!user) throw new StoreError(400, 'invalid_credentials', BAD_CREDENTIALS);
    return c.json({
      message: 'Sesión iniciada correctamente.',
      results: { token: await issueToken(user.id) },
    });
  });

  app.post('/users', async (c) => {
    spend(
      limits.registerPerIp,
      ip(c),
      'Demasiados registros desde esta conexión. Inténtalo más tarde.',
    );
    const body = parseForm(SignUpSchema, c.get('jsonBody'));
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirst();
    if (taken) {
      throw new StoreError(
        400,
        'registration_email_exists',
        'Ya existe una cuenta con este correo.',
      );
    }
    const passwordHash = await hasher.hash(body.password);
    const verifyToken = newOneTimeToken();
    const now = clock.now();
    const userId = await db.transaction().execute(async (trx) => {
      const id = await insertCustomer(
        trx,
        {
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          meta: { phone: body.phone, social_id: body.social_id, passport: body.passport },
          billing: {
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email,
            phone: body.phone,
            country: 'DO',
          },
          shipping: { first_name: body.first_name, last_name: body.last_name, country: 'DO' },
          emailVerifiedAtMs: null,
        },
        now,
      );
      await trx
        .insertInto('email_verifications')
        .values({
          user_id: id,
          token_hash: hashOneTimeToken(verifyToken),
          expires_at_ms: now + VERIFY_TTL_MS,
        })
        .execute();
      return id;
    });
    await outbox.send(
      verifyEmailEmail(
        body.email,
        body.first_name,
        storefrontLink(config.storefrontUrl, '/verificar-correo', {
          email: body.email,
          token: verifyToken,
        }),
      ),
    );
    return c.json({
      message: 'Tu cuenta fue creada. Te enviamos un correo para confirmar tu dirección.',
      results: { token: await issueToken(userId) },
    });
  });

  app.get('/users', async (c) => {
    const user = await currentUser(c);
    const row = await db
      .selectFrom('users')
      .select(['id', 'email', 'username', 'display_name', 'role', 'created_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return c.json({
      code: 'jwt_auth_valid_token',
      message: 'Token válido.',
      results: {
        userData: {
          // WP_User serialised: data.* come from the users row, so WordPress sends them as strings.
          data: {
            ID: String(row.id),
            user_login: row.username,
            user_email: row.email,
            user_nicename: row.username,
            display_name: row.display_name,
            user_registered: row.created_at.slice(0, 19).replace('T', ' '),
          },
          ID: row.id,
          roles: [row.role],
        },
      },
      data: { status: 200 },
    });
  });

  app.post('/logout', async (c) => {
    const user = await currentUser(c);
    await revokeTokens(db, user.id, clock.now());
    return c.json({ message: 'Cerraste sesión.' });
  });

  app.post('/reset-password', async (c) => {
    const body = parseForm(ResetPasswordRequestSchema, c.get('jsonBody'));
    spend(limits.resetPerIp, ip(c));
    // Past the per-account limit the answer is the same but no mail goes out (C3).
    if (!limits.resetMailPerEmail.hit(body.email).allowed) return c.json({ message: RESET_SENT });
    const user = await findLoginUser(db, body.email);
    if (user) {
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
          user.email,
          storefrontLink(config.storefrontUrl, '/auth/cambiar-contrasena', {
            email: user.email,
            token,
          }),
        ),
      );
      await logEvent(c, 'reset_requested', user.id);
    }
    return c.json({ message: RESET_SENT });
  });

  app.post('/reset-password-token', async (c) => {
    const query = parseOr(EmailTokenSchema, c.req.query(), { message: RESET_LINK_MESSAGE });
    const body = parseForm(ResetPasswordSchema, c.get('jsonBody'));
    const user = await findLoginUser(db, query.email);
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
      !matchesOneTimeToken(query.token, reset.token_hash)
    ) {
      await logEvent(c, 'reset_refused', user?.id ?? null);
      await wrongToken(c, query.email);
      throw new StoreError(400, 'invalid_reset_token', RESET_LINK_MESSAGE);
    }
    const passwordHash = await hasher.hash(body.password);
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
    limits.login.passwordReset(query.email, ip(c));
    await sendPasswordChanged(user.email);
    await logEvent(c, 'reset_used', user.id);
    return c.json({ message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.' });
  });

  // The customer is the token's, never the body's. Every token ends with the old password, this
  // one too (B6), as a reset does: the shop signs in again with the new one.
  app.post('/change-password', async (c) => {
    const { email } = await currentUser(c);
    const body = parseForm(ChangePasswordSchema, c.get('jsonBody'));
    const user = await checkPassword(c, email, body.current_password);
    if (!user) {
      throw new StoreError(400, 'incorrect_password', WRONG_CURRENT_PASSWORD, {
        data: { params: { current_password: WRONG_CURRENT_PASSWORD } },
      });
    }
    await setPassword(db, user.id, await hasher.hash(body.password), clock.now());
    limits.login.passwordReset(email, ip(c));
    await sendPasswordChanged(user.email);
    await logEvent(c, 'password_changed', user.id);
    return c.json({
      message: 'Cambiamos tu contraseña y cerramos todas tus sesiones. Inicia sesión con la nueva.',
    });
  });

  app.post('/verify-email', async (c) => {
    const body = parseOr(VerifyEmailBodySchema, c.get('jsonBody'), { message: BAD_VERIFY_LINK });
    const pending = await db
      .selectFrom('email_verifications')
      .innerJoin('users', 'users.id', 'email_verifications.user_id')
      .select(['users.id', 'email_verifications.token_hash', 'email_verifications.expires_at_ms'])
      .where('users.email', '=', body.email)
      .executeTakeFirst();
    if (
      !pending ||
      pending.expires_at_ms <= clock.now() ||
      !matchesOneTimeToken(body.token, pending.token_hash)
    ) {
      await wrongToken(c, body.email);
      throw new StoreError(400, 'invalid_verification_token', BAD_VERIFY_LINK);
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('email_verifications').where('user_id', '=', pending.id).execute();
      await trx
        .updateTable('user_credentials')
        .set({ email_verified_at_ms: clock.now() })
        .where('user_id', '=', pending.id)
        .execute();
    });
    return c.json({ message: 'Tu correo quedó confirmado. ¡Gracias!' });
  });

  return app;
}
