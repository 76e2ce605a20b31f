import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import type { CustomerMetaKey } from './account.tables.js';

/** A customer's sign-up data after validation. */
export interface NewCustomer {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  meta: Partial<Record<CustomerMetaKey, string>>;
  /** The billing and shipping addresses to start with (JSON objects in WooCommerce's shape). */
  billing: Record<string, string>;
  shipping: Record<string, string>;
  emailVerifiedAtMs: number | null;
}

/** The user a login is checked against: only people with a password can log in. */
export function findLoginUser(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_credentials', 'user_credentials.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'user_credentials.password_hash',
      'user_credentials.tokens_valid_after_ms',
    ])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/** Inserts the WordPress user, its credentials, the WooCommerce customer and its meta. */
export async function insertCustomer(
  db: Kysely<Database>,
  customer: NewCustomer,
  nowMs: number,
): Promise<number> {
  const iso = new Date(nowMs).toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      email: customer.email,
      username: customer.email,
      display_name: `${customer.firstName} ${customer.lastName}`.trim(),
      role: 'customer',
      created_at: iso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_credentials')
    .values({
      user_id: id,
      password_hash: customer.passwordHash,
      email_verified_at_ms: customer.emailVerifiedAtMs,
    })
    .execute();
  await db
    .insertInto('customers')
    .values({
      user_id: id,
      first_name: customer.firstName,
      last_name: customer.lastName,
      billing: JSON.stringify(customer.billing),
      shipping: JSON.stringify(customer.shipping),
      date_modified: iso,
    })
    .execute();
  const meta = Object.entries(customer.meta).filter(
    (entry): entry is [CustomerMetaKey, string] => entry[1] !== undefined && entry[1] !== '',
  );
  if (meta.length > 0) {
    await db
      .insertInto('customer_meta')
      .values(meta.map(([key, value]) => ({ user_id: id, meta_key: key, meta_value: value })))
      .execute();
  }
  return id;
}

/** Stores a new password hash and ends every token issued up to now with it (B6, C6). */
export async function setPassword(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('user_credentials')
    .set({ password_hash: passwordHash, tokens_valid_after_ms: nowMs })
    .where('user_id', '=', userId)
    .execute();
}

/** Ends every token issued up to now (logout: B6). */
export async function revokeTokens(
  db: Kysely<Database>,
  userId: number,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('user_credentials')
    .set({ tokens_valid_after_ms: nowMs })
    .where('user_id', '=', userId)
    .execute();
}
