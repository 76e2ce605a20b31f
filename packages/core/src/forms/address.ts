import * as z from 'zod';
import {
  EmailSchema,
  CompanySchema,
  FirstNameSchema,
  LastNameSchema,
  OptionalPhoneSchema,
} from './fields.js';
import { optionalField, optionalText, requiredText } from './text.js';

/** The only country the shop delivers to. */
const SHOP_COUNTRY = 'DO';

/** Spanish messages of the address fields. */
export const ADDRESS_MESSAGES = {
  address: 'Escribe la dirección.',
  addressTooLong: 'La dirección no puede tener más de 200 caracteres.',
  city: 'Escribe la ciudad o el municipio.',
  cityTooLong: 'La ciudad no puede tener más de 100 caracteres.',
  state: 'Elige la provincia.',
  stateTooLong: 'La provincia no puede tener más de 100 caracteres.',
  sector: 'Escribe el sector.',
  sectorTooLong: 'El sector no puede tener más de 100 caracteres.',
  postcode: 'El código postal tiene 5 dígitos.',
  reference: 'La referencia no puede tener más de 300 caracteres.',
  country: 'Por ahora solo entregamos en República Dominicana.',
  coordinates: 'La ubicación del mapa no es válida.',
} as const;

/** A street address line: required, at most 200 characters. */
export const AddressLineSchema = requiredText({
  max: 200,
  required: ADDRESS_MESSAGES.address,
  tooLong: ADDRESS_MESSAGES.addressTooLong,
});

/** A city or municipality: required, at most 100 characters. */
export const CitySchema = requiredText({
  max: 100,
  required: ADDRESS_MESSAGES.city,
  tooLong: ADDRESS_MESSAGES.cityTooLong,
});

/** A province (WooCommerce `state`): required, at most 100 characters. */
export const ProvinceSchema = requiredText({
  max: 100,
  required: ADDRESS_MESSAGES.state,
  tooLong: ADDRESS_MESSAGES.stateTooLong,
});

/** A sector (neighbourhood), how Dominicans locate an address: required, ≤100 characters. */
export const SectorSchema = requiredText({
  max: 100,
  required: ADDRESS_MESSAGES.sector,
  tooLong: ADDRESS_MESSAGES.sectorTooLong,
});

/** A Dominican postal code: optional, else 5 digits. */
export const PostcodeSchema = optionalField(
  z.string().regex(/^\d{5}$/, { error: ADDRESS_MESSAGES.postcode }),
);

/** Directions for the delivery team ("frente al colmado…"): optional, multi-line, ≤300. */
export const ReferenceSchema = optionalText({
  max: 300,
  tooLong: ADDRESS_MESSAGES.reference,
  multiline: true,
});

/** The country: always the Dominican Republic (`DO`), the default when omitted. */
export const CountrySchema = z
  .literal(SHOP_COUNTRY, { error: ADDRESS_MESSAGES.country })
  .default(SHOP_COUNTRY);

/** A map latitude, or `null` when the shopper did not pin the address. */
export const LatitudeSchema = z
  .number({ error: ADDRESS_MESSAGES.coordinates })
  .min(-90, { error: ADDRESS_MESSAGES.coordinates })
  .max(90, { error: ADDRESS_MESSAGES.coordinates })
  .nullable()
  .default(null);

/** A map longitude, or `null` when the shopper did not pin the address. */
export const LongitudeSchema = z
  .number({ error: ADDRESS_MESSAGES.coordinates })
  .min(-180, { error: ADDRESS_MESSAGES.coordinates })
  .max(180, { error: ADDRESS_MESSAGES.coordinates })
  .nullable()
  .default(null);

/** The checkout's billing address form (spec §3 `billing_address`). */
export const CheckoutBillingAddressFormSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  address: AddressLineSchema,
  city: CitySchema,
  state: ProvinceSchema,
  sector: SectorSchema,
  postcode: PostcodeSchema,
  country: CountrySchema,
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  reference: ReferenceSchema,
});
/** A valid checkout billing address. */
export type CheckoutBillingAddressForm = z.infer<typeof CheckoutBillingAddressFormSchema>;

/** The checkout's delivery address form (spec §3 `shipping_address`, without the method). */
export const CheckoutShippingAddressFormSchema = CheckoutBillingAddressFormSchema.pick({
  address: true,
  city: true,
  state: true,
  postcode: true,
  latitude: true,
  longitude: true,
  reference: true,
});
/** A valid checkout delivery address. */
export type CheckoutShippingAddressForm = z.infer<typeof CheckoutShippingAddressFormSchema>;

/**
 * The profile's address form, in WooCommerce's customer address shape (billing or shipping):
 * `address_2` holds the sector; email and phone are optional (WooCommerce's shipping address has
 * no email); the reference is kept beside the address, in the customer's meta.
 */
export const CustomerAddressFormSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  company: CompanySchema,
  address_1: AddressLineSchema,
  address_2: SectorSchema,
  city: CitySchema,
  state: ProvinceSchema,
  postcode: PostcodeSchema,
  country: CountrySchema,
  email: optionalField(EmailSchema),
  phone: OptionalPhoneSchema,
  reference: ReferenceSchema,
});
/** A valid customer address from the profile form. */
export type CustomerAddressForm = z.infer<typeof CustomerAddressFormSchema>;
