import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh URL-safe token of 256 random bits (43 base64url characters). */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself (C1). */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a presented token with a stored hash in constant time. */
export function matchesOneTimeToken(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashOneTimeToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
