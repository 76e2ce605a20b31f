import { describe, expect, it } from 'vitest';
import { byDispatchOrder } from './dispatch.js';

const visit = (zone: string, schedule: string, crew: string, order_id: number) => ({
  zone,
  schedule,
  crew,
  order_id,
});

describe('byDispatchOrder', () => {
  it('lists by zone, then window, then the truck before the technicians, then order', () => {
    const visits = [
      visit('santiago', '9:00 AM - 12:00 PM', 'entrega', 5),
      visit('santo-domingo', '3:00 PM - 6:00 PM', 'instalacion', 2),
      visit('santo-domingo', '3:00 PM - 6:00 PM', 'entrega', 9),
      visit('santo-domingo', '9:00 AM - 12:00 PM', 'instalacion', 1),
      visit('santo-domingo', '9:00 AM - 12:00 PM', 'instalacion', 0),
      visit('resto-del-pais', '9:00 AM - 12:00 PM', 'entrega', 3),
    ];
    expect(visits.toSorted(byDispatchOrder).map((entry) => entry.order_id)).toEqual([
      0, 1, 9, 2, 5, 3,
    ]);
  });
});
