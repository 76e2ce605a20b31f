import type { Generated } from 'kysely';

/** Tables of the delivery slots migration. */
export interface SlotTables {
  /** One visit booked in a window: made with its order, given back when the order is cancelled. */
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
