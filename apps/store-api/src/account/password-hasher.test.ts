import { describe, expect, it } from 'vitest';
import { createPasswordHasher, TEST_HASH_COST } from './password-hasher.js';

const hasher = createPasswordHasher(TEST_HASH_COST);

describe('password hasher', () => {
  it('B4: stores an argon2id PHC string, salted per hash', async () => {
    const first = await hasher.hash('Vitrina-Demo-2026');
    const second = await hasher.hash('Vitrina-Demo-2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Vitrina-Demo-2026');
  });

  it('verifies the exact password and refuses any other', async () => {
    const stored = await hasher.hash('contraseña con ñ y espacios 🌴');
    await expect(hasher.verify('contraseña con ñ y espacios 🌴', stored)).resolves.toBe(true);
    await expect(hasher.verify('contraseña con ñ y espacios', stored)).resolves.toBe(false);
  });

  it('B3: does not truncate long passwords (no 72-byte cut)', async () => {
    const long = 'ñ'.repeat(40) + 'final';
    const stored = await hasher.hash(long);
    const first72Bytes = Buffer.from(long).subarray(0, 72).toString();
    await expect(hasher.verify(first72Bytes, stored)).resolves.toBe(false);
    await expect(hasher.verify(long, stored)).resolves.toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hasher.hash('Peña-2026-segura');
    await expect(hasher.verify('Pen\u0303a-2026-segura', stored)).resolves.toBe(true);
  });

  it('refuses hashes that are not argon2id', async () => {
    await expect(hasher.verify('x', '$2b$12$abcdefghijklmnopqrstuv')).resolves.toBe(false);
  });

  it('B2: unknown users still pay for a hash and are refused', async () => {
    await expect(hasher.verifyUnknownUser('cualquier-cosa')).resolves.toBe(false);
  });
});
