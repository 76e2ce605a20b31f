import type { Kysely } from 'kysely';

import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { inTransaction } from './db/transaction.js';
import type { UserRole } from './http/bearer.js';
import { hashConsumerKey } from './http/consumer-auth.js';

async function ensureUser(
  db: Kysely<Database>,
  user: { email: string; username: string; display_name: string; role: UserRole },
  createdAt: string,
): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', user.username)
    .executeTakeFirst();
  if (existing) return existing.id;
  const inserted = await db
    .insertInto('users')
    .values({ ...user, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

async function replaceKey(
  db: Kysely<Database>,
  userId: number,
  pair: { key: string; secret: string },
  permissions: 'read' | 'read_write',
  description: string,
): Promise<void> {
  await db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
  await db
    .insertInto('api_keys')
    .values({
      user_id: userId,
      description,
      permissions,
      consumer_key_hash: hashConsumerKey(pair.key),
      consumer_secret: pair.secret,
      truncated_key: pair.key.slice(-7),
    })
    .execute();
}

/**
 * Makes the database's API keys match the configuration at every start: the storefront proxy's
 * key is read-only on a `shop_proxy` user (A4), the shop server's read/write key (orders,
 * customers) is on a `shop_server` user, and an administrator's read/write key exists only when
 * one is configured.
 */
export function syncApiKeys(db: Kysely<Database>, config: Config, now: number): Promise<void> {
  const createdAt = new Date(now).toISOString();
  return inTransaction(db, async (trx) => {
    const proxyId = await ensureUser(
      trx,
      {
        email: 'shop-proxy@vitrina.invalid',
        username: 'shop_proxy',
        display_name: 'Vitrina (servidor de la tienda)',
        role: 'shop_proxy',
      },
      createdAt,
    );
    await replaceKey(
      trx,
      proxyId,
      { key: config.consumerKey, secret: config.consumerSecret },
      'read',
      'Vitrina storefront proxy',
    );
    const shopServerId = await ensureUser(
      trx,
      {
        email: 'shop-server@vitrina.invalid',
        username: 'shop_server',
        display_name: 'Vitrina (pedidos y cuentas)',
        role: 'administrator',
      },
      createdAt,
    );
    await replaceKey(trx, shopServerId, config.writeKey, 'read_write', 'Vitrina shop server');
    if (!config.adminKey) return;
    const adminId = await ensureUser(
      trx,
      {
        email: 'admin@vitrina.invalid',
        username: 'admin',
        display_name: 'Administración',
        role: 'administrator',
      },
      createdAt,
    );
    await replaceKey(trx, adminId, config.adminKey, 'read_write', 'Administración');
  });
}
