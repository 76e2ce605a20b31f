import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { loginMachine, type Credentials, type SignInResult } from './login.machine';

const credentials: Credentials = { email: 'ana@example.do', password: 'clave-larga-1' };

function start(
  signInResult: SignInResult | Error,
  overrides: { fetchUserFails?: boolean; mergeFails?: boolean } = {},
) {
  const storeToken = vi.fn<(token: string) => void>();
  const forgetToken = vi.fn();
  const welcome = vi.fn();
  const signIn = vi.fn<(credentials: Credentials) => Promise<SignInResult>>(() =>
    signInResult instanceof Error ? Promise.reject(signInResult) : Promise.resolve(signInResult),
  );
  const clock = new SimulatedClock();
  const actor = createActor(
    loginMachine.provide({
      actors: {
        signIn: fromPromise(({ input }: { input: Credentials }) => signIn(input)),
        fetchCurrentUser: fromPromise(() =>
          overrides.fetchUserFails ? Promise.reject(new Error('403')) : Promise.resolve({ id: 7 }),
        ),
        mergeGuestCart: fromPromise(() =>
          overrides.mergeFails ? Promise.reject(new Error('500')) : Promise.resolve({ items: [] }),
        ),
      },
      actions: {
        storeToken: (_, params) => {
          storeToken(params.token);
        },
        forgetToken,
        welcome,
      },
    }),
    { clock },
  ).start();
  return { actor, clock, storeToken, forgetToken, welcome, signIn };
}

describe('loginMachine', () => {
  it('signs in: stores the token, loads the user, merges the cart, then welcomes', async () => {
    const { actor, storeToken, welcome, signIn } = start({ ok: true, token: 'jwt-1' });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.status === 'done');
    expect(signIn).toHaveBeenCalledWith(credentials);
    expect(storeToken).toHaveBeenCalledWith('jwt-1');
    expect(welcome).toHaveBeenCalledOnce();
  });

  it('a refused sign-in returns to the form with the store message and stores nothing', async () => {
    const message = 'Correo o contraseña incorrectos.';
    const { actor, storeToken } = start({ ok: false, failure: { kind: 'rejected', message } });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.matches('editing') && state.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', message });
    expect(storeToken).not.toHaveBeenCalled();
  });

  it('B1: a rate-limited sign-in waits Retry-After seconds before the form is usable again', async () => {
    const { actor, clock } = start({
      ok: false,
      failure: { kind: 'rate-limited', retryAfter: 30 },
    });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.matches('rateLimited'));
    actor.send({ type: 'credentials.submit', credentials });
    expect(actor.getSnapshot().matches('rateLimited')).toBe(true);
    clock.increment(29_000);
    expect(actor.getSnapshot().matches('rateLimited')).toBe(true);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('an unreachable store shows the connection failure', async () => {
    const { actor } = start(new Error('network'));
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unreachable' });
  });

  it('spec §8: a failed user fetch forgets the token again and never reaches signedIn', async () => {
    const { actor, forgetToken, welcome } = start(
      { ok: true, token: 'jwt-1' },
      { fetchUserFails: true },
    );
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.matches('editing') && state.context.failure !== null);
    expect(forgetToken).toHaveBeenCalledOnce();
    expect(welcome).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('a cart that cannot be merged does not block the sign-in', async () => {
    const { actor, welcome } = start({ ok: true, token: 'jwt-1' }, { mergeFails: true });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (state) => state.status === 'done');
    expect(welcome).toHaveBeenCalledOnce();
  });
});
