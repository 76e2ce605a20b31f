import { describe, expect, it } from 'vitest';
import { depositCents } from './deposit.js';

describe('depositCents (G9)', () => {
  it('is half the total', () => {
    expect(depositCents(4_990_000)).toBe(2_495_000);
  });

  it('rounds an odd centavo up, so the balance is never larger than the deposit', () => {
    expect(depositCents(4_990_001)).toBe(2_495_001);
    expect(4_990_001 - depositCents(4_990_001)).toBe(2_495_000);
  });
});
