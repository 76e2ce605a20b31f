import { describe, expect, it } from 'vitest';
import { orderDay } from './order-date';

describe('orderDay', () => {
  it("keeps a store date's own day and reads an instant in Santo Domingo", () => {
    expect(orderDay('2026-05-04T23:30:00')).toBe('4 de mayo de 2026');
    // 02:00 UTC on the 5th is still the 4th in Santo Domingo (UTC−4).
    expect(orderDay('2026-05-05T02:00:00Z')).toBe('4 de mayo de 2026');
    expect(orderDay('')).toBe('');
    expect(orderDay(null)).toBe('');
    expect(orderDay('mañana')).toBe('');
  });
});
