import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { itemLinks } from '../http/item-links.js';
import { storedAddress } from './address.schemas.js';

/** WooCommerce's date pair: site-local (Santo Domingo is UTC−4 all year) and GMT, no zone mark. */
export function wooDates(iso: string): { local: string; gmt: string } {
  const ms = Date.parse(iso);
  return {
    local: new Date(ms - 4 * 3_600_000).toISOString().slice(0, 19),
    gmt: new Date(ms).toISOString().slice(0, 19),
  };
}

/** A customer in WooCommerce v3's shape, or undefined when the user is not a customer. */
export async function customerView(db: Kysely<Database>, userId: number, baseUrl: string) {
  const row = await db
    .selectFrom('users')
    .innerJoin('customers', 'customers.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.username',
      'users.role',
      'users.created_at',
      'customers.first_name',
      'customers.last_name',
      'customers.billing',
      'customers.shipping',
      'customers.is_paying_customer',
      'customers.date_modified',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const meta = await db
    .selectFrom('customer_meta')
    .select(['id', 'meta_key', 'meta_value'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const created = wooDates(row.created_at);
  const modified = wooDates(row.date_modified);
  return {
    id: row.id,
    date_created: created.local,
    date_created_gmt: created.gmt,
    date_modified: modified.local,
    date_modified_gmt: modified.gmt,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    username: row.username,
    billing: storedAddress(row.billing, true),
    shipping: storedAddress(row.shipping, false),
    is_paying_customer: row.is_paying_customer === 1,
    avatar_url: '',
    meta_data: meta.map((entry) => ({
      id: entry.id,
      key: entry.meta_key,
      value: entry.meta_value,
    })),
    _links: itemLinks(baseUrl, 'wc/v3/customers', row.id),
  };
}
