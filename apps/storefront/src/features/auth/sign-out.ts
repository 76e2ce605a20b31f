import type { AppContext } from '../../lib/app-context';

/**
 * Logout (spec §4, B6): the store revokes every token of the user, then the browser forgets the
 * token, order id/key and the private cache. The local part happens even when the store cannot
 * be reached, so a shopper who asked to leave is never left signed in.
 */
export async function signOut({
  store,
  session,
}: Pick<AppContext, 'store' | 'session'>): Promise<void> {
  try {
    await (await store()).account.logout();
  } catch {
    // Revocation failed (offline, or the token already expired); the token dies at its expiry.
  } finally {
    session.signOut();
  }
}
