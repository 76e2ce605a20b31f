import { DELIVERY_MESSAGE, DeliveryScheduleSchema } from '@vitrina/core';
import * as z from 'zod';

// What a shopper may still change of an order (issue 37), as the confirmation page, the profile's
// order and tracking show it, and the two changes: `POST pedidos/:id/cancelar` and
// `POST pedidos/:id/horario`, with the order's key (`clave`), a tracking pass (`pase`) or the
// token of the customer it belongs to.

/** One change: whether the store would take it now, and if not, why (core's code and words). */
export const OrderChangeOfferSchema = z.object({
  allowed: z.boolean(),
  code: z.string().nullable(),
  /** '' when allowed. */
  message: z.string(),
});
export type OrderChangeOffer = z.infer<typeof OrderChangeOfferSchema>;

/** What the shopper may still change of the order, and until when (ISO 8601; null without a window). */
export const OrderChangesSchema = z.object({
  until: z.string().nullable(),
  cancel: OrderChangeOfferSchema,
  reschedule: OrderChangeOfferSchema,
});
export type OrderChanges = z.infer<typeof OrderChangesSchema>;

/** `POST pedidos/:id/horario`: the day and window picked from the order's agenda. */
export const RescheduleRequestSchema = z.object({
  delivery_date: z.string({ error: DELIVERY_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: DELIVERY_MESSAGE,
  }),
  schedule: DeliveryScheduleSchema,
});
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

/** The answer of a change: the order's status and window as they now stand, and what may still change. */
export const ChangedOrderSchema = z.object({
  id: z.number(),
  status: z.string(),
  status_label: z.string(),
  delivery_date: z.string(),
  schedule: z.string(),
  installation_schedule: z.string(),
  changes: OrderChangesSchema,
});
export type ChangedOrder = z.infer<typeof ChangedOrderSchema>;
