import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  optionalField,
  OptionalCedulaSchema,
  OptionalPassportSchema,
  OptionalPhoneSchema,
  OptionalRncSchema,
  ReferenceSchema,
  TradeNameSchema,
} from '@vitrina/core';
import { z } from 'zod';

import type { StoredMetaKey } from '../account/account.tables.js';
import { BillingAddressSchema, ShippingAddressSchema } from './address.schemas.js';

/** How each writable meta entry (spec §3) is validated; `''` clears it. */
const META_VALUE_SCHEMAS: Record<StoredMetaKey, z.ZodType<string>> = {
  phone: OptionalPhoneSchema,
  social_id: OptionalCedulaSchema,
  passport: OptionalPassportSchema,
  rnc: OptionalRncSchema,
  trade_name: TradeNameSchema,
  billing_reference: ReferenceSchema,
  shipping_reference: ReferenceSchema,
  // WooCommerce keeps any text under a meta key; the shop server validates the list it writes.
  vitrina_wishlist: z.string().max(4000),
};

function isMetaKey(key: string): key is StoredMetaKey {
  return Object.hasOwn(META_VALUE_SCHEMAS, key);
}

/** A meta entry the customer may write, validated; other keys are dropped (E4). */
const MetaEntrySchema = z
  .object({ key: z.string(), value: z.unknown() })
  .transform((entry, context) => {
    if (!isMetaKey(entry.key)) return undefined;
    const parsed = META_VALUE_SCHEMAS[entry.key].safeParse(
      typeof entry.value === 'number' ? String(entry.value) : entry.value,
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.issues.push({ code: 'custom', message: issue.message, input: entry.value });
      }
      return z.NEVER;
    }
    return { key: entry.key, value: parsed.data };
  });

/**
 * `PUT /wc/v3/customers/{id}`: names, e-mail, addresses and the allowlisted meta. Everything
 * else a body may carry (role, username, is_paying_customer, date_created…) is ignored (E4).
 */
export const CustomerUpdateSchema = z.object({
  first_name: optionalField(FirstNameSchema).optional(),
  last_name: optionalField(LastNameSchema).optional(),
  email: EmailSchema.optional(),
  billing: BillingAddressSchema.partial().optional(),
  shipping: ShippingAddressSchema.partial().optional(),
  meta_data: z
    .array(MetaEntrySchema)
    .max(20)
    .optional()
    .transform((entries) => entries?.filter((entry) => entry !== undefined) ?? []),
});
export type CustomerUpdate = z.infer<typeof CustomerUpdateSchema>;
