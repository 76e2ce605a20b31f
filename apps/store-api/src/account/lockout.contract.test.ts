import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestStore, type TestStore } from '../testing.js';
import { at, storeClient } from './store-client.js';

// B1/C2/K4 (#28): an attacker on rotating addresses tries to keep the owner of an account out,
// on a store told to trust the shop server's X-Forwarded-For and on one left to decide alone
// (TRUST_PROXY unset, as `pnpm --filter @vitrina/store-api start` runs it).
describe.each([
  ['TRUST_PROXY=1', { TRUST_PROXY: '1' }],
  ['TRUST_PROXY unset', {}],
])('a victim under attack, %s', (_name, env) => {
  let store: TestStore;
  let api: ReturnType<typeof storeClient>;
  beforeAll(async () => {
    store = await startTestStore({ env });
    api = storeClient(store);
  });
  afterAll(() => store.stop());

  it('B1: keeps signing in from their own address while the attacker takes every slot', async () => {
    const { email, password } = await api.register();
    const home = api.freshIp();
    expect((await api.login(email, password, home)).status).toBe(200);
    let attacker = api.freshIp();
    let attacks = 0;
    const attack = async () => {
      // A new address every 4 failures, under the 5 that close an address.
      if (attacks % 4 === 0) attacker = api.freshIp();
      attacks += 1;
      return (await api.login(email, 'equivocada-123', attacker)).status;
    };
    const victim: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const statuses = [];
      for (let attempt = 0; attempt < 8; attempt += 1) statuses.push(await attack());
      // The account is slowed: the attacker's early tries are told to wait.
      if (round > 1) expect(statuses).toContain(429);
      victim.push((await api.login(email, password, home)).status);
    }
    expect(victim).toEqual([200, 200, 200, 200, 200]);
  });

  it('C2: resets and verifies with the real links after junk tokens from rotating addresses', async () => {
    const { email } = await api.register();
    const verifyLink = new URL(
      (await api.outbox()).findLast((mail) => mail.to === email)?.links[0] ?? 'http://x/',
    );
    await api.call('POST', '/api/v1/reset-password', { body: { email } });
    const resetLink = new URL(
      (await api.outbox()).findLast((mail) => mail.to === email)?.links[0] ?? 'http://x/',
    );
    const junk = 'j'.repeat(43);
    for (let attempt = 0; attempt < 11; attempt += 1) {
      await api.call('POST', '/api/v1/verify-email', {
        body: { email, token: junk },
        ip: api.freshIp(),
      });
      await api.call(
        'POST',
        `/api/v1/reset-password-token?email=${encodeURIComponent(email)}&token=${junk}`,
        { body: { password: 'Otra-Clave-Segura-77' }, ip: api.freshIp() },
      );
    }
    const verified = await api.call('POST', '/api/v1/verify-email', {
      body: { email, token: verifyLink.searchParams.get('token') },
    });
    expect(verified.status).toBe(200);
    const reset = await api.call(
      'POST',
      `/api/v1/reset-password-token?email=${encodeURIComponent(email)}&token=${resetLink.searchParams.get('token') ?? ''}`,
      { body: { password: 'La-Clave-Del-Dueño-2026' } },
    );
    expect(reset.status).toBe(200);
    expect((await api.login(email, 'La-Clave-Del-Dueño-2026', api.freshIp())).status).toBe(200);
  });

  it('K4: five wrong passwords from one shopper lock nobody else out; sign-ups are counted per shopper', async () => {
    const victim = await api.register();
    const stranger = api.freshIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await api.login(victim.email, 'equivocada-123', stranger);
    }
    expect((await api.login(victim.email, victim.password, api.freshIp())).status).toBe(200);
    const signUp = (ip: string) =>
      api.call('POST', '/api/v1/users', {
        body: {
          email: api.newEmail(),
          password: 'Una-Clave-Segura-2026',
          first_name: 'Luis',
          last_name: 'Mena',
          social_id: '001-1234567-3',
          passport: '',
          phone: '809-555-0123',
        },
        ip,
      });
    const busy = api.freshIp();
    for (let count = 0; count < 10; count += 1) await signUp(busy);
    expect((await signUp(busy)).status).toBe(429);
    const next = await signUp(api.freshIp());
    expect(next.status, JSON.stringify(at(next.json, 'message'))).toBe(200);
  });
});
