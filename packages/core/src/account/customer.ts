import * as z from 'zod';

/**
 * A customer address in WooCommerce's shape (spec §3 `billingAddress` / `shippingAddress`).
 * Every field is a string and `''` means "not given"; fields WooCommerce leaves out (the shipping
 * address has no email) default to `''`.
 */
export const CustomerAddressSchema = z.object({
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  company: z.string().default(''),
  address_1: z.string().default(''),
  address_2: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  postcode: z.string().default(''),
  country: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
});
/** A customer address. */
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

/**
 * The customer meta entries the shop keeps: the Dominican ids and fiscal data (spec §3), and
 * each address's reference for the delivery team (WooCommerce's address has no field for it).
 */
export const CUSTOMER_META_KEYS = [
  'phone',
  'social_id',
  'passport',
  'rnc',
  'trade_name',
  'billing_reference',
  'shipping_reference',
] as const;
/** The key of one customer meta entry. */
export type CustomerMetaKey = (typeof CUSTOMER_META_KEYS)[number];
/** The customer's meta entries by key; `''` when absent. */
export type CustomerMeta = Record<CustomerMetaKey, string>;

/** One entry of WooCommerce's `meta_data` list, as far as the shop reads it. */
export interface MetaEntryInput {
  readonly key: string;
  readonly value: unknown;
}

/**
 * Reads the shop's meta entries from WooCommerce's `meta_data` list: string values of the known
 * keys (the last one wins when WordPress holds duplicates); other keys and non-string values are
 * ignored, and missing keys give `''`.
 */
export function readCustomerMeta(metaData: readonly MetaEntryInput[]): CustomerMeta {
  const meta = Object.fromEntries(CUSTOMER_META_KEYS.map((key) => [key, ''])) as CustomerMeta;
  for (const entry of metaData) {
    const key = CUSTOMER_META_KEYS.find((known) => known === entry.key);
    if (key !== undefined && typeof entry.value === 'string') meta[key] = entry.value;
  }
  return meta;
}

/** Writes meta values as WooCommerce's `meta_data` list for a customer update. */
export function toCustomerMetaData(
  meta: Partial<CustomerMeta>,
): { key: CustomerMetaKey; value: string }[] {
  return CUSTOMER_META_KEYS.flatMap((key) => {
    const value = meta[key];
    return value === undefined ? [] : [{ key, value }];
  });
}

/** A customer (spec §3): WooCommerce's customer with the shop's meta entries read out. */
export const CustomerSchema = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  billing: CustomerAddressSchema,
  shipping: CustomerAddressSchema,
  meta: z.object({
    phone: z.string(),
    social_id: z.string(),
    passport: z.string(),
    rnc: z.string(),
    trade_name: z.string(),
    billing_reference: z.string(),
    shipping_reference: z.string(),
  }),
});
/** A customer. */
export type Customer = z.infer<typeof CustomerSchema>;

/**
 * The fields of a `wc/v3/customers/{id}` answer the shop reads; the api-client's wire schema
 * satisfies it.
 */
export interface CustomerInput {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly billing: Partial<Record<keyof CustomerAddress, string>>;
  readonly shipping: Partial<Record<keyof CustomerAddress, string>>;
  readonly meta_data: readonly MetaEntryInput[];
}

/** Builds the domain customer from WooCommerce's customer, filling absent address fields. */
export function toCustomer(input: CustomerInput): Customer {
  return {
    id: input.id,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    billing: CustomerAddressSchema.parse(input.billing),
    shipping: CustomerAddressSchema.parse(input.shipping),
    meta: readCustomerMeta(input.meta_data),
  };
}
