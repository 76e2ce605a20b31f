import { describe, expect, it } from 'vitest';
import { listedRefundCents, refundableCents, refundedInFull } from './refunds.js';

describe('N1: refunds', () => {
  it('gives back at most what is left of the total', () => {
    expect(refundableCents(100_000, 0)).toBe(100_000);
    expect(refundableCents(100_000, 25_000)).toBe(75_000);
    expect(refundableCents(100_000, 100_000)).toBe(0);
  });

  it('an order is refunded in full once its refunds reach its total', () => {
    expect(refundedInFull(100_000, 25_000)).toBe(false);
    expect(refundedInFull(100_000, 100_000)).toBe(true);
    expect(refundedInFull(0, 0)).toBe(false);
  });
});

describe('listedRefundCents', () => {
  it("reads the order's negative refund total as a positive amount", () => {
    expect(listedRefundCents('-2500.00')).toBe(250_000);
    expect(listedRefundCents('2500')).toBe(250_000);
    expect(listedRefundCents('')).toBe(0);
  });
});
