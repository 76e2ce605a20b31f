import type { StoreLoader } from '../lib/api';
import type { Session } from '../lib/session';

/**
 * Spec §4 startup: a stored token is checked against the store, and a dead one forgotten (the
 * app sends the shopper to sign in where the page needs an account: `goToSignIn`). The machine
 * (and XState) is fetched only when there is a token, so a guest's page does not pay for it.
 */
export function checkStoredToken({
  store,
  session,
  goToSignIn,
}: {
  store: StoreLoader;
  session: Session;
  goToSignIn: () => void;
}): void {
  if (!session.isLoggedIn()) return;
  void Promise.all([import('xstate'), import('../features/auth/session.actors')]).then(
    ([{ createActor }, { createStartupMachine }]) =>
      createActor(createStartupMachine({ store, session }, goToSignIn), {
        input: { hasToken: session.isLoggedIn() },
      }).start(),
  );
}
