// @vitest-environment node
import { createStoreHttp } from '@vitrina/api-client';
import { createAccountApi } from '@vitrina/api-client/account';
import {
  DEMO_CUSTOMER_CREDENTIALS,
  startTestStore,
  type TestStore,
} from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperVerifier } from './verify-shopper.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.stop();
});

function account(token?: string) {
  return createAccountApi(createStoreHttp({ baseUrl: `${store.baseUrl}/`, getToken: () => token }));
}

async function signIn(index: number): Promise<{ token: string; id: number }> {
  const credentials = DEMO_CUSTOMER_CREDENTIALS[index];
  if (credentials === undefined) throw new Error(`no demo customer ${String(index)}`);
  const { token } = (await account().login(credentials)).results;
  return { token, id: (await account(token).currentUser()).id };
}

/** A verifier over the real store that counts the calls it makes and runs on a fake clock. */
function verifierWithClock() {
  const clock = { now: 1_000_000 };
  const calls: string[] = [];
  const verifier = createShopperVerifier({
    storeFor: (token) =>
      createStoreHttp({
        baseUrl: `${store.baseUrl}/`,
        getToken: () => token,
        fetch: (input, init) => {
          calls.push(new Request(input, init).url);
          return fetch(input, init);
        },
      }),
    now: () => clock.now,
  });
  return { verifier, clock, calls };
}

const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

describe('shopper verification', () => {
  it('E1: the customer id is the one the store gives for the token', async () => {
    const ana = await signIn(0);
    const carlos = await signIn(1);
    const { verifier } = verifierWithClock();
    expect(await verifier.verify(bearer(ana.token))).toEqual({
      kind: 'customer',
      id: ana.id,
      token: ana.token,
    });
    expect(await verifier.verify(bearer(carlos.token))).toMatchObject({ id: carlos.id });
    expect(ana.id).not.toBe(carlos.id);
  });

  it('remembers a good token for 30 s at most, then asks the store again', async () => {
    const { token } = await signIn(0);
    const { verifier, clock, calls } = verifierWithClock();
    await verifier.verify(bearer(token));
    clock.now += 29_999;
    await verifier.verify(bearer(token));
    expect(calls).toHaveLength(1);
    clock.now += 1;
    await verifier.verify(bearer(token));
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/\/wp-json\/api\/v1\/users$/);
  });

  it('B6: once a customer’s sessions end, every token of theirs is asked again; refusals are never remembered', async () => {
    const first = await signIn(1);
    const second = await signIn(1);
    const { verifier, calls } = verifierWithClock();
    expect((await verifier.verify(bearer(first.token))).kind).toBe('customer');
    expect((await verifier.verify(bearer(second.token))).kind).toBe('customer');
    await account(first.token).logout();
    await verifier.endSessions({ id: first.id });
    expect(await verifier.verify(bearer(second.token))).toEqual({ kind: 'rejected' });
    expect(await verifier.verify(bearer(first.token))).toEqual({ kind: 'rejected' });
    expect(await verifier.verify(bearer(first.token))).toEqual({ kind: 'rejected' });
    expect(calls).toHaveLength(5);
  });

  it('B6: an ending named by the e-mail of a reset link, in any case, reaches the customer’s tokens', async () => {
    const { token } = await signIn(0);
    const { verifier, calls } = verifierWithClock();
    await verifier.verify(bearer(token));
    await verifier.endSessions({ email: DEMO_CUSTOMER_CREDENTIALS[1]?.email ?? '' });
    await verifier.verify(bearer(token));
    expect(calls).toHaveLength(1);
    await verifier.endSessions({
      email: (DEMO_CUSTOMER_CREDENTIALS[0]?.email ?? '').toUpperCase(),
    });
    expect((await verifier.verify(bearer(token))).kind).toBe('customer');
    expect(calls).toHaveLength(2);
  });

  it('B6: a store answer asked before the sessions ended is not kept, even when it lands after', async () => {
    const { token, id } = await signIn(0);
    const clock = { now: 5_000_000 };
    let signalAsked = () => {};
    let land = () => {};
    const asked = new Promise<void>((resolve) => (signalAsked = resolve));
    const landed = new Promise<void>((resolve) => (land = resolve));
    let calls = 0;
    const verifier = createShopperVerifier({
      storeFor: (bearerToken) =>
        createStoreHttp({
          baseUrl: `${store.baseUrl}/`,
          getToken: () => bearerToken,
          fetch: async (input, init) => {
            calls += 1;
            signalAsked();
            if (calls === 1) await landed;
            return fetch(input, init);
          },
        }),
      now: () => clock.now,
    });
    const racing = verifier.verify(bearer(token));
    await asked;
    clock.now += 1_000;
    await verifier.endSessions({ id });
    land();
    expect((await racing).kind).toBe('customer');
    await verifier.verify(bearer(token));
    expect(calls).toBe(2);
  });

  it('B5: a forged or malformed bearer is refused; no header at all is a guest', async () => {
    const { token } = await signIn(0);
    const [head = '', , signature = ''] = token.split('.');
    const forged = `${head}.${Buffer.from('{"id":2}').toString('base64url')}.${signature}`;
    const { verifier } = verifierWithClock();
    expect(await verifier.verify(bearer(forged))).toEqual({ kind: 'rejected' });
    expect(await verifier.verify(new Headers({ authorization: 'Basic eDp5' }))).toEqual({
      kind: 'rejected',
    });
    expect(await verifier.verify(new Headers())).toEqual({ kind: 'guest' });
  });

  it('an unreachable store is an error, never a guest or a customer', async () => {
    const verifier = createShopperVerifier({
      storeFor: (token) =>
        createStoreHttp({ baseUrl: 'http://127.0.0.1:9/', getToken: () => token }),
    });
    await expect(verifier.verify(bearer('a.b.c'))).rejects.toThrow();
  });
});
