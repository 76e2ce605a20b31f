import type { SignIn } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { AccountFailure } from './account-failure';
import { loginMachine, type SignedInUser, type SignInResult } from './login.machine';

const credentials: SignIn = { email: 'ana@example.do', password: 'clave-larga-1' };

type Step = 'ok' | 'fails';

/** The login machine with recording fakes; `steps` makes a remote step fail. */
function start(
  signInResult: SignInResult | Error,
  steps: { user?: Step; profile?: Step; merge?: Step } = {},
) {
  const log: string[] = [];
  const announced: AccountFailure[] = [];
  const step = (name: string, outcome: Step | undefined): Promise<void> => {
    log.push(name);
    return outcome === 'fails' ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve();
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    loginMachine.provide({
      actors: {
        signIn: fromPromise(({ input }: { input: SignIn }) => {
          log.push(`signIn ${input.email}`);
          return signInResult instanceof Error
            ? Promise.reject(signInResult)
            : Promise.resolve(signInResult);
        }),
        fetchCurrentUser: fromPromise<SignedInUser, { token: string }>(() =>
          step('fetchCurrentUser', steps.user).then(() => ({ id: 7 })),
        ),
        fetchProfile: fromPromise<unknown, { token: string; user: SignedInUser }>(() =>
          step('fetchProfile', steps.profile),
        ),
        mergeGuestCart: fromPromise<unknown, { token: string }>(() =>
          step('mergeGuestCart', steps.merge),
        ),
      },
      actions: {
        storeToken: (_, { token }) => log.push(`storeToken ${token}`),
        forgetToken: () => log.push('forgetToken'),
        announceFailure: (_, { failure }) => announced.push(failure),
        welcome: () => log.push('welcome'),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, log, announced };
}

const rejected = (message: string): SignInResult => ({
  ok: false,
  failure: { kind: 'rejected', message },
});

describe('loginMachine', () => {
  it('spec §4 login 200: stores the token, fetches the user and profile, merges the cart, welcomes', async () => {
    const { actor, log } = start({ ok: true, token: 'jwt-1' });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.status === 'done');
    expect(log).toEqual([
      'signIn ana@example.do',
      'storeToken jwt-1',
      'fetchCurrentUser',
      'fetchProfile',
      'mergeGuestCart',
      'welcome',
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'jwt-1', user: { id: 7 } });
  });

  it('is busy from the submit until the end, and ignores a second submit meanwhile', async () => {
    const { actor, log } = start({ ok: true, token: 'jwt-1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'credentials.submit', credentials });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.status === 'done');
    expect(log.filter((entry) => entry.startsWith('signIn'))).toHaveLength(1);
  });

  it('spec §8 login 400: back to the form with the store message, announced, nothing stored', async () => {
    const message = 'Correo o contraseña incorrectos.';
    const { actor, log, announced } = start(rejected(message));
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.matches('editing') && state.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', message });
    expect(announced).toEqual([{ kind: 'rejected', message }]);
    expect(log).toEqual(['signIn ana@example.do']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('a new submit clears the last failure, and failure.dismiss does too', async () => {
    const { actor } = start(rejected('No.'));
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.context.failure !== null);
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'credentials.submit', credentials });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('B1: a rate-limited sign-in is locked for Retry-After seconds, then usable again', async () => {
    const { actor, clock, announced } = start({
      ok: false,
      failure: { kind: 'rate-limited', retryAfter: 30, confirmByEmail: false },
    });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.matches('rateLimited'));
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    expect(announced).toEqual([{ kind: 'rate-limited', retryAfter: 30, confirmByEmail: false }]);
    actor.send({ type: 'credentials.submit', credentials });
    expect(actor.getSnapshot().matches('rateLimited')).toBe(true);
    clock.increment(29_000);
    expect(actor.getSnapshot().matches('rateLimited')).toBe(true);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('R1: an unreachable store shows and announces the connection failure', async () => {
    const { actor, announced } = start(new Error('network'));
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unreachable' });
    expect(announced).toEqual([{ kind: 'unreachable' }]);
  });

  it('spec §8: a failed user fetch forgets the token again and never welcomes', async () => {
    const { actor, log } = start({ ok: true, token: 'jwt-1' }, { user: 'fails' });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.matches('editing') && state.context.failure !== null);
    expect(log).toEqual([
      'signIn ana@example.do',
      'storeToken jwt-1',
      'fetchCurrentUser',
      'forgetToken',
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
  });

  it('spec §8: a failed customer fetch forgets the token again and never welcomes', async () => {
    const { actor, log } = start({ ok: true, token: 'jwt-1' }, { profile: 'fails' });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.matches('editing') && state.context.failure !== null);
    expect(log.slice(-2)).toEqual(['fetchProfile', 'forgetToken']);
    expect(log).not.toContain('welcome');
  });

  it('a cart that cannot be merged does not block the sign-in', async () => {
    const { actor, log } = start({ ok: true, token: 'jwt-1' }, { merge: 'fails' });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.status === 'done');
    expect(log.at(-1)).toBe('welcome');
  });

  it('without provided actors it fails like an unreachable store, never signing in', async () => {
    const actor = createActor(loginMachine).start();
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { kind: 'unreachable' },
      token: null,
    });
  });
});
