import { SUCCESS_TOAST_TITLE } from '@vitrina/core';
import { fromPromise } from 'xstate';
import { toLoginFailure } from '../../copy/errors';
import type { AppContext } from '../../lib/app-context';
import { loginMachine, type Credentials, type SignInResult } from './login.machine';

/** The login machine bound to the store client, the session and the toasts. */
export function createLoginMachine({
  store,
  session,
  toasts,
}: Pick<AppContext, 'store' | 'session' | 'toasts'>) {
  // The guest cart to merge is the one from before the sign-in.
  const guestCartKey = session.snapshot().cartKey;
  return loginMachine.provide({
    actors: {
      signIn: fromPromise<SignInResult, Credentials>(async ({ input }) => {
        try {
          const answer = await (await store()).account.login(input);
          return { ok: true, token: answer.results.token };
        } catch (error) {
          return { ok: false, failure: toLoginFailure(error) };
        }
      }),
      fetchCurrentUser: fromPromise<unknown, { token: string }>(async () =>
        (await store()).account.currentUser(),
      ),
      mergeGuestCart: fromPromise<unknown, { token: string }>(async () => {
        if (guestCartKey === null) return null;
        const cart = await (await store()).cart.mergeGuestCart(guestCartKey);
        session.forgetCartKey();
        return cart;
      }),
    },
    actions: {
      storeToken: (_, { token }) => session.signIn(token),
      forgetToken: () => session.signOut(),
      welcome: () =>
        toasts.add({
          status: 'success',
          title: SUCCESS_TOAST_TITLE,
          message: '¡Hola de nuevo! Ya iniciaste sesión.',
        }),
    },
  });
}
