import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE,
  DELIVERY_MESSAGE,
  DELIVERY_SCHEDULES,
  deliveryWindow,
  isDeliveryDateAllowed,
  shopDate,
} from './delivery.js';
import { deliverySchema } from './delivery-schema.js';

// 2026-11-23 02:30 UTC is still the 22nd in Santo Domingo (UTC−4).
const now = Date.UTC(2026, 10, 23, 2, 30);

describe('delivery', () => {
  it('dates by the shop calendar in Santo Domingo', () => {
    expect(shopDate(now)).toBe('2026-11-22');
    expect(shopDate(new Date(Date.UTC(2026, 10, 23, 4, 0)))).toBe('2026-11-23');
  });

  it('F5: books from today to 60 days ahead', () => {
    expect(deliveryWindow(new Date(now))).toEqual({ first: '2026-11-22', last: '2027-01-21' });
    expect(isDeliveryDateAllowed('2026-11-22', now)).toBe(true);
    expect(isDeliveryDateAllowed('2027-01-21', now)).toBe(true);
    expect(isDeliveryDateAllowed('2026-11-21', now)).toBe(false);
    expect(isDeliveryDateAllowed('2027-01-22', now)).toBe(false);
  });

  it('F5: refuses dates that are not real calendar dates', () => {
    for (const date of ['2026-11-31', '2026-13-01', '22/11/2026', '', '2026-11-2']) {
      expect(isDeliveryDateAllowed(date, now)).toBe(false);
    }
  });

  it('F5: offers the default schedule first and refuses others', () => {
    expect(DEFAULT_SCHEDULE).toBe('9:00 AM - 12:00 PM');
    expect(DELIVERY_SCHEDULES[0]).toBe(DEFAULT_SCHEDULE);
    const schema = deliverySchema(now);
    expect(schema.parse({ date: '2026-11-24' })).toEqual({
      date: '2026-11-24',
      schedule: DEFAULT_SCHEDULE,
    });
    const wrong = schema.safeParse({ date: '2026-11-20', schedule: '6:00 PM - 9:00 PM' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      DELIVERY_MESSAGE,
      DELIVERY_MESSAGE,
    ]);
  });
});
