import { describe, expect, it } from 'vitest';

import { mailsOnPlacement, mailsOnRefund, mailsOnStatusChange } from './order-mail-triggers.js';

describe('N1: the customer mails of a status change, as WooCommerce sends them', () => {
  it('an order placed: on hold, in preparation, or waiting for its card payment with «Pagar»', () => {
    expect(mailsOnPlacement('on-hold')).toEqual(['customer_on_hold_order']);
    expect(mailsOnPlacement('processing')).toEqual(['customer_processing_order']);
    expect(mailsOnPlacement('pending')).toEqual(['vitrina_order_received']);
  });

  it('paid, declined, the abono and its balance, on its way, delivered', () => {
    expect(mailsOnStatusChange('pending', 'processing')).toEqual(['customer_processing_order']);
    expect(mailsOnStatusChange('failed', 'processing')).toEqual(['customer_processing_order']);
    expect(mailsOnStatusChange('pending', 'failed')).toEqual(['customer_failed_order']);
    expect(mailsOnStatusChange('pending', 'partially-paid')).toEqual(['vitrina_balance_due']);
    expect(mailsOnStatusChange('partially-paid', 'processing')).toEqual([
      'customer_processing_order',
    ]);
    expect(mailsOnStatusChange('processing', 'out-for-delivery')).toEqual([
      'vitrina_out_for_delivery',
    ]);
    expect(mailsOnStatusChange('out-for-delivery', 'completed')).toEqual([
      'customer_completed_order',
    ]);
  });

  it('cancelled after it was confirmed, refunded; an unpaid order let go mails nothing', () => {
    expect(mailsOnStatusChange('processing', 'cancelled')).toEqual(['customer_cancelled_order']);
    expect(mailsOnStatusChange('on-hold', 'cancelled')).toEqual(['customer_cancelled_order']);
    expect(mailsOnStatusChange('completed', 'refunded')).toEqual(['customer_refunded_order']);
    expect(mailsOnStatusChange('pending', 'cancelled')).toEqual([]);
    expect(mailsOnStatusChange('failed', 'cancelled')).toEqual([]);
  });

  it('nothing when the status stays, nor for a declined card declined again', () => {
    expect(mailsOnStatusChange('failed', 'failed')).toEqual([]);
    expect(mailsOnStatusChange('processing', 'processing')).toEqual([]);
  });

  it('a refund through orders/{id}/refunds: partial while something is left, else refunded', () => {
    expect(mailsOnRefund(false)).toEqual(['customer_partially_refunded_order']);
    expect(mailsOnRefund(true)).toEqual(['customer_refunded_order']);
  });
});
