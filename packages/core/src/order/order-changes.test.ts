import { describe, expect, it } from 'vitest';
import {
  ORDER_CHANGE_MESSAGES,
  cancelVerdict,
  formatChangeDeadline,
  orderChangeDeadline,
  rescheduleVerdict,
  rescheduledNote,
} from './order-changes.js';

const HOUR = 3_600_000;
/** 9:00 AM in Santo Domingo on 2026-12-22 (UTC−4). */
const MORNING_START = Date.parse('2026-12-22T13:00:00Z');

describe('orderChangeDeadline', () => {
  it('is the window’s start in Santo Domingo, the owner’s hours before', () => {
    expect(orderChangeDeadline('2026-12-22', '9:00 AM - 12:00 PM', 0)).toBe(MORNING_START);
    expect(orderChangeDeadline('2026-12-22', '9:00 AM - 12:00 PM', 24)).toBe(
      MORNING_START - 24 * HOUR,
    );
    expect(orderChangeDeadline('2026-12-22', '3:00 PM - 6:00 PM', 2)).toBe(
      Date.parse('2026-12-22T17:00:00Z'),
    );
  });

  it('is null for an order without a window or with one the shop does not offer', () => {
    expect(orderChangeDeadline('', '', 24)).toBeNull();
    expect(orderChangeDeadline('2026-12-22', '7:00 PM - 9:00 PM', 24)).toBeNull();
    expect(orderChangeDeadline('22/12/2026', '9:00 AM - 12:00 PM', 24)).toBeNull();
  });
});

describe('formatChangeDeadline', () => {
  it('reads as the shopper’s day and hour in Santo Domingo', () => {
    expect(formatChangeDeadline(MORNING_START - 24 * HOUR)).toBe(
      'lunes, 21 de diciembre a las 9:00 AM',
    );
    expect(formatChangeDeadline(Date.parse('2026-12-22T16:00:00Z'))).toBe(
      'martes, 22 de diciembre a las 12:00 PM',
    );
    // 11 PM on the 21st in Santo Domingo is already the 22nd in UTC.
    expect(formatChangeDeadline(Date.parse('2026-12-22T03:00:00Z'))).toBe(
      'lunes, 21 de diciembre a las 11:00 PM',
    );
  });
});

const until = MORNING_START - 24 * HOUR;
const unpaid = { status: 'processing', date_paid: null, until };

describe('cancelVerdict', () => {
  it('takes an unpaid order that has not left, up to the owner’s limit included', () => {
    for (const status of ['pending', 'failed', 'on-hold', 'processing']) {
      expect(cancelVerdict({ ...unpaid, status }, until)).toEqual({ ok: true });
    }
    expect(cancelVerdict({ ...unpaid, until: null }, until + 100 * HOUR)).toEqual({ ok: true });
  });

  it('refuses an order past the limit, naming the limit', () => {
    expect(cancelVerdict(unpaid, until + 1)).toEqual({
      ok: false,
      code: 'order_change_closed',
      message:
        'Los cambios y cancelaciones de este pedido se aceptaban hasta el lunes, 21 de diciembre a las 9:00 AM.',
    });
  });

  it('refuses one out for delivery, delivered, cancelled or refunded, each in its words', () => {
    const refusal = (status: string) => cancelVerdict({ ...unpaid, status }, 0);
    expect(refusal('out-for-delivery')).toEqual({
      ok: false,
      code: 'order_not_changeable',
      message: ORDER_CHANGE_MESSAGES.outForDelivery,
    });
    expect(refusal('completed')).toMatchObject({ message: ORDER_CHANGE_MESSAGES.completed });
    expect(refusal('cancelled')).toMatchObject({ message: ORDER_CHANGE_MESSAGES.cancelled });
    expect(refusal('refunded')).toMatchObject({ message: ORDER_CHANGE_MESSAGES.refunded });
    expect(refusal('checkout-draft')).toMatchObject({ code: 'order_not_changeable' });
  });

  it('refuses a paid order or one with its deposit paid: the money goes back through a refund', () => {
    const paid = { ...unpaid, date_paid: '2026-12-20T10:00:00' };
    expect(cancelVerdict(paid, 0)).toEqual({
      ok: false,
      code: 'order_paid',
      message: ORDER_CHANGE_MESSAGES.paid,
    });
    expect(cancelVerdict({ ...unpaid, status: 'partially-paid' }, 0)).toMatchObject({
      code: 'order_paid',
    });
  });
});

describe('rescheduleVerdict', () => {
  it('takes a paid or unpaid order that has not left, up to the limit', () => {
    expect(rescheduleVerdict(unpaid, until)).toEqual({ ok: true });
    expect(rescheduleVerdict({ ...unpaid, date_paid: '2026-12-20T10:00:00' }, 0)).toEqual({
      ok: true,
    });
    expect(rescheduleVerdict({ ...unpaid, status: 'partially-paid' }, 0)).toEqual({ ok: true });
  });

  it('refuses one without a window, past the limit, or no longer changeable', () => {
    expect(rescheduleVerdict({ ...unpaid, until: null }, 0)).toMatchObject({
      code: 'order_without_delivery',
    });
    expect(rescheduleVerdict(unpaid, until + 1)).toMatchObject({ code: 'order_change_closed' });
    expect(rescheduleVerdict({ ...unpaid, status: 'out-for-delivery' }, 0)).toMatchObject({
      code: 'order_not_changeable',
    });
  });
});

describe('rescheduledNote', () => {
  it('names both windows as the shopper read them', () => {
    expect(
      rescheduledNote(
        { date: '2026-12-22', schedule: '9:00 AM - 12:00 PM' },
        { date: '2026-12-23', schedule: '3:00 PM - 6:00 PM' },
      ),
    ).toBe(
      'El cliente cambió la entrega del martes, 22 de diciembre, 9:00 AM - 12:00 PM al miércoles, 23 de diciembre, 3:00 PM - 6:00 PM.',
    );
  });
});
