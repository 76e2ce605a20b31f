// The delivery choice read through zod, apart from the shop's calendar, which pages use without
// loading zod (issue 26).
import * as z from 'zod';
import {
  DEFAULT_SCHEDULE,
  DELIVERY_MESSAGE,
  DELIVERY_SCHEDULES,
  isDeliveryDateAllowed,
} from './delivery.js';

/** A delivery window the shop offers. */
export const DeliveryScheduleSchema = z.enum(DELIVERY_SCHEDULES, { error: DELIVERY_MESSAGE });

/**
 * The delivery date and schedule of a checkout, checked against `now`: a date in the shop's
 * window and an offered schedule (default "9:00 AM - 12:00 PM"), else «Elige una fecha y un
 * horario de entrega válidos.».
 */
export function deliverySchema(now: Date | number) {
  return z.object({
    date: z
      .string({ error: DELIVERY_MESSAGE })
      .refine((date) => isDeliveryDateAllowed(date, now), { error: DELIVERY_MESSAGE }),
    schedule: DeliveryScheduleSchema.default(DEFAULT_SCHEDULE),
  });
}
