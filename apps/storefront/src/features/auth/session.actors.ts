import { isStoreApiError } from '@vitrina/api-client/errors';
import { fromPromise } from 'xstate';
import { messages } from '../../copy/messages';
import { accountApi } from '../../lib/account-api';
import { ShopRefused } from '../../lib/shop-api/shop-errors';
import type { AppContext } from '../../lib/app-context';
import { logoutMachine, startupMachine, type TokenCheck } from './session.machine';

/** A failed check: the store answered no (spec §8), or did not answer at all. */
function failedCheck(error: unknown): TokenCheck {
  const refused =
    (isStoreApiError(error) && error.status < 500) ||
    (error instanceof ShopRefused && error.status < 500);
  return refused ? { ok: false, reason: 'refused' } : { ok: false, reason: 'unreachable' };
}

/**
 * The startup machine bound to the store and the session; `goToSignIn` is the app's (it decides
 * whether the page needs an account, else the sign-out is quiet).
 */
export function createStartupMachine(
  { store, session }: Pick<AppContext, 'store' | 'session'>,
  goToSignIn: () => void,
) {
  return startupMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise<TokenCheck, void>(async () => {
        try {
          return { ok: true, userId: (await (await store()).account.currentUser()).id };
        } catch (error) {
          return failedCheck(error);
        }
      }),
      fetchProfile: fromPromise<TokenCheck, { userId: number }>(async ({ input }) => {
        try {
          await accountApi.read(session.snapshot().token ?? '');
          return { ok: true, userId: input.userId };
        } catch (error) {
          return failedCheck(error);
        }
      }),
    },
    actions: {
      forgetToken: () => session.signOut(),
      goToSignIn,
      confirmToken: () => session.confirmToken(),
    },
  });
}

/**
 * The browser forgets the customer's token and the cart identity that went with it, once the store
 * has ended every token (logout, a new password).
 */
export function forgetSession(session: AppContext['session']): void {
  session.signOut();
  session.forgetCartKey();
}

/**
 * The logout machine bound to the store, the session and the toasts: the store revokes the
 * token (B6), the browser forgets it and the cart identity, then `goHome` with «Cerraste sesión.».
 */
export function createLogoutMachine(
  { store, session, toasts }: Pick<AppContext, 'store' | 'session' | 'toasts'>,
  goHome: () => void,
) {
  return logoutMachine.provide({
    actors: {
      revokeToken: fromPromise<unknown, void>(async () => (await store()).account.logout()),
    },
    actions: {
      forgetToken: () => forgetSession(session),
      goHome: () => {
        goHome();
        toasts.add({ status: 'info', message: messages.loggedOut });
      },
    },
  });
}
