// @vitrina/core/account: the customer and the account limits.

export { ACCOUNT_LIMITS, LOGIN_THROTTLE, type RateLimit } from './account-limits.js';
export {
  CUSTOMER_META_KEYS,
  CustomerAddressSchema,
  CustomerSchema,
  readCustomerMeta,
  toCustomer,
  toCustomerMetaData,
  type Customer,
  type CustomerAddress,
  type CustomerMeta,
  type CustomerMetaKey,
} from './customer.js';
