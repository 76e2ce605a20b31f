import { describe, expect, it } from 'vitest';
import { NCF_MAX_SEQUENCE, formatNcf, ncfTypeFor, ncfVoided, parseNcf } from './ncf.js';

describe('NCF', () => {
  it('B01 for a fiscal invoice, B02 for a final consumer', () => {
    expect(ncfTypeFor(true)).toBe('B01');
    expect(ncfTypeFor(false)).toBe('B02');
  });

  it('prints the type and an 8-digit sequence, and reads it back', () => {
    expect(formatNcf('B01', 1)).toBe('B0100000001');
    expect(formatNcf('B02', 12_345)).toBe('B0200012345');
    expect(parseNcf('B0200012345')).toEqual({ type: 'B02', sequence: 12_345 });
    expect(parseNcf('E310000000001')).toBeUndefined();
  });

  it('N2: reads a credit note B04 as its own type', () => {
    expect(formatNcf('B04', 7)).toBe('B0400000007');
    expect(parseNcf('B0400000007')).toEqual({ type: 'B04', sequence: 7 });
    expect(parseNcf('B0300000007')).toBeUndefined();
  });

  it('refuses a sequence outside 1…99 999 999', () => {
    for (const sequence of [0, -1, 1.5, NCF_MAX_SEQUENCE + 1]) {
      expect(() => formatNcf('B01', sequence)).toThrow(RangeError);
    }
  });

  it('N4: a cancelled or failed order voids its NCF; a refunded one keeps its invoice', () => {
    expect(ncfVoided('cancelled')).toBe(true);
    expect(ncfVoided('failed')).toBe(true);
    expect(ncfVoided('refunded')).toBe(false);
    expect(ncfVoided('processing')).toBe(false);
  });
});
