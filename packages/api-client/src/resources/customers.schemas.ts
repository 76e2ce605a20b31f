import { CUSTOMER_META_KEYS, WISHLIST_META_KEY } from '@vitrina/core';
import * as z from 'zod';
import {
  WcAddressInputSchema,
  WcBillingSchema,
  WcMetaDataSchema,
  WcShippingSchema,
} from './shared.schemas.js';

/** A WooCommerce v3 customer (`wc/v3/customers/{id}`) with its `meta_data`. */
export const WcCustomerSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  username: z.string().optional(),
  role: z.string().optional(),
  date_created: z.string().nullable().optional(),
  billing: WcBillingSchema,
  shipping: WcShippingSchema,
  meta_data: z.array(WcMetaDataSchema).default([]),
});
export type WcCustomer = z.infer<typeof WcCustomerSchema>;

/** `PUT wc/v3/customers/{id}`: the profile fields a shopper may change. */
export const CustomerUpdateInputSchema = z.strictObject({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  billing: WcAddressInputSchema.optional(),
  shipping: WcAddressInputSchema.optional(),
  /**
   * Only core's customer meta keys (the spec's, the addresses' references and the wishlist):
   * nothing else may be written (E4).
   */
  meta_data: z
    .array(
      z.strictObject({
        key: z.enum([...CUSTOMER_META_KEYS, WISHLIST_META_KEY]),
        value: z.string(),
      }),
    )
    .optional(),
});
export type CustomerUpdateInput = z.input<typeof CustomerUpdateInputSchema>;
