import { describe, expect, it } from 'vitest';
import { amountDue, minutesLeftToPay, paymentDueOnline, paymentReminderAt } from './pay-later.js';

const card = (status: string) => ({ status, payment_method: 'vitrina_test_card' });

describe('paymentDueOnline', () => {
  it('offers «Pagar» on a waiting or declined card order, and the balance after an abono (G9)', () => {
    expect(paymentDueOnline(card('pending'))).toBe('order');
    expect(paymentDueOnline(card('failed'))).toBe('order');
    expect(paymentDueOnline(card('partially-paid'))).toBe('balance');
  });

  it('never for an order paid, called off, or paid by transfer or on delivery', () => {
    for (const status of ['processing', 'completed', 'cancelled', 'refunded', 'on-hold']) {
      expect(paymentDueOnline(card(status))).toBeNull();
    }
    expect(paymentDueOnline({ status: 'pending', payment_method: 'bacs' })).toBeNull();
    expect(paymentDueOnline({ status: 'partially-paid', payment_method: 'bacs' })).toBeNull();
    expect(paymentDueOnline({ status: 'failed', payment_method: 'cod' })).toBeNull();
  });
});

describe('amountDue', () => {
  const order = (status: string, depositCents: number | null, paid = false) => ({
    status,
    date_paid: paid ? '2026-05-01T10:00:00' : null,
    totalCents: 10_001,
    depositCents,
  });

  it('is the deposit or the total while the first payment is due, then the balance', () => {
    expect(amountDue(order('pending', null))).toBe(10_001);
    expect(amountDue(order('failed', 5_001))).toBe(5_001);
    expect(amountDue(order('partially-paid', 5_001, true))).toBe(5_000);
  });

  it('is the total until the money is recorded, and nothing once paid or called off', () => {
    expect(amountDue(order('processing', null))).toBe(10_001);
    expect(amountDue(order('on-hold', null))).toBe(10_001);
    expect(amountDue(order('processing', null, true))).toBe(0);
    expect(amountDue(order('completed', null, true))).toBe(0);
    expect(amountDue(order('cancelled', null))).toBe(0);
    expect(amountDue(order('refunded', null, true))).toBe(0);
  });
});

describe('paymentReminderAt', () => {
  it('reminds halfway through the hold, and never without one', () => {
    expect(paymentReminderAt(1_000, 60)).toBe(1_000 + 30 * 60_000);
    expect(paymentReminderAt(1_000, 0)).toBeNull();
  });

  it('counts the minutes left in whole minutes, at least one', () => {
    expect(minutesLeftToPay(0, 60, 30 * 60_000)).toBe(30);
    expect(minutesLeftToPay(0, 60, 30 * 60_000 + 1)).toBe(30);
    expect(minutesLeftToPay(0, 60, 60 * 60_000)).toBe(1);
  });
});
