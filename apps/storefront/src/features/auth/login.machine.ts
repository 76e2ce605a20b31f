import { assign, fromPromise, setup } from 'xstate';

/** Why a sign-in did not go through, already decided by the actors (no error parsing here). */
export type LoginFailure =
  /** The store refused (400/403): its Spanish message is shown as is (spec §8). */
  | { kind: 'rejected'; message: string }
  /** Too many attempts (B1): the form stays disabled for `retryAfter` seconds. */
  | { kind: 'rate-limited'; retryAfter: number }
  /** No answer (R1/R7). */
  | { kind: 'unreachable' };

export type SignInResult = { ok: true; token: string } | { ok: false; failure: LoginFailure };
export type Credentials = { email: string; password: string };

type LoginContext = { failure: LoginFailure | null; token: string | null };
type LoginEvent =
  { type: 'credentials.submit'; credentials: Credentials } | { type: 'failure.dismiss' };

/**
 * Sign-in (spec §4): store the token, fetch the user, merge the guest cart, then welcome.
 * Pure: the remote calls are the actors `signIn`, `fetchCurrentUser`, `mergeGuestCart`, and the
 * side effects the actions `storeToken`, `welcome`; the app provides them (login.actors.ts).
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    signIn: fromPromise<SignInResult, Credentials>(() =>
      Promise.reject(new Error('signIn not provided')),
    ),
    fetchCurrentUser: fromPromise<unknown, { token: string }>(() => Promise.resolve(undefined)),
    mergeGuestCart: fromPromise<unknown, { token: string }>(() => Promise.resolve(undefined)),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => undefined,
    forgetToken: () => undefined,
    welcome: () => undefined,
  },
  guards: {
    isSignedIn: (_, result: SignInResult) => result.ok,
    isRateLimited: (_, result: SignInResult) =>
      !result.ok && result.failure.kind === 'rate-limited',
  },
  delays: {
    retryAfter: ({ context }) =>
      context.failure?.kind === 'rate-limited' ? context.failure.retryAfter * 1000 : 0,
  },
}).createMachine({
  id: 'login',
  context: { failure: null, token: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.submit': 'signingIn',
        'failure.dismiss': { actions: assign({ failure: null }) },
      },
    },
    signingIn: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'credentials.submit' ? event.credentials : { email: '', password: '' },
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'loadingUser',
            actions: [
              assign({ token: ({ event }) => (event.output.ok ? event.output.token : null) }),
              {
                type: 'storeToken',
                params: ({ event }) => ({ token: event.output.ok ? event.output.token : '' }),
              },
            ],
          },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => event.output },
            target: 'rateLimited',
            actions: assign({
              failure: ({ event }) => (event.output.ok ? null : event.output.failure),
            }),
          },
          {
            target: 'editing',
            actions: assign({
              failure: ({ event }) => (event.output.ok ? null : event.output.failure),
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ failure: { kind: 'unreachable' } }) },
      },
    },
    rateLimited: {
      after: { retryAfter: { target: 'editing', actions: assign({ failure: null }) } },
    },
    loadingUser: {
      invoke: {
        src: 'fetchCurrentUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: 'mergingCart',
        // Spec §8: a failed user fetch ends the session again.
        onError: {
          target: 'editing',
          actions: ['forgetToken', assign({ token: null, failure: { kind: 'unreachable' } })],
        },
      },
    },
    mergingCart: {
      invoke: {
        src: 'mergeGuestCart',
        input: ({ context }) => ({ token: context.token ?? '' }),
        // A cart that cannot be merged must not block the sign-in; the lines stay in local_cart_b.
        onDone: 'signedIn',
        onError: 'signedIn',
      },
    },
    signedIn: { type: 'final', entry: 'welcome' },
  },
});
