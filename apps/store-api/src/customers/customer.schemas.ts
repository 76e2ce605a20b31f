import {
  CedulaSchema,
  EmailSchema,
  optionalField,
  optionalText,
  PassportSchema,
  PhoneSchema,
  RncSchema,
} from '@vitrina/core';
import { z } from 'zod';

import type { CustomerMetaKey } from '../account/account.tables.js';
import { BillingAddressSchema, ShippingAddressSchema } from './address.schemas.js';

/** How each writable meta entry (spec §3) is validated; `''` clears it. */
const META_VALUE_SCHEMAS: Record<CustomerMetaKey, z.ZodType<string>> = {
  phone: optionalField(PhoneSchema),
  social_id: optionalField(CedulaSchema),
  passport: optionalField(PassportSchema),
  rnc: optionalField(RncSchema),
  trade_name: optionalText({
    max: 150,
    tooLong: 'La razón social no puede tener más de 150 caracteres.',
  }),
};

function isMetaKey(key: string): key is CustomerMetaKey {
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

const name = (label: string) =>
  optionalText({ max: 100, tooLong: `${label} no puede tener más de 100 caracteres.` });

/**
 * `PUT /wc/v3/customers/{id}`: names, e-mail, addresses and the allowlisted meta. Everything
 * else a body may carry (role, username, is_paying_customer, date_created…) is ignored (E4).
 */
export const CustomerUpdateSchema = z.object({
  first_name: name('El nombre').optional(),
  last_name: name('El apellido').optional(),
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
