import { CustomerAddressSchema } from '@vitrina/core';
import * as z from 'zod';

/**
 * WooCommerce sends ids as integers; a few plugins and older endpoints send numeric strings
 * (`WP_User->ID`), so both are read as a number.
 */
export const WcIdSchema = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** A WooCommerce money amount: a decimal string such as `"25999.00"`, or `""` when unset. */
export const WcPriceSchema = z
  .string()
  .regex(/^(-?\d+(\.\d+)?)?$/, { error: 'No es un importe decimal de WooCommerce.' });

/** A CoCart amount: CoCart sends strings in minor units for cart totals and numbers for item totals. */
export const CoCartAmountSchema = z.union([
  z.string().regex(/^-?\d+(\.\d+)?$/, { error: 'No es un importe de CoCart.' }),
  z.number(),
]);

/** One `meta_data` entry of a WooCommerce resource. */
export const WcMetaDataSchema = z.looseObject({
  id: z.number().optional(),
  key: z.string(),
  value: z.unknown(),
});
export type WcMetaData = z.infer<typeof WcMetaDataSchema>;

/**
 * One setting of a shipping method or a payment gateway (`settings.cost.value`,
 * `settings.instructions.value`): WooCommerce sends them all as form fields with a `value`.
 */
export const WcSettingSchema = z.looseObject({
  id: z.string().optional(),
  label: z.string().optional(),
  value: z.unknown(),
});

/** A billing address as WooCommerce reads and writes it: core's customer address, extra fields kept. */
export const WcBillingSchema = CustomerAddressSchema.loose();
export type WcBilling = z.infer<typeof WcBillingSchema>;

/** A shipping address as WooCommerce reads and writes it: no e-mail, and the phone is recent. */
export const WcShippingSchema = WcBillingSchema.omit({ email: true, phone: true }).extend({
  phone: z.string().optional(),
});
export type WcShipping = z.infer<typeof WcShippingSchema>;

/** An address sent to the store: every field optional, unknown fields refused. */
export const WcAddressInputSchema = z.strictObject({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  company: z.string().optional(),
  address_1: z.string().optional(),
  address_2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postcode: z.string().optional(),
  country: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type WcAddressInput = z.input<typeof WcAddressInputSchema>;
