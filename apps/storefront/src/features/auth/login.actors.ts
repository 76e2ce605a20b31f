import { ERROR_TOAST_TITLE, SUCCESS_TOAST_TITLE, type SignIn } from '@vitrina/core';
import { fromPromise } from 'xstate';
import { accountApi } from '../../lib/account-api';
import type { AppContext } from '../../lib/app-context';
import { accountFailureMessage, toAccountFailure } from './account-failure';
import { loginMachine, type SignedInUser, type SignInResult } from './login.machine';

/** What the login machine needs from the app. */
export type LoginDeps = Pick<AppContext, 'store' | 'session' | 'toasts'> & {
  /**
   * Spec §4: merges the guest's cart (by its key from before the sign-in) into the customer's,
   * adds `local_cart_b` again and refreshes the cart; the route hands in the cart's.
   */
  mergeCarts: (guestCartKey: string | null) => Promise<unknown>;
};

/** The login machine bound to the store client, the session, the toasts and the cart merge. */
export function createLoginMachine({ store, session, toasts, mergeCarts }: LoginDeps) {
  // The guest cart to merge is the one from before the sign-in.
  const guestCartKey = session.snapshot().cartKey;
  return loginMachine.provide({
    actors: {
      signIn: fromPromise<SignInResult, SignIn>(async ({ input }) => {
        try {
          const answer = await (await store()).account.login(input);
          return { ok: true, token: answer.results.token };
        } catch (error) {
          return { ok: false, failure: toAccountFailure(error) };
        }
      }),
      fetchCurrentUser: fromPromise<SignedInUser, { token: string }>(async () => {
        const user = await (await store()).account.currentUser();
        return { id: user.id };
      }),
      fetchProfile: fromPromise<unknown, { token: string; user: SignedInUser }>(({ input }) =>
        accountApi.read(input.token),
      ),
      mergeGuestCart: fromPromise<unknown, { token: string }>(() => mergeCarts(guestCartKey)),
    },
    actions: {
      storeToken: (_, { token }) => session.signIn(token),
      forgetToken: () => session.signOut(),
      announceFailure: (_, { failure }) =>
        toasts.add({
          status: 'error',
          title: ERROR_TOAST_TITLE,
          message: accountFailureMessage(failure),
        }),
      welcome: () =>
        toasts.add({
          status: 'success',
          title: SUCCESS_TOAST_TITLE,
          message: '¡Hola de nuevo! Ya iniciaste sesión.',
        }),
    },
  });
}
