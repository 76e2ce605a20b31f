import * as z from 'zod';

/** A shipping zone (`wc/v3/shipping/zones`), e.g. Santo Domingo. */
export const WcShippingZoneSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  order: z.number().default(0),
});
export type WcShippingZone = z.infer<typeof WcShippingZoneSchema>;

/** One setting of a shipping method; the cost lives in `settings.cost.value`. */
export const WcShippingSettingSchema = z.looseObject({
  id: z.string().optional(),
  label: z.string().optional(),
  value: z.unknown(),
});

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
