import { describe, expect, it } from 'vitest';
import { CashbackEntrySchema } from './cashback.js';

describe('cashback entry', () => {
  it('keeps id, title and any ACF fields', () => {
    const entry = { id: 3, title: '10 % de vuelta en aires', acf: { percent: 10, banco: 'BHD' } };
    expect(CashbackEntrySchema.parse(entry)).toEqual(entry);
    expect(CashbackEntrySchema.safeParse({ id: 3, title: 'x', acf: [] }).success).toBe(false);
  });
});
