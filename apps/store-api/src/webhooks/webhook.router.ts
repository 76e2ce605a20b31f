import { randomBytes } from 'node:crypto';

import { Hono } from 'hono';
import type { Selectable } from 'kysely';

import { parseForm } from '../account/parse-form.js';
import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { routeId } from '../http/route-id.js';
import { StoreError } from '../http/errors.js';
import { itemLinks } from '../http/item-links.js';
import { publicOrigin } from '../http/public-origin.js';
import { pingWebhook } from './webhook-delivery.js';
import { WebhookCreateSchema } from './webhook.schemas.js';
import type { WebhookTables } from './webhook.tables.js';

type WebhookRow = Omit<Selectable<WebhookTables['webhooks']>, 'secret'>;

const invalidId = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_webhook_invalid_id', 'ID no válido.');

const local = (iso: string): string => iso.slice(0, 19);

/** A webhook in WooCommerce v3's shape; the secret is never sent back. */
function webhookJson(origin: string, row: WebhookRow) {
  const [resource = '', event = ''] = row.topic.split('.');
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    topic: row.topic,
    resource,
    event,
    hooks: [
      `woocommerce_${event === 'deleted' ? 'delete' : event === 'created' ? 'new' : 'update'}_${resource}`,
    ],
    delivery_url: row.delivery_url,
    date_created: local(row.date_created),
    date_created_gmt: local(row.date_created),
    date_modified: local(row.date_modified),
    date_modified_gmt: local(row.date_modified),
    _links: itemLinks(origin, 'wc/v3/webhooks', row.id),
  };
}

/**
 * WooCommerce v3 `webhooks`: list, read, create and delete, with a consumer key (writes with a
 * read_write key). The store then sends `product.*` deliveries to each active one.
 */
export function webhookRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  const columns = [
    'id',
    'name',
    'status',
    'topic',
    'delivery_url',
    'date_created',
    'date_modified',
  ] as const;
  app.use('/webhooks', requireConsumerKey(deps));
  app.use('/webhooks/*', requireConsumerKey(deps));

  const find = (id: number) =>
    db.selectFrom('webhooks').select(columns).where('id', '=', id).executeTakeFirst();

  app.get('/webhooks', async (c) => {
    const rows = await db.selectFrom('webhooks').select(columns).orderBy('id').execute();
    c.header('X-WP-Total', String(rows.length));
    c.header('X-WP-TotalPages', '1');
    return c.json(rows.map((row) => webhookJson(publicOrigin(c, deps.config), row)));
  });

  app.get('/webhooks/:id', async (c) => {
    const row = await find(routeId(c));
    if (!row) throw invalidId();
    return c.json(webhookJson(publicOrigin(c, deps.config), row));
  });

  app.post('/webhooks', async (c) => {
    const body = parseForm(WebhookCreateSchema, c.get('jsonBody') ?? {});
    const now = new Date(clock.now()).toISOString();
    const { id } = await db
      .insertInto('webhooks')
      .values({
        name: body.name ?? `Webhook ${body.topic}`,
        status: body.status,
        topic: body.topic,
        delivery_url: body.delivery_url,
        secret: body.secret ?? randomBytes(32).toString('base64url'),
        date_created: now,
        date_modified: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await find(id);
    if (!row) throw invalidId();
    await pingWebhook(deps, row);
    return c.json(webhookJson(publicOrigin(c, deps.config), row), 201);
  });

  app.delete('/webhooks/:id', async (c) => {
    const row = await find(routeId(c));
    if (!row) throw invalidId();
    await db.deleteFrom('webhooks').where('id', '=', row.id).execute();
    return c.json(webhookJson(publicOrigin(c, deps.config), row));
  });

  return app;
}
