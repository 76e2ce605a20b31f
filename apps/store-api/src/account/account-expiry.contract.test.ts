import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestStore, type TestStore } from '../testing.js';
import { at, storeClient } from './store-client.js';

const MINUTE = 60_000;
let nowMs = Date.UTC(2026, 10, 22, 15, 0, 0);
const clock = { now: () => nowMs };

let store: TestStore;
let api: ReturnType<typeof storeClient>;

beforeAll(async () => {
  store = await startTestStore({ clock, env: { TRUST_PROXY: '1' } });
  api = storeClient(store);
});
afterAll(() => store.stop());

async function resetLink(email: string) {
  await api.call('POST', '/api/v1/reset-password', { body: { email } });
  const mail = (await api.outbox()).findLast((entry) => entry.to === email);
  return new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token') ?? '';
}

const useToken = (email: string, token: string) =>
  api.call(
    'POST',
    `/api/v1/reset-password-token?email=${encodeURIComponent(email)}&token=${token}`,
    { body: { password: 'Nueva-Clave-Segura-9' } },
  );

describe('account expiry (fake clock)', () => {
  it('B1: the address opens again once the 15-minute window has passed', async () => {
    const { email, password } = await api.register();
    const ip = api.freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) await api.login(email, 'equivocada-123', ip);
    expect((await api.login(email, password, ip)).status).toBe(429);
    nowMs += 16 * MINUTE;
    expect((await api.login(email, password, ip)).status).toBe(200);
  });

  it('B1: failures from rotating addresses slow the account down (429, Retry-After) without locking the owner out', async () => {
    const { email, password } = await api.register();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await api.login(email, 'equivocada-123')).status).toBe(400);
    }
    // Past ten failures in an hour the account takes one attempt at a time, spaced out.
    expect((await api.login(email, 'equivocada-123')).status).toBe(400);
    const slowed = await api.login(email, password);
    expect(slowed.status).toBe(429);
    expect(slowed.json).toMatchObject({ code: 'rate_limited', data: { status: 429 } });
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Each further failure doubles the spacing, up to a minute.
    nowMs += wait * 1000;
    expect((await api.login(email, 'equivocada-123')).status).toBe(400);
    const slower = Number((await api.login(email, password)).headers.get('retry-after'));
    expect(slower).toBe(2 * wait);
    // The owner, from an address never seen before, signs in once the wait is over.
    nowMs += slower * 1000;
    expect((await api.login(email, password)).status).toBe(200);
  });

  it('B1: «¿Eres tú?» mails one link per address, three per account in 15 minutes, each good for 15 minutes', async () => {
    const { email, password } = await api.register();
    // Ten failures are free; the eleventh takes the account's next slot.
    for (let attempt = 0; attempt < 11; attempt += 1) await api.login(email, 'equivocada-123');
    const links = async () =>
      (await api.outbox()).filter((mail) => mail.to === email && mail.subject.startsWith('¿Eres'));
    const [first, second, third, fourth] = [
      api.freshIp(),
      api.freshIp(),
      api.freshIp(),
      api.freshIp(),
    ];
    for (const ip of [first, first, second, third, fourth]) {
      const held = await api.login(email, password, ip);
      expect(held.status).toBe(429);
      expect(at(held.json, 'data.confirm_by_email')).toBe(true);
    }
    const mailed = await links();
    expect(mailed).toHaveLength(3);
    const confirm = (mail: (typeof mailed)[number] | undefined) => {
      const link = new URL(mail?.links[0] ?? 'http://x/');
      const body = { email: link.searchParams.get('email'), token: link.searchParams.get('token') };
      return api.call('POST', '/api/v1/confirm-address', { body });
    };
    nowMs += 14 * MINUTE;
    expect((await confirm(mailed[1])).status).toBe(200);
    nowMs += 2 * MINUTE;
    const late = await confirm(mailed[0]);
    expect(late.status).toBe(400);
    expect(at(late.json, 'code')).toBe('invalid_address_token');
  });

  it('C1: a reset link older than one hour fails like a used one', async () => {
    const { email } = await api.register();
    const token = await resetLink(email);
    nowMs += 61 * MINUTE;
    const answer = await useToken(email, token);
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'message')).toBe(
      'El enlace para restablecer la contraseña no es válido o ya se usó.',
    );
  });

  it("C2 (#28): junk tokens for a victim's e-mail are refused with 429 but never block the real link", async () => {
    const { email } = await api.register();
    const token = await resetLink(email);
    for (let attempt = 0; attempt < 10; attempt += 1) await useToken(email, 'y'.repeat(43));
    expect((await useToken(email, 'z'.repeat(43))).status).toBe(429);
    expect((await useToken(email, token)).status).toBe(200);
  });

  it('B6: a token dies after 7 days', async () => {
    const { token } = await api.register();
    expect((await api.call('GET', '/api/v1/users', { token })).status).toBe(200);
    nowMs += 7 * 24 * 60 * MINUTE + MINUTE;
    const expired = await api.call('GET', '/api/v1/users', { token });
    expect(expired.status).toBe(403);
    expect(at(expired.json, 'code')).toBe('jwt_auth_invalid_token');
  });

  it('B6: a password change ends every earlier token', async () => {
    const { email, token } = await api.register();
    const resetToken = await resetLink(email);
    expect((await useToken(email, resetToken)).status).toBe(200);
    expect((await api.call('GET', '/api/v1/users', { token })).status).toBe(403);
  });
});
