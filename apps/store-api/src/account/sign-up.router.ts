import { SignUpSchema, type RegistrationPayload } from '@vitrina/core';
import { Hono, type Context } from 'hono';

import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { parseOr } from '../http/validate.js';
import { spend, type AccountArea } from './account-area.js';
import { storefrontLink, verifyEmailEmail } from './account-emails.js';
import { VerifyEmailBodySchema } from './account.schemas.js';
import { insertCustomer } from './account-store.js';
import { hashOneTimeToken, matchesOneTimeToken, newOneTimeToken } from './one-time-token.js';
import { parseForm } from './parse-form.js';

const VERIFY_TTL_MS = 48 * 3_600_000;
const BAD_VERIFY_LINK = 'El enlace de verificación no es válido o ya venció.';

/**
 * Sign-up, which signs the new customer in and mails them a link to confirm their address, and
 * that confirmation.
 */
export function signUpRouter(account: AccountArea): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock, config, outbox } = account.deps;

  const refuseTakenEmail = async (email: string) => {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken) {
      throw new StoreError(
        400,
        'registration_email_exists',
        'Ya existe una cuenta con este correo.',
      );
    }
  };

  /** The customer, with the confirmation their address awaits, in one transaction. */
  const createCustomer = async (
    form: RegistrationPayload,
    passwordHash: string,
    verifyToken: string,
  ) => {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const id = await insertCustomer(
        trx,
        {
          email: form.email,
          passwordHash,
          firstName: form.first_name,
          lastName: form.last_name,
          meta: { phone: form.phone, social_id: form.social_id, passport: form.passport },
          billing: {
            first_name: form.first_name,
            last_name: form.last_name,
            email: form.email,
            phone: form.phone,
            country: 'DO',
          },
          shipping: { first_name: form.first_name, last_name: form.last_name, country: 'DO' },
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
  };

  const sendVerificationLink = (form: RegistrationPayload, verifyToken: string) =>
    outbox.send(
      verifyEmailEmail(
        config.shop,
        form.email,
        form.first_name,
        storefrontLink(config.storefrontUrl, '/verificar-correo', {
          email: form.email,
          token: verifyToken,
        }),
      ),
    );

  app.post('/users', async (c) => {
    spend(
      account.limits.registerPerIp,
      account.ip(c),
      'Demasiados registros desde esta conexión. Inténtalo más tarde.',
    );
    const form = parseForm(SignUpSchema, c.get('jsonBody'));
    await refuseTakenEmail(form.email);
    const passwordHash = await account.tokens.hasher.hash(form.password);
    const verifyToken = newOneTimeToken();
    const userId = await createCustomer(form, passwordHash, verifyToken);
    await sendVerificationLink(form, verifyToken);
    return c.json({
      message: 'Tu cuenta fue creada. Te enviamos un correo para confirmar tu dirección.',
      results: { token: await account.tokens.issueToken(userId) },
    });
  });

  /** The account awaiting confirmation; a wrong, expired or unknown link is counted and refused. */
  const pendingVerification = async (c: Context, email: string, token: string) => {
    const pending = await db
      .selectFrom('email_verifications')
      .innerJoin('users', 'users.id', 'email_verifications.user_id')
      .select(['users.id', 'email_verifications.token_hash', 'email_verifications.expires_at_ms'])
      .where('users.email', '=', email)
      .executeTakeFirst();
    if (
      !pending ||
      pending.expires_at_ms <= clock.now() ||
      !matchesOneTimeToken(token, pending.token_hash)
    ) {
      await account.wrongToken(c, email);
      throw new StoreError(400, 'invalid_verification_token', BAD_VERIFY_LINK);
    }
    return pending;
  };

  app.post('/verify-email', async (c) => {
    const body = parseOr(VerifyEmailBodySchema, c.get('jsonBody'), { message: BAD_VERIFY_LINK });
    const pending = await pendingVerification(c, body.email, body.token);
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
