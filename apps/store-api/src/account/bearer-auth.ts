import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { bearerToken, type BearerAuth } from '../http/bearer.js';
import type { TokenService } from './token-service.js';

/**
 * Resolves bearer tokens with the account API's JWTs: a token counts only while its user exists,
 * has a password, and has not logged out or changed password since it was issued (B6).
 */
export function createTokenBearerAuth(db: Kysely<Database>, tokens: TokenService): BearerAuth {
  return {
    async userFromBearer(header) {
      const token = bearerToken(header);
      // No bearer at all (none, or HTTP Basic for a consumer key) is a guest, not a bad token.
      if (token === undefined) return null;
      const claims = await tokens.verify(token);
      if (!claims) return 'invalid';
      const user = await db
        .selectFrom('users')
        .innerJoin('user_credentials', 'user_credentials.user_id', 'users.id')
        .select(['users.id', 'users.email', 'users.role', 'user_credentials.tokens_valid_after_ms'])
        .where('users.id', '=', claims.userId)
        .executeTakeFirst();
      if (!user || claims.issuedAtMs <= user.tokens_valid_after_ms) return 'invalid';
      return { id: user.id, email: user.email, role: user.role };
    },
  };
}
