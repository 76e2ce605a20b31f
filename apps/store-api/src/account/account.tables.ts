import type { Generated } from 'kysely';
import type { CustomerMetaKey, WISHLIST_META_KEY } from '@vitrina/core';

/** The customer meta keys `@vitrina/core` names are the only ones anyone may write (E4). */
export type { CustomerMetaKey };
/** Every meta key a customer row may hold: the profile's and the wishlist's. */
export type StoredMetaKey = CustomerMetaKey | typeof WISHLIST_META_KEY;

/** Tables of the accounts migration. Times are epoch milliseconds. */
export interface AccountTables {
  user_credentials: {
    user_id: number;
    password_hash: string;
    tokens_valid_after_ms: Generated<number>;
    email_verified_at_ms: number | null;
  };
  password_resets: { user_id: number; token_hash: string; expires_at_ms: number };
  email_verifications: { user_id: number; token_hash: string; expires_at_ms: number };
  address_confirmations: { user_id: number; ip: string; token_hash: string; expires_at_ms: number };
  customers: {
    user_id: number;
    first_name: string;
    last_name: string;
    /** JSON of the WooCommerce billing address. */
    billing: string;
    /** JSON of the WooCommerce shipping address. */
    shipping: string;
    is_paying_customer: Generated<number>;
    date_modified: string;
  };
  security_events: {
    id: Generated<number>;
    kind: string;
    user_id: number | null;
    ip: string;
    at_ms: number;
  };
  customer_meta: {
    id: Generated<number>;
    user_id: number;
    meta_key: StoredMetaKey;
    meta_value: string;
  };
}
