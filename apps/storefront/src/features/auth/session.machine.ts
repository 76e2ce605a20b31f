import { assign, fromPromise, setup } from 'xstate';

/** How a check of the stored token ended, decided by the actor that made the call. */
export type TokenCheck =
  | { ok: true; userId: number }
  /** Spec §8: non-200, `jwt_auth_invalid_token`, or the customer could not be read. */
  | { ok: false; reason: 'refused' }
  /** No answer: the shopper stays signed in (offline is not a logout, R1). */
  | { ok: false; reason: 'unreachable' };

const notProvided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)));

/**
 * Startup with a stored token (spec §4): the shopper counts as logged in, the user id is
 * fetched, then the profile. When the store refuses either (spec §8), the token is removed, the
 * shopper is logged out and sent to `/auth/iniciar-sesion`. Without a token there is nothing to
 * check.
 */
export const startupMachine = setup({
  types: {
    context: {} as { hasToken: boolean; userId: number | null },
    input: {} as { hasToken: boolean },
  },
  actors: {
    fetchCurrentUser: notProvided<TokenCheck, void>('fetchCurrentUser'),
    fetchProfile: notProvided<TokenCheck, { userId: number }>('fetchProfile'),
  },
  actions: {
    /** Removes the token, the user and the cart identity (spec §8 "reset"). */
    forgetToken: () => undefined,
    /** Goes to `/auth/iniciar-sesion` with the session-expired notice. */
    goToSignIn: () => undefined,
    /** The token stays: the shopper is shown as signed in from now on. */
    confirmToken: () => undefined,
    keepUser: assign({ userId: (_, params: { userId: number }) => params.userId }),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    isAccepted: (_, check: TokenCheck) => check.ok,
    isRefused: (_, check: TokenCheck) => !check.ok && check.reason === 'refused',
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({ hasToken: input.hasToken, userId: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'verifying' }, { target: 'signedOut' }],
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'fetchCurrentUser',
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'loadingProfile',
            actions: {
              type: 'keepUser',
              params: ({ event }) => ({ userId: event.output.ok ? event.output.userId : 0 }),
            },
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => event.output },
            target: 'expired',
          },
          { target: 'signedIn' },
        ],
        onError: 'signedIn',
      },
    },
    loadingProfile: {
      tags: ['busy'],
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ userId: context.userId ?? 0 }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => event.output },
            target: 'expired',
          },
          { target: 'signedIn' },
        ],
        onError: 'signedIn',
      },
    },
    expired: {
      entry: ['forgetToken', 'goToSignIn', assign({ hasToken: false, userId: null })],
      always: 'signedOut',
    },
    signedIn: { type: 'final', entry: 'confirmToken' },
    signedOut: { type: 'final' },
  },
});

/**
 * Logout (spec §4, B6): the store revokes the token, then the browser forgets it, resets the
 * user and the cart identity and goes home with the logged-out message. The local part happens
 * even when the store cannot be reached: a shopper who asked to leave is never left signed in.
 */
export const logoutMachine = setup({
  actors: { revokeToken: notProvided<unknown, void>('revokeToken') },
  actions: {
    forgetToken: () => undefined,
    goHome: () => undefined,
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: { on: { 'session.logout': 'signingOut' } },
    signingOut: {
      tags: ['busy'],
      invoke: { src: 'revokeToken', onDone: 'signedOut', onError: 'signedOut' },
    },
    signedOut: { type: 'final', entry: ['forgetToken', 'goHome'] },
  },
});
