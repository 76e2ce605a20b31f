import { readFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestStore, type TestStore } from '../testing.js';
import { at, storeClient, type StoreAnswer } from './store-client.js';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => store.stop());

const client = () => storeClient(store);
let api: ReturnType<typeof storeClient>;
beforeAll(() => {
  api = client();
});
const call = (...args: Parameters<typeof api.call>) => api.call(...args);
const outbox = () => api.outbox();
const freshIp = () => api.freshIp();
const newEmail = () => api.newEmail();
const register = (email?: string, password?: string) => api.register(email, password);
const login = (email: string, password: string, ip?: string) => api.login(email, password, ip);

describe('api/v1 login', () => {
  it('logs a demo customer in and GET users names them', async () => {
    const answer = await login('ana.perez@vitrina.do', 'Vitrina-Demo-2026');
    expect(answer.status).toBe(200);
    expect(at(answer.json, 'message')).toEqual(expect.any(String));
    const me = await call('GET', '/api/v1/users', {
      token: String(at(answer.json, 'results.token')),
    });
    expect(me.status).toBe(200);
    expect(at(me.json, 'code')).toBe('jwt_auth_valid_token');
    expect(at(me.json, 'results.userData.data.user_email')).toBe('ana.perez@vitrina.do');
    expect(Number(at(me.json, 'results.userData.data.ID'))).toBeGreaterThan(0);
  });

  it('B2: a wrong password and an unknown e-mail answer the same', async () => {
    const wrong = await login('carlos.santos@vitrina.do', 'no-es-la-clave');
    const unknown = await login('nadie@vitrina.do', 'no-es-la-clave');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.json).toEqual(unknown.json);
    expect(at(wrong.json, 'message')).toBe('Correo o contraseña incorrectos.');
  });

  it('B2: a wrong password and an unknown e-mail take about the same time (dummy hash)', async () => {
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const timed = async (email: string) => {
      const started = performance.now();
      await login(email, 'no-es-la-clave');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let user = 0; user < 3; user += 1) {
      const { email } = await register();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        known.push(await timed(email));
        unknown.push(await timed(newEmail()));
      }
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50);
  });

  it('B1: after 5 failures from one address its 6th try answers 429 with Retry-After even with the right password', async () => {
    const { email, password } = await register();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, 'equivocada-123', ip)).status).toBe(400);
    }
    const blocked = await login(email, password, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json).toMatchObject({ code: 'rate_limited', data: { status: 429 } });
    expect(at(blocked.json, 'message')).toMatch(/Demasiados intentos/);
  });

  it('B1: failures from one address do not lock the owner out: the right password from another address signs in', async () => {
    const { email, password } = await register();
    const attacker = freshIp();
    for (let attempt = 0; attempt < 8; attempt += 1) await login(email, 'equivocada-123', attacker);
    expect((await login(email, password, attacker)).status).toBe(429);
    expect((await login(email, password, freshIp())).status).toBe(200);
  });

  it('K4: an X-Forwarded-For that is not an address counts as the socket address, not a fresh bucket', async () => {
    const { email, password } = await register();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, 'equivocada-123', `cualquier-cosa-${attempt}`)).status).toBe(400);
    }
    expect((await login(email, password, 'otra-cosa')).status).toBe(429);
  });

  it('B1: another account from the same address is unaffected', async () => {
    const ip = freshIp();
    const victim = await register();
    const other = await register();
    for (let attempt = 0; attempt < 6; attempt += 1)
      await login(victim.email, 'equivocada-123', ip);
    expect((await login(other.email, other.password, ip)).status).toBe(200);
  });
});

describe('api/v1 users (registration)', () => {
  it('registers, returns a token and sends a /verificar-correo link', async () => {
    const { answer, email } = await register();
    expect(answer.status).toBe(200);
    expect(at(answer.json, 'results.token')).toMatch(/^eyJ/);
    const mail = (await outbox()).findLast((entry) => entry.to === email);
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/verificar-correo\?email=.+&token=[\w-]{43}$/,
    );
  });

  it('D3: an e-mail that already has an account is refused in Spanish', async () => {
    const first = await register();
    const second = await register(first.email);
    expect(second.answer.status).toBe(400);
    expect(at(second.answer.json, 'message')).toBe('Ya existe una cuenta con este correo.');
  });

  it('B3: short and common passwords are refused; long unicode ones work exactly', async () => {
    expect(at((await register(newEmail(), '1234567')).answer.json, 'message')).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect((await register(newEmail(), 'password')).answer.status).toBe(400);
    const long = `contraseña con espacios 🌴 ${'ñ'.repeat(40)}`;
    const created = await register(newEmail(), long);
    expect(created.answer.status).toBe(200);
    expect((await login(created.email, long)).status).toBe(200);
    const first72 = Buffer.from(long).subarray(0, 72).toString();
    expect((await login(created.email, first72)).status).toBe(400);
  });

  it('B4/E4: the row holds an argon2id hash, role customer, no foreign meta', async () => {
    const email = newEmail();
    const answer = await call('POST', '/api/v1/users', {
      body: {
        email,
        password: 'Mangos-y-Cocos-2026',
        first_name: 'Luis',
        last_name: 'Gómez',
        social_id: '00112345673',
        phone: '8295550100',
        role: 'administrator',
        meta_data: [{ key: 'wp_capabilities', value: 'administrator' }],
      },
    });
    expect(answer.status).toBe(200);
    const db = new DatabaseSync(store.dbPath, { readOnly: true });
    const row = db
      .prepare(
        'SELECT u.role, c.password_hash FROM users u JOIN user_credentials c ON c.user_id = u.id WHERE u.email = ?',
      )
      .get(email);
    const metaKeys = db
      .prepare(
        'SELECT meta_key FROM customer_meta m JOIN users u ON u.id = m.user_id WHERE u.email = ?',
      )
      .all(email)
      .map((entry) => entry.meta_key);
    db.close();
    expect(row?.role).toBe('customer');
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    expect(metaKeys.sort()).toEqual(['phone', 'social_id']);
  });

  it('F3: a bad cédula is refused with its Spanish message', async () => {
    const answer = await call('POST', '/api/v1/users', {
      body: {
        email: newEmail(),
        password: 'Mangos-y-Cocos-2026',
        first_name: 'Luis',
        last_name: 'Gómez',
        social_id: '001-1234567-4',
      },
    });
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'message')).toBe('La cédula no es válida.');
  });
});

describe('api/v1 tokens', () => {
  it('B5: an edited payload, alg none, a foreign key or garbage → 403 jwt_auth_invalid_token', async () => {
    const { token } = await register();
    const [header = '', payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      data: { user: { id: string } };
    };
    claims.data.user.id = '1';
    const edited = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const bad of [edited, none, 'eyJhbGciOiJIUzI1NiJ9.e30.x', 'basura']) {
      const answer = await call('GET', '/api/v1/users', { token: bad });
      expect(answer.status).toBe(403);
      expect(at(answer.json, 'code')).toBe('jwt_auth_invalid_token');
    }
  });

  it('B6: after logout the old token is refused', async () => {
    const { token } = await register();
    expect((await call('POST', '/api/v1/logout', { token })).status).toBe(200);
    const replay = await call('GET', '/api/v1/users', { token });
    expect(replay.status).toBe(403);
    expect(at(replay.json, 'code')).toBe('jwt_auth_invalid_token');
  });
});

describe('api/v1 password reset', () => {
  async function requestReset(email: string) {
    const answer = await call('POST', '/api/v1/reset-password', { body: { email } });
    const mail = (await outbox()).findLast(
      (entry) => entry.to === email && entry.subject.includes('Restablece'),
    );
    const link = new URL(mail?.links[0] ?? 'http://x/');
    return { answer, link, token: link.searchParams.get('token') ?? '' };
  }

  const useToken = (email: string, token: string, password: string) =>
    call(
      'POST',
      `/api/v1/reset-password-token?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`,
      { body: { password } },
    );

  it('B2: known and unknown e-mails get the identical answer', async () => {
    const { email } = await register();
    const known = await call('POST', '/api/v1/reset-password', { body: { email } });
    const unknown = await call('POST', '/api/v1/reset-password', {
      body: { email: 'nadie@correo.do' },
    });
    expect(known.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
  });

  it('C1/C5/C6: a 256-bit link on the storefront works once, ends old sessions and sends a notice', async () => {
    const { email, token: oldToken } = await register();
    const { link, token } = await call('POST', '/api/v1/reset-password', {
      body: { email },
      headers: { 'X-Forwarded-Host': 'evil.test' },
    }).then(() => requestReset(email));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/auth/cambiar-contrasena');
    expect(token).toMatch(/^[\w-]{43}$/);
    const first = await useToken(email, token, 'Nueva-Clave-Segura-9');
    expect(first.status).toBe(200);
    expect(at(first.json, 'results')).toBeUndefined();
    const second = await useToken(email, token, 'Otra-Clave-Segura-10');
    expect(second.status).toBe(400);
    expect(at(second.json, 'message')).toBe(
      'El enlace para restablecer la contraseña no es válido o ya se usó.',
    );
    expect((await call('GET', '/api/v1/users', { token: oldToken })).status).toBe(403);
    expect((await login(email, 'Nueva-Clave-Segura-9')).status).toBe(200);
    const notice = (await outbox()).findLast((entry) => entry.to === email);
    expect(notice?.subject).toBe('Tu contraseña fue cambiada');
    expect(notice?.text).not.toContain('Nueva-Clave-Segura-9');
  });

  it('C1: a newer request kills the older token; a token for another e-mail fails; only the hash is stored', async () => {
    const a = await register();
    const b = await register();
    const older = await requestReset(a.email);
    const newer = await requestReset(a.email);
    expect((await useToken(a.email, older.token, 'Nueva-Clave-Segura-9')).status).toBe(400);
    expect((await useToken(b.email, newer.token, 'Nueva-Clave-Segura-9')).status).toBe(400);
    const db = new DatabaseSync(store.dbPath, { readOnly: true });
    const stored = db
      .prepare('SELECT token_hash FROM password_resets')
      .all()
      .map((row) => row.token_hash);
    db.close();
    expect(stored).not.toContain(newer.token);
    expect((await useToken(a.email, newer.token, 'Nueva-Clave-Segura-9')).status).toBe(200);
  });

  it('C3: a 4th request within 15 minutes answers the same but sends no mail', async () => {
    const { email } = await register();
    for (let count = 0; count < 3; count += 1) await requestReset(email);
    const before = (await outbox()).filter((entry) => entry.to === email).length;
    const fourth = await call('POST', '/api/v1/reset-password', { body: { email } });
    expect(fourth.status).toBe(200);
    expect((await outbox()).filter((entry) => entry.to === email).length).toBe(before);
  });

  it('C2: wrong tokens for one e-mail are rate-limited', async () => {
    const { email } = await register();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await useToken(email, 'x'.repeat(43), 'Nueva-Clave-Segura-9')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('api/v1 change-password', () => {
  const NEW_PASSWORD = 'Una-Clave-Nueva-2026';
  const change = (token: string, body: unknown, ip?: string) =>
    call('POST', '/api/v1/change-password', { body, token, ...(ip ? { ip } : {}) });

  it('B6/C6: with the current password every session ends, the old password stops working and a notice goes out', async () => {
    const { email, password, token } = await register();
    const otherSession = String(at((await login(email, password)).json, 'results.token'));
    const answer = await change(token, { current_password: password, password: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      message: 'Cambiamos tu contraseña y cerramos todas tus sesiones. Inicia sesión con la nueva.',
    });
    for (const stale of [token, otherSession]) {
      const me = await call('GET', '/api/v1/users', { token: stale });
      expect(at(me.json, 'code')).toBe('jwt_auth_invalid_token');
    }
    expect((await login(email, password)).status).toBe(400);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    const notice = (await outbox()).findLast((entry) => entry.to === email);
    expect(notice?.subject).toBe('Tu contraseña fue cambiada');
    expect(notice?.text).not.toContain(NEW_PASSWORD);
  });

  it('a wrong current password is a 400 on that field and changes nothing', async () => {
    const { email, password, token } = await register();
    const answer = await change(token, {
      current_password: 'no-es-la-clave',
      password: NEW_PASSWORD,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      code: 'incorrect_password',
      message: 'La contraseña actual no es correcta.',
      data: { status: 400, params: { current_password: 'La contraseña actual no es correcta.' } },
    });
    expect((await call('GET', '/api/v1/users', { token })).status).toBe(200);
    expect((await login(email, password)).status).toBe(200);
  });

  it('E1: the customer is the token’s; an e-mail or id in the body is ignored', async () => {
    const owner = await register();
    const other = await register();
    const answer = await change(owner.token, {
      current_password: owner.password,
      password: NEW_PASSWORD,
      email: other.email,
      user_id: 1,
    });
    expect(answer.status).toBe(200);
    expect((await login(owner.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it('B3: the new password follows the sign-up policy, each reason on its field', async () => {
    const { token } = await register();
    const common = await change(token, { current_password: '', password: 'password' });
    expect(common.status).toBe(400);
    expect(common.json).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Escribe tu contraseña.',
      data: {
        params: {
          current_password: 'Escribe tu contraseña.',
          password: 'Esa contraseña es demasiado común; elige otra.',
        },
      },
    });
    const short = await change(token, { current_password: 'x', password: '1234567' });
    expect(at(short.json, 'message')).toBe('La contraseña debe tener al menos 8 caracteres.');
  });

  it('B1: wrong current passwords count as failed logins: the 6th try from that address is 429, the login too', async () => {
    const { email, password, token } = await register();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await change(
        token,
        { current_password: 'equivocada-123', password: NEW_PASSWORD },
        ip,
      );
      expect(wrong.status).toBe(400);
    }
    const blocked = await change(token, { current_password: password, password: NEW_PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(email, password, ip)).status).toBe(429);
    expect((await login(email, password, freshIp())).status).toBe(200);
  });

  it('B6: without a token, or with one that was logged out, it is a 403', async () => {
    const { password, token } = await register();
    const body = { current_password: password, password: NEW_PASSWORD };
    const none = await call('POST', '/api/v1/change-password', { body });
    expect(none.status).toBe(403);
    expect(at(none.json, 'code')).toBe('jwt_auth_no_auth_header');
    await call('POST', '/api/v1/logout', { token });
    const revoked = await change(token, body);
    expect(revoked.status).toBe(403);
    expect(at(revoked.json, 'code')).toBe('jwt_auth_invalid_token');
  });
});

describe('api/v1 verify-email', () => {
  it('confirms the address once with the link from the welcome mail', async () => {
    const { email } = await register();
    const mail = (await outbox()).findLast((entry) => entry.to === email);
    const link = new URL(mail?.links[0] ?? 'http://x/');
    const body = { email, token: link.searchParams.get('token') };
    expect((await call('POST', '/api/v1/verify-email', { body })).status).toBe(200);
    const again = await call('POST', '/api/v1/verify-email', { body });
    expect(again.status).toBe(400);
    expect(at(again.json, 'message')).toBe('El enlace de verificación no es válido o ya venció.');
  });

  it('C2 (#28): junk tokens from rotating addresses are refused with 429, and the real link still confirms', async () => {
    const { email } = await register();
    const mail = (await outbox()).findLast((entry) => entry.to === email);
    const token = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token');
    const junk = () =>
      call('POST', '/api/v1/verify-email', {
        body: { email, token: 'j'.repeat(43) },
        ip: freshIp(),
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await junk()).status).toBe(400);
    expect((await junk()).status).toBe(429);
    const real = await call('POST', '/api/v1/verify-email', { body: { email, token } });
    expect(real.status).toBe(200);
  });
});

describe('security log and stored secrets', () => {
  it('L2/B4: failures, resets and denials are logged by user id and address; no secret is stored', async () => {
    const password = 'Secreto-Que-No-Se-Guarda-42';
    const { email, token } = await register(newEmail(), password);
    await login(email, 'equivocada-123', '10.250.0.1');
    await call('POST', '/api/v1/reset-password', { body: { email } });
    const mail = (await outbox()).findLast((entry) => entry.to === email);
    const resetToken = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token') ?? '';
    const newPassword = 'Otro-Secreto-Nuevo-43';
    await call(
      'POST',
      `/api/v1/reset-password-token?email=${encodeURIComponent(email)}&token=${resetToken}`,
      { body: { password: newPassword } },
    );
    const other = await register();
    expect((await call('GET', '/cocart/v2/cart?cart_key=1', { token: other.token })).status).toBe(
      403,
    );
    const changedPassword = 'Otro-Secreto-Cambiado-44';
    await call('POST', '/api/v1/change-password', {
      token: other.token,
      body: { current_password: other.password, password: changedPassword },
    });

    const db = new DatabaseSync(store.dbPath, { readOnly: true });
    const kinds = db
      .prepare('SELECT kind, ip FROM security_events ORDER BY id')
      .all()
      .map((row) => `${String(row.kind)}@${String(row.ip)}`);
    db.close();
    expect(kinds).toContain('login_failed@10.250.0.1');
    expect(kinds.some((kind) => kind.startsWith('reset_requested@'))).toBe(true);
    expect(kinds.some((kind) => kind.startsWith('reset_used@'))).toBe(true);
    expect(kinds.some((kind) => kind.startsWith('ownership_denied@'))).toBe(true);
    expect(kinds.some((kind) => kind.startsWith('password_changed@'))).toBe(true);

    const bytes = Buffer.concat(
      await Promise.all(
        ['', '-wal'].map((suffix) =>
          readFile(`${store.dbPath}${suffix}`).catch(() => Buffer.alloc(0)),
        ),
      ),
    );
    for (const secret of [password, newPassword, changedPassword, token, resetToken]) {
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
    }
  });
});

describe('K3: the account and coupon buckets refuse with one Spanish 429', () => {
  const spanishWait = /^Demasiad[oa]s [^.]+\. Espera (\d+) s e inténtalo de nuevo\.$/;

  /** Sends `attempt` until the store stops answering `allowedStatus`; answers the refusal. */
  async function untilRefused(
    attempt: (index: number) => Promise<StoreAnswer>,
    allowed: number,
    allowedStatus: number,
  ): Promise<StoreAnswer> {
    for (let index = 0; index < allowed; index += 1) {
      expect((await attempt(index)).status).toBe(allowedStatus);
    }
    return attempt(allowed);
  }

  function expectSpanish429(answer: StoreAnswer): void {
    expect(answer.status).toBe(429);
    const wait = Number(answer.headers.get('retry-after'));
    expect(Number.isInteger(wait) && wait > 0).toBe(true);
    const message = String(at(answer.json, 'message'));
    expect(answer.json).toEqual({
      code: 'rate_limited',
      message,
      data: { status: 429, retry_after: wait },
    });
    // In Spanish, naming the same wait as the header.
    expect(spanishWait.exec(message)?.[1]).toBe(String(wait));
  }

  it('K3: login (B1), after 5 failures of one account from one address', async () => {
    const email = newEmail();
    const ip = freshIp();
    expectSpanish429(await untilRefused(() => login(email, 'equivocada-123', ip), 5, 400));
  });

  it('K3: reset requests, after 20 from one address', async () => {
    const ip = freshIp();
    const reset = () => call('POST', '/api/v1/reset-password', { body: { email: newEmail() }, ip });
    expectSpanish429(await untilRefused(reset, 20, 200));
  });

  it('K3: reset tokens (C2), after 10 wrong ones for one e-mail', async () => {
    const email = newEmail();
    const useToken = () =>
      call(
        'POST',
        `/api/v1/reset-password-token?email=${encodeURIComponent(email)}&token=${'x'.repeat(43)}`,
        { body: { password: 'Nueva-Clave-Segura-9' } },
      );
    expectSpanish429(await untilRefused(useToken, 10, 400));
  });

  it('K3: coupon codes (G7), after 20 unknown ones from one address', async () => {
    const ip = freshIp();
    const lookup = (index: number) =>
      call('GET', `/wc/v3/coupons?code=k3-adivina${String(index)}`, { key: 'proxy', ip });
    expectSpanish429(await untilRefused(lookup, 20, 200));
  });
});
