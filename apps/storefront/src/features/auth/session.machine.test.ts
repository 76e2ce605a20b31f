import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { logoutMachine, startupMachine, type TokenCheck } from './session.machine';

function startup(hasToken: boolean, user: TokenCheck | Error, profile: TokenCheck | Error) {
  const log: string[] = [];
  const answer = (name: string, result: TokenCheck | Error) => {
    log.push(name);
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
  };
  const actor = createActor(
    startupMachine.provide({
      actors: {
        fetchCurrentUser: fromPromise<TokenCheck, void>(() => answer('fetchCurrentUser', user)),
        fetchProfile: fromPromise<TokenCheck, { userId: number }>(({ input }) =>
          answer(`fetchProfile ${String(input.userId)}`, profile),
        ),
      },
      actions: {
        forgetToken: () => log.push('forgetToken'),
        goToSignIn: () => log.push('goToSignIn'),
      },
    }),
    { input: { hasToken } },
  ).start();
  return { actor, log };
}

const accepted: TokenCheck = { ok: true, userId: 7 };
const refused: TokenCheck = { ok: false, reason: 'refused' };
const unreachable: TokenCheck = { ok: false, reason: 'unreachable' };

describe('startupMachine', () => {
  it('spec §4 startup: a stored token is checked, then the profile loads, and the shopper stays in', async () => {
    const { actor, log } = startup(true, accepted, accepted);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(log).toEqual(['fetchCurrentUser', 'fetchProfile 7']);
  });

  it('without a token nothing is asked', () => {
    const { actor, log } = startup(false, accepted, accepted);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(log).toEqual([]);
  });

  it('spec §8: a refused current-user fetch removes the token and goes to sign in', async () => {
    const { actor, log } = startup(true, refused, accepted);
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(log).toEqual(['fetchCurrentUser', 'forgetToken', 'goToSignIn']);
  });

  it('spec §8: a failed customer fetch does the same', async () => {
    const { actor, log } = startup(true, accepted, refused);
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(log).toEqual(['fetchCurrentUser', 'fetchProfile 7', 'forgetToken', 'goToSignIn']);
  });

  it('R1: an unreachable store keeps the shopper signed in (offline is not a logout)', async () => {
    for (const [user, profile] of [
      [unreachable, accepted],
      [accepted, unreachable],
      [new Error('boom'), accepted],
    ] as const) {
      const { actor, log } = startup(true, user, profile);
      await waitFor(actor, (state) => state.status === 'done');
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(log).not.toContain('forgetToken');
    }
  });

  it('without provided actors it keeps the token (fails like an unreachable store)', async () => {
    const actor = createActor(startupMachine, { input: { hasToken: true } }).start();
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
  });
});

describe('logoutMachine', () => {
  function logout(revoke: () => Promise<unknown>) {
    const log: string[] = [];
    const actor = createActor(
      logoutMachine.provide({
        actors: { revokeToken: fromPromise(() => revoke()) },
        actions: {
          forgetToken: () => log.push('forgetToken'),
          goHome: () => log.push('goHome'),
        },
      }),
    ).start();
    return { actor, log };
  }

  it('spec §4 logout: revokes, forgets the token and the cart identity, goes home', async () => {
    const { actor, log } = logout(() => Promise.resolve({}));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.status === 'done');
    expect(log).toEqual(['forgetToken', 'goHome']);
  });

  it('B6: an unreachable store still signs the shopper out locally', async () => {
    const { actor, log } = logout(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(log).toEqual(['forgetToken', 'goHome']);
  });
});
