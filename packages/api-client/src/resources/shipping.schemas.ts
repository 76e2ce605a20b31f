import { DELIVERY_SCHEDULES, DELIVERY_ZONES, SLOT_SERVICES } from '@vitrina/core';
import * as z from 'zod';
import { WcSettingSchema } from './shared.schemas.js';

/** A shipping zone (`wc/v3/shipping/zones`), e.g. Santo Domingo. */
export const WcShippingZoneSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  order: z.number().default(0),
});
export type WcShippingZone = z.infer<typeof WcShippingZoneSchema>;

/** One setting of a shipping method; the cost lives in `settings.cost.value`. */
export const WcShippingSettingSchema = WcSettingSchema;

/** A place a zone covers (`…/zones/{id}/locations`), e.g. a province: type `state`, code `DO:DO-01`. */
export const WcShippingLocationSchema = z.looseObject({
  code: z.string(),
  type: z.string(),
});
export type WcShippingLocation = z.infer<typeof WcShippingLocationSchema>;

/** A method of a zone (`…/zones/{id}/methods`): flat rate, free shipping, local pickup. */
export const WcShippingMethodSchema = z.looseObject({
  id: z.number().optional(),
  instance_id: z.number(),
  title: z.string().default(''),
  order: z.number().default(0),
  enabled: z.boolean(),
  method_id: z.string(),
  method_title: z.string().default(''),
  method_description: z.string().default(''),
  settings: z.record(z.string(), WcShippingSettingSchema).default({}),
});
export type WcShippingMethod = z.infer<typeof WcShippingMethodSchema>;

/** A window of a day with what remains of it (`vitrina/v1/slots`). */
export const SlotWindowSchema = z.object({
  schedule: z.enum(DELIVERY_SCHEDULES),
  capacity: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});

/** A day of the delivery agenda: bookable, or why not (a sentence for screen readers). */
export const SlotDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  available: z.boolean(),
  reason: z.string().nullable(),
  message: z.string(),
  windows: z.array(SlotWindowSchema),
});
export type SlotDayView = z.infer<typeof SlotDaySchema>;

/** The agenda of a zone and service (our WooCommerce extension, `vitrina/v1/slots`). */
export const SlotAgendaSchema = z.object({
  zone: z.enum(DELIVERY_ZONES),
  service: z.enum(SLOT_SERVICES),
  days: z.array(SlotDaySchema),
});
export type SlotAgenda = z.infer<typeof SlotAgendaSchema>;
