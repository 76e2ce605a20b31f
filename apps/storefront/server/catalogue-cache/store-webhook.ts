import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ShopAppEnv } from '../app-env.js';
import { wpErrorResponse } from '../proxy/store-errors.js';
import { jsonValueOf } from '../request-json.js';
import type { SeenKeys, SeenKeysOptions } from '../shared-state/seen-keys.js';
import type { CatalogueFeed } from './catalogue-feed.js';

/** Where the store delivers its webhooks (WooCommerce → Ajustes → Avanzado → Webhooks). */
export const STORE_WEBHOOK_PATH = '/webhooks/woocommerce';

/** The topics that change what the catalogue shows. */
const PRODUCT_TOPIC = /^product\.(?:created|updated|deleted|restored)$/;

/**
 * WooCommerce's ping on saving a webhook: a form post of `webhook_id=<id>`, unsigned. Its admin
 * reports any answer but 200 as an error, so the ping is acknowledged (and drops nothing).
 */
const PING_BODY = /^webhook_id=\d{1,20}$/;

/**
 * The product as the store saved it. Its variation's product (`parent_id`: its list of
 * variations, its price range and stock change with it) and its variations (read by their own
 * ids, they show whether their product is published) are its family: their answers change too.
 */
const ProductPayloadSchema = z.looseObject({
  id: z.coerce.number().int().positive(),
  parent_id: z.number().int().nonnegative().catch(0),
  variations: z.array(z.number().int().positive()).catch([]),
});

/** `X-WC-Webhook-Signature`: base64 of the HMAC-SHA256 of the raw body with the webhook's secret. */
export function isSignedBy(
  secret: string,
  body: Uint8Array,
  signature: string | undefined,
): boolean {
  if (signature === undefined) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Deliveries already acted on: by WooCommerce's delivery id with the body's hash (one delivery,
 * one body), or by the hash alone when a store sends no id. The same signed delivery again is a
 * replay (#28), whichever instance it reaches; a genuine change is a new delivery, even within
 * the second `date_modified` counts.
 */
export const SEEN_DELIVERIES: SeenKeysOptions = { max: 5_000, ttlMs: 24 * 3_600_000 };

/**
 * Receives the store's webhooks: a product created, updated, deleted or restored outdates the
 * catalogue answers it made wrong, and the kept pages that read them render again behind the
 * shopper (M6), on every instance (`feed`, M1). Nothing is emptied: an order that only takes stock refreshes that product's own
 * answers and pages; a change its lists show (a price, a name, sold out) refreshes every list
 * too. Anything else not signed with `WC_WEBHOOK_SECRET` is refused and changes nothing;
 * WooCommerce's ping on saving a webhook and other topics are acknowledged and ignored.
 */
export function storeWebhook(secret: string | undefined, feed: CatalogueFeed, seen: SeenKeys) {
  return async (c: Context<ShopAppEnv>): Promise<Response> => {
    if (secret === undefined) {
      return wpErrorResponse(404, 'rest_no_route', 'Los webhooks de la tienda no están activados.');
    }
    const body = new Uint8Array(await c.req.arrayBuffer());
    const signature = c.req.header('x-wc-webhook-signature');
    if (signature === undefined && body.byteLength <= 40 && PING_BODY.test(decode(body))) {
      return c.json({ outdated: 0 });
    }
    if (!isSignedBy(secret, body, signature)) {
      console.warn('refused a store webhook with a missing or wrong signature');
      return wpErrorResponse(401, 'vitrina_bad_signature', 'La firma del webhook no es válida.');
    }
    const topic = c.req.header('x-wc-webhook-topic') ?? '';
    if (!PRODUCT_TOPIC.test(topic)) return c.json({ outdated: 0 });
    const payload = ProductPayloadSchema.safeParse(jsonValueOf(decode(body)));
    if (!payload.success) {
      return wpErrorResponse(400, 'rest_invalid_param', 'El webhook no trae el id del producto.');
    }
    const hash = createHash('sha256').update(body).digest('hex');
    const delivery = `${c.req.header('x-wc-webhook-delivery-id') ?? ''}:${hash}`;
    if (!(await seen.add(delivery))) return c.json({ outdated: 0, replayed: true });
    // The product's own answers are fetched again before the store hears back, within a bound:
    // its own page shows the change when the next shopper asks; a slow store only delays this.
    const applied = await feed.productChanged({
      id: payload.data.id,
      product: payload.data,
      topic,
    });
    return c.json(applied ?? { outdated: 0 });
  };
}

const decode = (body: Uint8Array): string => new TextDecoder().decode(body);
