import type { Context } from 'hono';

import type { Deps } from '../deps.js';
import type { AuthUser } from '../http/bearer.js';
import type { ApiKey } from '../http/api-key.js';
import { resolveConsumerKey } from '../http/consumer-auth.js';
import { StoreError } from '../http/errors.js';

/** Who is asking a wc/v3 route that customers may also use. */
export type Actor =
  { kind: 'customer'; user: AuthUser } | { kind: 'key'; key: ApiKey } | { kind: 'guest' };

/** The account API's answer to a bad, expired or revoked token. */
export const invalidTokenError = (): StoreError =>
  new StoreError(403, 'jwt_auth_invalid_token', 'Tu sesión no es válida o ha expirado.');

/**
 * A bearer token wins over a consumer key: the storefront proxy may add its key to a shopper's
 * call, and the shopper must still see only their own data (§0.2, E1). Without a bearer, a
 * consumer key reaches everything, as in WooCommerce; with neither, the caller is a guest.
 */
export async function resolveActor(c: Context, deps: Deps): Promise<Actor> {
  const user = await deps.auth.userFromBearer(c.req.header('authorization'));
  if (user === 'invalid') throw invalidTokenError();
  if (user !== null) return { kind: 'customer', user };
  const key = await resolveConsumerKey(c, deps);
  return key ? { kind: 'key', key } : { kind: 'guest' };
}
