import { BulkyDeliverySchema, DeliveryScheduleSchema } from '@vitrina/core';
import * as z from 'zod';

/** A note of an order (`wc/v3/orders/{id}/notes`): what happened to it, newest first. */
export const WcOrderNoteSchema = z.looseObject({
  id: z.number(),
  author: z.string(),
  date_created: z.string().nullable(),
  note: z.string(),
  /** Whether the shopper sees it too. */
  customer_note: z.boolean(),
});
export type WcOrderNote = z.infer<typeof WcOrderNoteSchema>;

/** `POST wc-vitrina/v1/orders/{id}/reschedule`: the day and window the shopper picked. */
export const RescheduleInputSchema = z.strictObject({
  delivery_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  schedule: DeliveryScheduleSchema,
});
export type RescheduleInput = z.infer<typeof RescheduleInputSchema>;

/** One visit of the day's dispatch list: where and when, who receives it and what it carries. */
export const DispatchVisitSchema = z.looseObject({
  order_id: z.number(),
  number: z.string(),
  status: z.string(),
  zone: z.string(),
  /** Who goes: `entrega` (the truck) or `instalacion` (the technicians). */
  crew: z.string(),
  schedule: z.string(),
  customer: z.string(),
  phone: z.string(),
  address: z.string(),
  sector: z.string(),
  city: z.string(),
  province: z.string(),
  reference: z.string(),
  bulky_delivery: BulkyDeliverySchema.nullable(),
  items: z.array(z.looseObject({ name: z.string(), quantity: z.number() })),
  customer_note: z.string(),
});
export type DispatchVisit = z.infer<typeof DispatchVisitSchema>;

/** `GET wc-vitrina/v1/dispatch?date=`: the day and its visits in dispatch order. */
export const DispatchListSchema = z.looseObject({
  date: z.string(),
  visits: z.array(DispatchVisitSchema),
});
export type DispatchList = z.infer<typeof DispatchListSchema>;
