import type { Kysely } from 'kysely';

import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { BearerAuth } from '../http/bearer.js';
import { createTokenBearerAuth } from './bearer-auth.js';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.js';
import { createTokenService, MAX_TOKEN_TTL_SECONDS, type TokenService } from './token-service.js';

/** The `iss` of every token this store signs. */
export const TOKEN_ISSUER = 'vitrina-store-api';

interface AccountTokenDeps {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
}

/** The account area's token service, password hasher and token issuing, built from deps. */
export interface AccountTokens {
  tokens: TokenService;
  hasher: PasswordHasher;
  /**
   * Signs a token for a user, issued strictly after the user's `tokens_valid_after`, so a login
   * in the same millisecond as a logout still yields a working token.
   */
  issueToken: (userId: number) => Promise<string>;
}

export function accountTokens({ config, db, clock }: AccountTokenDeps): AccountTokens {
  const tokens = createTokenService({
    secret: config.jwtSecret,
    issuer: TOKEN_ISSUER,
    ttlSeconds: MAX_TOKEN_TTL_SECONDS,
    now: () => clock.now(),
  });
  const hasher = createPasswordHasher(config.passwordHashCost);
  const issueToken = async (userId: number): Promise<string> => {
    const row = await db
      .selectFrom('user_credentials')
      .select('tokens_valid_after_ms')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return tokens.sign(userId, Math.max(clock.now(), row.tokens_valid_after_ms + 1));
  };
  return { tokens, hasher, issueToken };
}

/** `createBearerAuth` for `areas.ts`: bearer tokens are this area's JWTs. */
export function accountBearerAuth(deps: AccountTokenDeps): BearerAuth {
  return createTokenBearerAuth(deps.db, accountTokens(deps).tokens);
}
