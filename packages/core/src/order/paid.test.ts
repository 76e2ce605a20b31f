import { describe, expect, it } from 'vitest';
import { amountPaid, countsAsPurchase, paidOrderStatus } from './paid.js';

const PAID_AT = '2026-11-02T10:00:00';

describe('countsAsPurchase', () => {
  it('counts an order paid and not undone since', () => {
    expect(countsAsPurchase({ status: 'processing', date_paid: PAID_AT })).toBe(true);
    expect(countsAsPurchase({ status: 'completed', date_paid: PAID_AT })).toBe(true);
    expect(countsAsPurchase({ status: 'partially-paid', date_paid: PAID_AT })).toBe(true);
  });

  it('never an unpaid one, cash on delivery on its way included', () => {
    expect(countsAsPurchase({ status: 'processing', date_paid: null })).toBe(false);
    expect(countsAsPurchase({ status: 'on-hold', date_paid: '' })).toBe(false);
  });

  it('never one cancelled, refunded or failed after its payment', () => {
    for (const status of ['cancelled', 'refunded', 'failed']) {
      expect(countsAsPurchase({ status, date_paid: PAID_AT })).toBe(false);
    }
  });
});

describe('paidOrderStatus', () => {
  it('is processing for a paid gateway, completed for cash on delivery (paid at the door)', () => {
    expect(paidOrderStatus('vitrina_test_card')).toBe('processing');
    expect(paidOrderStatus('bacs')).toBe('processing');
    expect(paidOrderStatus('cod')).toBe('completed');
  });
});

describe('amountPaid (G9)', () => {
  const order = { totalCents: 940_000, depositCents: 470_000 };

  it('is nothing before a payment, however the order is to be paid', () => {
    expect(amountPaid({ ...order, status: 'processing', date_paid: null })).toBe(0);
    expect(amountPaid({ ...order, status: 'pending', date_paid: null })).toBe(0);
  });

  it('is the deposit while the balance is due, then the total', () => {
    expect(amountPaid({ ...order, status: 'partially-paid', date_paid: PAID_AT })).toBe(470_000);
    expect(amountPaid({ ...order, status: 'processing', date_paid: PAID_AT })).toBe(940_000);
  });

  it('is nothing once refunded or cancelled', () => {
    expect(amountPaid({ ...order, status: 'refunded', date_paid: PAID_AT })).toBe(0);
  });
});
