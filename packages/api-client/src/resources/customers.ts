import { readCustomerMeta as readMetaEntries, type CustomerMeta } from '@vitrina/core';
import type { CallOptions, StoreHttp } from '../http.js';
import {
  CustomerUpdateInputSchema,
  WcCustomerSchema,
  type CustomerUpdateInput,
  type WcCustomer,
} from './customers.schemas.js';

export { CUSTOMER_META_KEYS, type CustomerMetaKey } from '@vitrina/core';
export { CustomerUpdateInputSchema, WcCustomerSchema } from './customers.schemas.js';
export type { CustomerUpdateInput, WcCustomer } from './customers.schemas.js';
export type { CallOptions, StoreHttp } from '../http.js';

const BASE = 'wp-json/wc/v3/customers';

/**
 * WooCommerce v3 customers. Reading takes a consumer key and changing a read_write one: a
 * customer's token alone is refused (401), as WooCommerce refuses the customer role.
 */
export interface CustomersApi {
  /** The customer with this id. */
  get(id: number, options?: CallOptions): Promise<WcCustomer>;
  /** Changes the profile and answers the updated customer. */
  update(id: number, input: CustomerUpdateInput): Promise<WcCustomer>;
}

/** Creates the customers resource on a transport from `createStoreHttp`. */
export function createCustomersApi(http: StoreHttp): CustomersApi {
  return {
    async get(id, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `${BASE}/${encodeURIComponent(String(id))}`,
        auth: 'bearer',
        schema: WcCustomerSchema,
        signal: options?.signal,
      });
      return data;
    },
    async update(id, input) {
      const { data } = await http.request({
        method: 'PUT',
        path: `${BASE}/${encodeURIComponent(String(id))}`,
        auth: 'bearer',
        json: CustomerUpdateInputSchema.parse(input),
        schema: WcCustomerSchema,
      });
      return data;
    },
  };
}

/** The spec's meta entries of a customer (phone, social_id, passport, rnc, trade_name, the references), `""` when absent. */
export function readCustomerMeta(customer: WcCustomer): CustomerMeta {
  return readMetaEntries(customer.meta_data);
}
