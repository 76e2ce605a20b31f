import { ADDRESS_CONFIRMATION, AddressConfirmationSchema, SignInSchema } from '@vitrina/core';
import { Hono } from 'hono';

import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { parseOr } from '../http/validate.js';
import type { AccountArea } from './account-area.js';
import { revokeTokens } from './account-store.js';

const BAD_CREDENTIALS = 'Correo o contraseña incorrectos.';

/**
 * The session: login, the «¿Eres tú?» link that vouches for an address of an account under
 * attack (B1), the current user behind a token, and logout (which ends every token).
 */
export function sessionRouter(account: AccountArea): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = account.deps;

  app.post('/login', async (c) => {
    const body = parseOr(SignInSchema, c.get('jsonBody'), { message: BAD_CREDENTIALS });
    const user = await account.checkPassword(c, body.email, body.password);
    if (!user) throw new StoreError(400, 'invalid_credentials', BAD_CREDENTIALS);
    return c.json({
      message: 'Sesión iniciada correctamente.',
      results: { token: await account.tokens.issueToken(user.id) },
    });
  });

  app.post('/confirm-address', async (c) => {
    const invalid = { message: ADDRESS_CONFIRMATION.invalid };
    const link = parseOr(AddressConfirmationSchema, c.get('jsonBody'), invalid);
    const ip = await account.confirmations.redeem(link.email, link.token);
    if (ip === undefined) {
      await account.wrongToken(c, link.email);
      throw new StoreError(400, 'invalid_address_token', ADDRESS_CONFIRMATION.invalid);
    }
    account.limits.login.trust(link.email, ip);
    return c.json({ message: ADDRESS_CONFIRMATION.confirmed });
  });

  app.get('/users', async (c) => {
    const user = await account.currentUser(c);
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
    const user = await account.currentUser(c);
    await revokeTokens(db, user.id, clock.now());
    return c.json({ message: 'Cerraste sesión.' });
  });

  return app;
}
