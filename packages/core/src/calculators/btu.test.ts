import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BTU_MESSAGES,
  CAPACITY_TOLERANCE,
  STANDARD_CAPACITIES,
  calculateBtu,
  type SunExposure,
} from './btu.js';

describe('calculateBtu', () => {
  it('sizes a typical 20 m² bedroom for two at 12,000 BTU', () => {
    // 230 × 20 m² × 2.5 m = 11,500, + 2 × 476 = 12,452 → 12,500; 12,000 is within 5 %.
    expect(calculateBtu({ areaM2: 20, occupants: 2 })).toEqual({
      btuPerHour: 12_500,
      capacity: 12_000,
    });
    expect(calculateBtu({ areaM2: 22, occupants: 2 })).toEqual({
      btuPerHour: 13_700,
      capacity: 18_000,
    });
    expect(calculateBtu({ areaM2: 16, occupants: 2, sunExposure: 'shaded' })).toEqual({
      btuPerHour: 9300,
      capacity: 9000,
    });
    expect(calculateBtu({ areaM2: 12, occupants: 1 })).toEqual({
      btuPerHour: 7400,
      capacity: 9000,
    });
  });

  it('applies the ENERGY STAR sun and kitchen adjustments', () => {
    const base = calculateBtu({ areaM2: 20, occupants: 0 }).btuPerHour;
    expect(base).toBe(11_500);
    expect(calculateBtu({ areaM2: 20, occupants: 0, sunExposure: 'sunny' }).btuPerHour).toBe(
      12_700,
    );
    expect(calculateBtu({ areaM2: 20, occupants: 0, sunExposure: 'shaded' }).btuPerHour).toBe(
      10_400,
    );
    expect(calculateBtu({ areaM2: 20, occupants: 0, isKitchen: true }).btuPerHour).toBe(15_500);
  });

  it('counts a higher ceiling', () => {
    expect(calculateBtu({ areaM2: 20, occupants: 0, ceilingHeightM: 3 }).btuPerHour).toBe(13_800);
  });

  it('gives no standard capacity above 60,000 BTU/h', () => {
    expect(calculateBtu({ areaM2: 200, occupants: 10 })).toEqual({
      btuPerHour: 119_800,
      capacity: null,
    });
  });

  it('refuses inputs outside the form bounds with Spanish messages', () => {
    expect(() => calculateBtu({ areaM2: 0, occupants: 1 })).toThrow(BTU_MESSAGES.area);
    expect(() => calculateBtu({ areaM2: 20, occupants: 1.5 })).toThrow(BTU_MESSAGES.occupants);
    expect(() => calculateBtu({ areaM2: 20, occupants: 1, ceilingHeightM: 10 })).toThrow(
      BTU_MESSAGES.height,
    );
  });

  const inputs = fc.record({
    areaM2: fc.double({ min: 1, max: 250, noNaN: true }),
    ceilingHeightM: fc.double({ min: 2, max: 5, noNaN: true }),
    sunExposure: fc.constantFrom<SunExposure>('shaded', 'normal', 'sunny'),
    occupants: fc.integer({ min: 0, max: 20 }),
    isKitchen: fc.boolean(),
  });

  it('picks the smallest capacity within 5 % of the need, never a smaller one (property)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { btuPerHour, capacity } = calculateBtu(input);
        expect(btuPerHour % 100).toBe(0);
        if (capacity === null) {
          expect(60_000).toBeLessThan(btuPerHour * CAPACITY_TOLERANCE);
        } else {
          expect(capacity).toBeGreaterThanOrEqual(btuPerHour * CAPACITY_TOLERANCE);
          const smaller = STANDARD_CAPACITIES.filter((standard) => standard < capacity).at(-1);
          if (smaller !== undefined) expect(smaller).toBeLessThan(btuPerHour * CAPACITY_TOLERANCE);
        }
      }),
    );
  });

  it('needs more cooling for more area, more people, more sun or a kitchen (property)', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 50, noNaN: true }), (input, extraArea) => {
        const need = calculateBtu(input).btuPerHour;
        expect(
          calculateBtu({ ...input, areaM2: Math.min(500, input.areaM2 + extraArea) }).btuPerHour,
        ).toBeGreaterThanOrEqual(need);
        expect(
          calculateBtu({ ...input, occupants: input.occupants + 1 }).btuPerHour,
        ).toBeGreaterThanOrEqual(need);
        expect(calculateBtu({ ...input, isKitchen: true }).btuPerHour).toBeGreaterThanOrEqual(need);
        expect(calculateBtu({ ...input, sunExposure: 'sunny' }).btuPerHour).toBeGreaterThanOrEqual(
          calculateBtu({ ...input, sunExposure: 'shaded' }).btuPerHour,
        );
      }),
    );
  });
});
