import type { SignIn } from '@vitrina/core';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AccountFailure } from './account-failure';

/** What the `signIn` actor answers: the token, or why the store refused (decided by the actor). */
export type SignInResult = { ok: true; token: string } | { ok: false; failure: AccountFailure };

/** The signed-in user as `GET api/v1/users` names it. */
export type SignedInUser = { id: number };

type LoginContext = {
  failure: AccountFailure | null;
  token: string | null;
  user: SignedInUser | null;
};
type LoginEvent = { type: 'credentials.submit'; credentials: SignIn } | { type: 'failure.dismiss' };

/** An actor nobody provided: it fails like a store that cannot be reached. */
const notProvided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)));

/**
 * Sign-in (spec §4): store the token, mark the shopper logged in, fetch the user id and the
 * profile, merge the guest cart, then welcome. Pure: the remote calls are the actors, the side
 * effects the named actions; the app provides both (login.actors.ts). Busy states carry the tag
 * `busy`, the Retry-After wait the tag `locked`, so the form disables itself from the tags.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    signIn: notProvided<SignInResult, SignIn>('signIn'),
    fetchCurrentUser: notProvided<SignedInUser, { token: string }>('fetchCurrentUser'),
    fetchProfile: notProvided<unknown, { token: string; user: SignedInUser }>('fetchProfile'),
    mergeGuestCart: notProvided<unknown, { token: string }>('mergeGuestCart'),
  },
  actions: {
    /** Keeps the token where the next calls find it (localStorage, D1) and marks logged in. */
    storeToken: (_, _params: { token: string }) => undefined,
    /** Spec §8: the user or profile could not be read, so the session ends again. */
    forgetToken: () => undefined,
    /** Spec §8: a toast titled «Error» with the store's message as is. */
    announceFailure: (_, _params: { failure: AccountFailure }) => undefined,
    /** Spec §9: the «¡Bienvenido!» toast. */
    welcome: () => undefined,
    clearFailure: assign({ failure: null }),
    keepToken: assign({ token: (_, params: { token: string }) => params.token }),
    keepUser: assign({ user: (_, params: { user: SignedInUser }) => params.user }),
    recordFailure: assign({ failure: (_, params: { failure: AccountFailure }) => params.failure }),
    dropSession: assign({ token: null, user: null }),
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
  context: { failure: null, token: null, user: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.submit': 'signingIn',
        'failure.dismiss': { actions: 'clearFailure' },
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'credentials.submit');
          return event.credentials;
        },
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'loadingUser',
            actions: [
              { type: 'keepToken', params: ({ event }) => ({ token: tokenOf(event.output) }) },
              { type: 'storeToken', params: ({ event }) => ({ token: tokenOf(event.output) }) },
            ],
          },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => event.output },
            target: 'rateLimited',
            actions: failed(),
          },
          {
            target: 'editing',
            actions: failed(),
          },
        ],
        onError: { target: 'editing', actions: unreachable() },
      },
    },
    rateLimited: {
      tags: ['locked'],
      after: { retryAfter: { target: 'editing', actions: 'clearFailure' } },
    },
    loadingUser: {
      tags: ['busy'],
      invoke: {
        src: 'fetchCurrentUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loadingProfile',
          actions: { type: 'keepUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: { target: 'editing', actions: ['forgetToken', 'dropSession', ...unreachable()] },
      },
    },
    loadingProfile: {
      tags: ['busy'],
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({
          token: context.token ?? '',
          user: context.user ?? { id: 0 },
        }),
        onDone: 'mergingCart',
        onError: { target: 'editing', actions: ['forgetToken', 'dropSession', ...unreachable()] },
      },
    },
    mergingCart: {
      tags: ['busy'],
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

function tokenOf(result: SignInResult): string {
  return result.ok ? result.token : '';
}

function failureOf(result: SignInResult): AccountFailure {
  return result.ok ? { kind: 'unreachable' } : result.failure;
}

/** The store refused: the failure is recorded (shown in the form) and announced. */
function failed() {
  const params = ({ event }: { event: { output: SignInResult } }) => ({
    failure: failureOf(event.output),
  });
  return [
    { type: 'recordFailure', params },
    { type: 'announceFailure', params },
  ] as const;
}

/** The store could not be reached (or answered nonsense): recorded and announced. */
function unreachable() {
  const failure: AccountFailure = { kind: 'unreachable' };
  return [
    { type: 'recordFailure', params: { failure } },
    { type: 'announceFailure', params: { failure } },
  ] as const;
}
