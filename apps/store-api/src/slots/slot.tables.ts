import type { Generated } from 'kysely';

/** Tables of the delivery slots migration. */
export interface SlotTables {
  /**
   * One crew's visit booked in a window (`service` is the crew): made with its order, given back
   * when the order is cancelled.
   */
  delivery_bookings: {
    id: Generated<number>;
    order_id: number;
    zone: string;
    service: string;
    date: string;
    schedule: string;
    created_at: string;
  };
}
