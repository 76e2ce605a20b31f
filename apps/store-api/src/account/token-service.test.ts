import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, MAX_TOKEN_TTL_SECONDS } from './token-service.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const start = Date.UTC(2026, 10, 22, 12, 0, 0);

function service(now: () => number = () => start) {
  return createTokenService({ secret, issuer: 'vitrina-test', ttlSeconds: 3600, now });
}

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('token service', () => {
  it('signs a JWT Auth-shaped token and reads it back', async () => {
    const tokens = service();
    const token = await tokens.sign(7, start);
    const [, payload = ''] = token.split('.');
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'vitrina-test', data: { user: { id: '7' } } });
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 7, issuedAtMs: start });
  });

  it('B5: an edited payload with the old signature is refused', async () => {
    const tokens = service();
    const [header, , signature] = (await tokens.sign(1, start)).split('.');
    const forged = base64UrlJson({
      iss: 'vitrina-test',
      iat: start / 1000,
      nbf: start / 1000,
      exp: start / 1000 + 3600,
      iat_ms: start,
      data: { user: { id: '2' } },
    });
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).resolves.toBeUndefined();
  });

  it('B5: alg none is refused', async () => {
    const unsigned = new UnsecuredJWT({ iat_ms: start, data: { user: { id: '1' } } })
      .setIssuer('vitrina-test')
      .setIssuedAt(start / 1000)
      .setNotBefore(start / 1000)
      .setExpirationTime(start / 1000 + 3600)
      .encode();
    await expect(service().verify(unsigned)).resolves.toBeUndefined();
  });

  it('B5: a token signed with another secret is refused', async () => {
    const other = createTokenService({
      secret: 'another-secret-that-is-also-long-enough-9876',
      issuer: 'vitrina-test',
      ttlSeconds: 3600,
      now: () => start,
    });
    await expect(service().verify(await other.sign(1, start))).resolves.toBeUndefined();
  });

  it('B5: an HS512 token with the same secret is refused (algorithm allowlist)', async () => {
    const token = await new SignJWT({ iat_ms: start, data: { user: { id: '1' } } })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('vitrina-test')
      .setIssuedAt(start / 1000)
      .setNotBefore(start / 1000)
      .setExpirationTime(start / 1000 + 3600)
      .sign(new TextEncoder().encode(secret));
    await expect(service().verify(token)).resolves.toBeUndefined();
  });

  it('B5: a token past exp is refused', async () => {
    let now = start;
    const tokens = service(() => now);
    const token = await tokens.sign(1, start);
    now = start + 3601_000;
    await expect(tokens.verify(token)).resolves.toBeUndefined();
  });

  it('refuses garbage', async () => {
    await expect(service().verify('not-a-token')).resolves.toBeUndefined();
  });

  it('B6: refuses a life above 7 days and a short secret', () => {
    expect(() =>
      createTokenService({
        secret,
        issuer: 'x',
        ttlSeconds: MAX_TOKEN_TTL_SECONDS + 1,
        now: Date.now,
      }),
    ).toThrow();
    expect(() =>
      createTokenService({ secret: 'short', issuer: 'x', ttlSeconds: 60, now: Date.now }),
    ).toThrow();
  });
});
