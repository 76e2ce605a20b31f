import {
  AddressLineSchema,
  CitySchema,
  CompanySchema,
  CountrySchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  optionalField,
  OptionalPhoneSchema,
  PostcodeSchema,
  ProvinceSchema,
  SectorSchema,
} from '@vitrina/core';
import { z } from 'zod';

/** F4: the shop delivers in the Dominican Republic only; a blank or lower-case code is read as given. */
const AddressCountrySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
  CountrySchema,
);

/**
 * WooCommerce's address fields with `@vitrina/core`'s rules. Every field is optional here (a
 * WooCommerce client may send part of an address) and a missing one becomes `''`; `address_2`
 * holds the sector, as on the profile form.
 */
const addressFields = {
  first_name: optionalField(FirstNameSchema),
  last_name: optionalField(LastNameSchema),
  company: CompanySchema,
  address_1: optionalField(AddressLineSchema),
  address_2: optionalField(SectorSchema),
  city: optionalField(CitySchema),
  state: optionalField(ProvinceSchema),
  postcode: PostcodeSchema,
  country: AddressCountrySchema,
  phone: OptionalPhoneSchema,
};

/** A WooCommerce shipping address with the F4 limits; missing fields become `''`. */
export const ShippingAddressSchema = z.object(addressFields);
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** A WooCommerce billing address: the shipping fields plus the e-mail. */
export const BillingAddressSchema = z.object({
  ...addressFields,
  email: optionalField(EmailSchema),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

const text = z.string().catch('');
/** A stored address as written; read back without re-validating what was valid when it was saved. */
const StoredShippingSchema = z.object({
  first_name: text,
  last_name: text,
  company: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postcode: text,
  country: z.literal('DO').catch('DO'),
  phone: text,
});
const StoredBillingSchema = StoredShippingSchema.extend({ email: text });

/** Reads a stored address JSON column back into a full WooCommerce address. */
export function storedAddress(json: string, withEmail: true): BillingAddress;
export function storedAddress(json: string, withEmail: false): ShippingAddress;
export function storedAddress(json: string, withEmail: boolean): BillingAddress | ShippingAddress {
  const raw: unknown = JSON.parse(json);
  return (withEmail ? StoredBillingSchema : StoredShippingSchema).parse(raw);
}
