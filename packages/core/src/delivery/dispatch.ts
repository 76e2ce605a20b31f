import { DELIVERY_SCHEDULES } from '../checkout/delivery.js';
import { DELIVERY_ZONES, SLOT_CREWS } from './slot-rules.js';

/** Where a visit of the dispatch list goes and when: its zone, window and crew. */
export interface DispatchPlace {
  readonly zone: string;
  readonly schedule: string;
  readonly crew: string;
  readonly order_id: number;
}

/** An entry's place in `list`, an unknown one last. */
const rank = (list: readonly string[], entry: string): number => {
  const index = list.indexOf(entry);
  return index === -1 ? list.length : index;
};

/**
 * The order of the day's dispatch list (issue 37), on both stores: by zone as core lists them,
 * then window from the earliest, then crew (the truck before the technicians), then order.
 */
export function byDispatchOrder(a: DispatchPlace, b: DispatchPlace): number {
  return (
    rank(DELIVERY_ZONES, a.zone) - rank(DELIVERY_ZONES, b.zone) ||
    rank(DELIVERY_SCHEDULES, a.schedule) - rank(DELIVERY_SCHEDULES, b.schedule) ||
    rank(SLOT_CREWS, a.crew) - rank(SLOT_CREWS, b.crew) ||
    a.order_id - b.order_id
  );
}
