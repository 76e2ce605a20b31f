import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGuestCartKey, newGuestCartKey } from './cart-key.js';

/** CoCart's rule for a client's key, written apart from the pattern under test. */
function coCartTakes(key: string): boolean {
  const allowed = (char: string) =>
    (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') || char === '_' || char === '-';
  const isDigit = (char: string) => char >= '0' && char <= '9';
  const chars = [...key];
  return chars.length >= 1 && chars.length <= 42 && chars.every(allowed) && !chars.every(isDigit);
}

describe('guest cart key', () => {
  it('takes what CoCart takes from a client: up to 42 of [a-z0-9_-], not all digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abz09_-AZ $./é'), maxLength: 50 }),
        (key) => isGuestCartKey(key) === coCartTakes(key),
      ),
      { numRuns: 2000 },
    );
    // CoCart 4.3.6's own keys (30 hex characters) and ours.
    expect(isGuestCartKey('9e18904482b4faf8762361836a83b9')).toBe(true);
    expect(isGuestCartKey('a'.repeat(42))).toBe(true);
    expect(isGuestCartKey('a'.repeat(43))).toBe(false);
    expect(isGuestCartKey('1234567890')).toBe(false);
    expect(isGuestCartKey('')).toBe(false);
    expect(isGuestCartKey('Abc')).toBe(false);
  });

  it('D2: a new key is 32 random characters of [a-z0-9], never all digits, never repeated', () => {
    const keys = Array.from({ length: 2000 }, () => newGuestCartKey());
    for (const key of keys) {
      expect(key).toMatch(/^[a-z][a-z0-9]{31}$/);
      expect(coCartTakes(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('D2: every symbol is equally likely, so a key carries its full 165 bits', () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 5000; n += 1) {
      for (const char of newGuestCartKey().slice(1)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    // 155,000 symbols over 36: 4,306 each expected, σ ≈ 65. A plain `byte % 36` would give the
    // first four symbols 8/256 instead of 7/256 (about 4,844, 8σ off); 5σ is the bound.
    expect(counts.size).toBe(36);
    for (const count of counts.values()) expect(Math.abs(count - 155_000 / 36)).toBeLessThan(330);
  });
});
