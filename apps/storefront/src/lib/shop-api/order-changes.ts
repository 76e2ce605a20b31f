import { DELIVERY_MESSAGE, DeliveryScheduleSchema } from '@vitrina/core';
import * as z from 'zod';
import { OrderHeadSchema, OrderWindowSchema } from './order-view';

// What a shopper may still change of an order (issue 37), as the confirmation page, the profile's
// order and tracking show it, and the two changes: `POST pedidos/:id/cancelar` and
// `POST pedidos/:id/horario`, with the order's key (`clave`), a tracking pass (`pase`) or the
// token of the customer it belongs to.

/** `POST pedidos/:id/horario`: the day and window picked from the order's agenda. */
export const RescheduleRequestSchema = z.object({
  delivery_date: z.string({ error: DELIVERY_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: DELIVERY_MESSAGE,
  }),
  schedule: DeliveryScheduleSchema,
});
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

/** The answer of a change: the order's status and window as they now stand, and what may still change. */
export const ChangedOrderSchema = OrderHeadSchema.pick({
  id: true,
  status: true,
  status_label: true,
}).extend(OrderWindowSchema.shape);
export type ChangedOrder = z.infer<typeof ChangedOrderSchema>;
