import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './allocate.js';
import { computeOrderTotals } from './order-totals.js';

describe('allocateProportionally', () => {
  it('splits by weight and keeps the sum exact', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [0, 5])).toEqual([0, 10]);
    expect(allocateProportionally(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('computeOrderTotals', () => {
  it('prices lines from unit price × quantity and adds shipping', () => {
    const totals = computeOrderTotals(
      [
        { unitPriceCents: 2_500_000, quantity: 2 },
        { unitPriceCents: 350_000, quantity: 1 },
      ],
      [],
      50_000,
    );
    expect(totals.subtotalCents).toBe(5_350_000);
    expect(totals.discountTotalCents).toBe(0);
    expect(totals.totalCents).toBe(5_400_000);
    expect(totals.lines).toEqual([
      { subtotalCents: 5_000_000, totalCents: 5_000_000 },
      { subtotalCents: 350_000, totalCents: 350_000 },
    ]);
  });

  it('takes 10 % off the goods, not the shipping', () => {
    const totals = computeOrderTotals(
      [{ unitPriceCents: 1_999_900, quantity: 1 }],
      [{ code: 'vitrina10', discountType: 'percent', amount: 1000 }],
      50_000,
    );
    expect(totals.discounts).toEqual([{ code: 'vitrina10', discountCents: 199_990 }]);
    expect(totals.totalCents).toBe(1_999_900 - 199_990 + 50_000);
  });

  it('never takes a fixed_cart discount below zero', () => {
    const totals = computeOrderTotals(
      [{ unitPriceCents: 100_000, quantity: 1 }],
      [{ code: 'grande', discountType: 'fixed_cart', amount: 500_000 }],
      0,
    );
    expect(totals.discountTotalCents).toBe(100_000);
    expect(totals.totalCents).toBe(0);
  });

  it('G11: lines add up to the order when discounts split unevenly', () => {
    const totals = computeOrderTotals(
      [
        { unitPriceCents: 33_333, quantity: 1 },
        { unitPriceCents: 33_333, quantity: 2 },
        { unitPriceCents: 1, quantity: 7 },
      ],
      [
        { code: 'p', discountType: 'percent', amount: 1_234 },
        { code: 'f', discountType: 'fixed_cart', amount: 10_001 },
      ],
      12_345,
    );
    const lineSum = totals.lines.reduce((sum, entry) => sum + entry.totalCents, 0);
    expect(lineSum + 12_345).toBe(totals.totalCents);
    expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountTotalCents + 12_345);
    expect(totals.discounts.map((entry) => entry.discountCents)).toEqual([12_341, 10_001]);
  });
});
