import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './idempotency-key.js';

const isIdempotencyKey = (key: string) => IDEMPOTENCY_KEY_PATTERN.test(key);

/** The rule written apart from the pattern under test: 16–255 characters from `!` to `~`. */
function shopTakes(key: string): boolean {
  const chars = [...key];
  const visible = (char: string) => char >= '!' && char <= '~';
  return chars.length >= 16 && chars.length <= 255 && chars.every(visible);
}

describe('idempotency key', () => {
  it('H1: takes 16 to 255 visible ASCII characters, nothing else (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'aZ09-_.~!', ' ', '\t', '\n', 'é'), maxLength: 270 }),
        (key) => isIdempotencyKey(key) === shopTakes(key),
      ),
      { numRuns: 2000 },
    );
    expect(isIdempotencyKey(crypto.randomUUID())).toBe(true);
    expect(isIdempotencyKey('a'.repeat(15))).toBe(false);
    expect(isIdempotencyKey('a'.repeat(255))).toBe(true);
    expect(isIdempotencyKey('a'.repeat(256))).toBe(false);
  });

  it('makes keys of 32 random hex characters that it takes, never the same twice', () => {
    const keys = Array.from({ length: 2000 }, () => newIdempotencyKey());
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(isIdempotencyKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
