import { describe, expect, it } from 'vitest';
import { offlineOrderStatus, paymentOutcome, paysOnGatewayPage } from './payment.js';

describe('paysOnGatewayPage', () => {
  it('sends card gateways to their page and keeps bank transfer, cheque and cash on delivery here', () => {
    expect(paysOnGatewayPage('vitrina_test_card')).toBe(true);
    expect(paysOnGatewayPage('stripe')).toBe(true);
    expect(paysOnGatewayPage('bacs')).toBe(false);
    expect(paysOnGatewayPage('cheque')).toBe(false);
    expect(paysOnGatewayPage('cod')).toBe(false);
    expect(paysOnGatewayPage('')).toBe(false);
  });
});

describe('paymentOutcome', () => {
  const card = (status: string) => ({ status, payment_method: 'vitrina_test_card' });

  it("trusts the store's status over what the way back says", () => {
    expect(paymentOutcome(card('processing'), 'failed')).toBe('paid');
    expect(paymentOutcome(card('failed'), 'processing')).toBe('declined');
    expect(paymentOutcome(card('cancelled'), 'processing')).toBe('expired');
  });

  it('tells the shopper’s own cancel from an expired order, and a paid order out for delivery is paid', () => {
    const cancelled = { ...card('cancelled'), cancelled_by: 'customer' };
    expect(paymentOutcome(cancelled, '')).toBe('cancelled');
    expect(paymentOutcome({ ...cancelled, payment_method: 'cod' }, '')).toBe('cancelled');
    expect(paymentOutcome(card('out-for-delivery'), '')).toBe('paid');
  });

  it('reads an order refunded in full as refunded, never as expired, on any gateway', () => {
    expect(paymentOutcome(card('refunded'), '')).toBe('refunded');
    expect(paymentOutcome({ status: 'refunded', payment_method: 'cod' }, '')).toBe('refunded');
    expect(paymentOutcome(card('cancelled'), '')).toBe('expired');
  });

  it('tells a deposit paid from a full payment (G9)', () => {
    expect(paymentOutcome(card('partially-paid'), 'partially-paid')).toBe('deposit_paid');
    expect(paymentOutcome(card('completed'), '')).toBe('paid');
  });

  it('reads a pending card order by the way back: declined, left, or not paid yet', () => {
    expect(paymentOutcome(card('pending'), 'failed')).toBe('declined');
    expect(paymentOutcome(card('pending'), 'cancelled')).toBe('left');
    expect(paymentOutcome(card('pending'), '')).toBe('awaiting');
  });

  it('never asks an order paid by transfer or on delivery to go to a payment page', () => {
    expect(paymentOutcome({ status: 'on-hold', payment_method: 'bacs' }, '')).toBe('offline');
    expect(paymentOutcome({ status: 'processing', payment_method: 'cod' }, 'failed')).toBe(
      'offline',
    );
    expect(paymentOutcome({ status: 'pending', payment_method: 'cod' }, 'cancelled')).toBe(
      'offline',
    );
  });
});

describe('offlineOrderStatus', () => {
  it('waits for a transfer or a cheque and prepares a cash-on-delivery order, as WooCommerce', () => {
    expect(offlineOrderStatus('bacs')).toBe('on-hold');
    expect(offlineOrderStatus('cheque')).toBe('on-hold');
    expect(offlineOrderStatus('cod')).toBe('processing');
  });
});
