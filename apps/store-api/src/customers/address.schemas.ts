import { EmailSchema, optionalText, PhoneSchema } from '@vitrina/core';
import { z } from 'zod';

const text = (max: number, label: string) =>
  optionalText({ max, tooLong: `${label} no puede tener más de ${max} caracteres.` });

/** F4: the shop delivers in the Dominican Republic only. */
const CountrySchema = z
  .string()
  .optional()
  .transform((value) => value?.trim().toUpperCase() || 'DO')
  .refine((value) => value === 'DO', { error: 'Solo hacemos entregas en República Dominicana.' });

const phone = z
  .string()
  .optional()
  .transform((value, context): string => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return '';
    const parsed = PhoneSchema.safeParse(trimmed);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.issues.push({ code: 'custom', message: issue.message, input: value });
    }
    return z.NEVER;
  });

const addressFields = {
  first_name: text(100, 'El nombre'),
  last_name: text(100, 'El apellido'),
  company: text(150, 'La empresa'),
  address_1: text(200, 'La dirección'),
  address_2: text(200, 'La dirección'),
  city: text(100, 'La ciudad'),
  state: text(100, 'La provincia'),
  postcode: text(20, 'El código postal'),
  country: CountrySchema,
  phone,
};

/** A WooCommerce shipping address with the F4 limits; missing fields become `''`. */
export const ShippingAddressSchema = z.object(addressFields);
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** A WooCommerce billing address: the shipping fields plus the e-mail. */
export const BillingAddressSchema = z.object({
  ...addressFields,
  email: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.union([z.literal(''), EmailSchema])),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/** Reads a stored address JSON column back into a full WooCommerce address. */
export function storedAddress(json: string, withEmail: true): BillingAddress;
export function storedAddress(json: string, withEmail: false): ShippingAddress;
export function storedAddress(json: string, withEmail: boolean): BillingAddress | ShippingAddress {
  const raw: unknown = JSON.parse(json);
  return (withEmail ? BillingAddressSchema : ShippingAddressSchema).parse(raw);
}
