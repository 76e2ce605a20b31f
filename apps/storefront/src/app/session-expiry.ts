import type { QueryClient } from '@tanstack/react-query';
import { isStoreApiError } from '@vitrina/api-client/errors';
import type { Session } from '../lib/session';

/** The code the account API and CoCart answer for an expired or revoked token. */
const INVALID_TOKEN_CODE = 'jwt_auth_invalid_token';

/**
 * R11 / spec §8: when a private call says the token is no longer valid, the session ends and the
 * shopper signs in again, then returns to `returnTo`. Runs once per expiry (no redirect loop):
 * after the sign-out there is no token left to expire.
 */
export function watchSessionExpiry({
  queryClient,
  session,
  onExpired,
}: {
  queryClient: QueryClient;
  session: Session;
  onExpired: () => void;
}): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const error: unknown = event.action.error;
    if (!isStoreApiError(error) || error.code !== INVALID_TOKEN_CODE || !session.isLoggedIn())
      return;
    session.signOut();
    onExpired();
  });
}
