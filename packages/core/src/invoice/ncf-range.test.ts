import { describe, expect, it } from 'vitest';
import {
  NCF_RANGE_MESSAGES,
  ncfLowWarning,
  ncfRangeInputSchema,
  ncfRefusal,
  ncfSequenceStatus,
  nextNcfSequence,
} from './ncf-range.js';

const TODAY = '2026-05-04';
const range = { from: 101, to: 200, expires: '2026-12-31' };

describe('N3: NCF ranges', () => {
  it("starts at the range's first number and goes on from the last one issued", () => {
    expect(nextNcfSequence(0, range)).toBe(101);
    expect(nextNcfSequence(150, range)).toBe(151);
    expect(nextNcfSequence(41, null)).toBe(42);
  });

  it('refuses a number past the range, or a day after its expiry (inclusive)', () => {
    expect(ncfRefusal(200, range, TODAY)).toBeNull();
    expect(ncfRefusal(201, range, TODAY)).toBe('ncf_range_exhausted');
    expect(ncfRefusal(150, range, '2026-12-31')).toBeNull();
    expect(ncfRefusal(150, range, '2027-01-01')).toBe('ncf_range_expired');
    expect(ncfRefusal(100_000_000, null, TODAY)).toBe('ncf_range_exhausted');
    expect(ncfRefusal(5, null, '2099-01-01')).toBeNull();
  });

  it('warns when 10 % or less of the range is left', () => {
    expect(ncfSequenceStatus('B02', 189, range, TODAY)).toMatchObject({
      remaining: 11,
      low: false,
    });
    expect(ncfSequenceStatus('B02', 190, range, TODAY)).toMatchObject({ remaining: 10, low: true });
    expect(ncfSequenceStatus('B02', 0, range, TODAY)).toMatchObject({
      label: 'Consumo final',
      remaining: 100,
      low: false,
      expired: false,
    });
    expect(ncfSequenceStatus('B04', 3, null, TODAY)).toMatchObject({ remaining: null, low: false });
  });

  it("checks the owner's range field by field, in Spanish", () => {
    const schema = ncfRangeInputSchema(TODAY);
    expect(schema.safeParse(range).success).toBe(true);
    const issues = (input: unknown) =>
      schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...range, from: 0 })).toEqual([['from', NCF_RANGE_MESSAGES.from]]);
    expect(issues({ ...range, to: 100 })).toEqual([['to', NCF_RANGE_MESSAGES.order]]);
    expect(issues({ ...range, expires: '2026-02-30' })).toEqual([
      ['expires', NCF_RANGE_MESSAGES.expires],
    ]);
    expect(issues({ ...range, expires: '2026-05-03' })).toEqual([
      ['expires', NCF_RANGE_MESSAGES.expired],
    ]);
  });
});

describe('N3: the warning that a range runs low', () => {
  it('names the type, what is left of how many and until when', () => {
    expect(ncfLowWarning(ncfSequenceStatus('B02', 195, range, TODAY))).toEqual({
      subject: 'Quedan pocos NCF de Consumo final (B02)',
      text: expect.stringContaining(
        'Quedan 5 de los 100 números de Consumo final (B02) que autorizó la DGII, válidos hasta el 2026-12-31.',
      ) as string,
    });
    expect(ncfLowWarning(ncfSequenceStatus('B02', 150, range, TODAY))).toBeNull();
  });
});
