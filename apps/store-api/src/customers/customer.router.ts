import { Hono } from 'hono';

import { parseForm } from '../account/parse-form.js';
import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { routeId } from '../http/route-id.js';
import { StoreError } from '../http/errors.js';
import { storedAddress } from './address.schemas.js';
import { CustomerUpdateSchema } from './customer.schemas.js';
import { customerView } from './customer-view.js';

const invalidId = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_invalid_id', 'ID no válido.');

/** The fields a partial update actually sets (zod leaves absent optional keys `undefined`). */
function definedOnly(patch: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) set[key] = value;
  return set;
}

/** WooCommerce v3 `customers/{id}`: read (read key) and update (read_write key). */
export function customerRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  // WooCommerce's customer role cannot read or edit customers, its own record included: only a
  // consumer key can (the shop server's, which checks the token and takes the id from it).
  app.use('/customers', requireConsumerKey(deps));
  app.use('/customers/*', requireConsumerKey(deps));

  app.get('/customers/:id', async (c) => {
    const id = routeId(c);
    const view = await customerView(db, id, new URL(c.req.url).origin);
    if (!view) throw invalidId();
    return c.json(view);
  });

  app.put('/customers/:id', async (c) => {
    const id = routeId(c);
    const patch = parseForm(CustomerUpdateSchema, c.get('jsonBody') ?? {});
    const current = await db
      .selectFrom('customers')
      .select(['billing', 'shipping'])
      .where('user_id', '=', id)
      .executeTakeFirst();
    if (!current) throw invalidId();
    if (patch.email !== undefined) {
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', patch.email)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (taken) {
        throw new StoreError(
          400,
          'registration-error-email-exists',
          'Ya existe una cuenta con este correo.',
        );
      }
    }
    const now = new Date(clock.now()).toISOString();
    await db.transaction().execute(async (trx) => {
      if (patch.email !== undefined) {
        await trx.updateTable('users').set({ email: patch.email }).where('id', '=', id).execute();
      }
      await trx
        .updateTable('customers')
        .set({
          ...(patch.first_name === undefined ? {} : { first_name: patch.first_name }),
          ...(patch.last_name === undefined ? {} : { last_name: patch.last_name }),
          billing: JSON.stringify({
            ...storedAddress(current.billing, true),
            ...definedOnly(patch.billing ?? {}),
          }),
          shipping: JSON.stringify({
            ...storedAddress(current.shipping, false),
            ...definedOnly(patch.shipping ?? {}),
          }),
          date_modified: now,
        })
        .where('user_id', '=', id)
        .execute();
      for (const entry of patch.meta_data) {
        if (entry.value === '') {
          await trx
            .deleteFrom('customer_meta')
            .where('user_id', '=', id)
            .where('meta_key', '=', entry.key)
            .execute();
          continue;
        }
        await trx
          .insertInto('customer_meta')
          .values({ user_id: id, meta_key: entry.key, meta_value: entry.value })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'meta_key']).doUpdateSet({ meta_value: entry.value }),
          )
          .execute();
      }
    });
    return c.json(await customerView(db, id, new URL(c.req.url).origin));
  });

  return app;
}
