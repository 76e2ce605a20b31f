import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ShopAppEnv } from '../app-env.js';
import { wpErrorResponse } from '../proxy/store-errors.js';
import type { CatalogueCache } from './catalogue-cache.js';
import type { ProductChange } from '../search/catalogue-search.js';
import type { PageCache } from './page-cache.js';

/** Where the store delivers its webhooks (WooCommerce → Ajustes → Avanzado → Webhooks). */
export const STORE_WEBHOOK_PATH = '/webhooks/woocommerce';

/** The topics that change what the catalogue shows. */
const PRODUCT_TOPIC = /^product\.(?:created|updated|deleted|restored)$/;

/**
 * WooCommerce's ping on saving a webhook: a form post of `webhook_id=<id>`, unsigned. Its admin
 * reports any answer but 200 as an error, so the ping is acknowledged (and drops nothing).
 */
const PING_BODY = /^webhook_id=\d{1,20}$/;

const ProductPayloadSchema = z.object({ id: z.coerce.number().int().positive() });

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
 * Deliveries already acted on, by their body's hash. WooCommerce's body carries the product as
 * saved (its `date_modified` among it), so a genuine change never repeats one; the same signed
 * body again is a replay, which would otherwise empty every kept page each time (#28).
 */
const SEEN_DELIVERIES = { max: 5_000, ttl: 24 * 3_600_000 };

/** The caches a product's change makes wrong. */
export interface CatalogueCaches {
  catalogueCache: CatalogueCache | undefined;
  pageCache: PageCache | undefined;
  /** Told of every product change after the caches dropped theirs (the search, issue 38). */
  onProductChange?: ((change: ProductChange) => void) | undefined;
}

/**
 * Receives the store's webhooks: a product created, updated, deleted or restored drops the cache
 * entries it may have made wrong (issue 18), and every kept page: a product shows on its own
 * page, its category's and brand's, the home page's and offers' selections, search results and
 * other products' related lists, so knowing which pages hold it would mean recording every
 * render's products; a page renders again from the catalogue cache, whose other entries stay.
 * Anything else not signed with `WC_WEBHOOK_SECRET` is refused and drops nothing; WooCommerce's
 * ping on saving a webhook and other topics are acknowledged and ignored.
 */
export function storeWebhook(secret: string | undefined, caches: CatalogueCaches) {
  const seen = new LRUCache<string, true>(SEEN_DELIVERIES);
  return async (c: Context<ShopAppEnv>): Promise<Response> => {
    if (secret === undefined) {
      return wpErrorResponse(404, 'rest_no_route', 'Los webhooks de la tienda no están activados.');
    }
    const body = new Uint8Array(await c.req.arrayBuffer());
    const signature = c.req.header('x-wc-webhook-signature');
    if (signature === undefined && body.byteLength <= 40 && PING_BODY.test(decode(body))) {
      return c.json({ dropped: 0 });
    }
    if (!isSignedBy(secret, body, signature)) {
      console.warn('refused a store webhook with a missing or wrong signature');
      return wpErrorResponse(401, 'vitrina_bad_signature', 'La firma del webhook no es válida.');
    }
    const topic = c.req.header('x-wc-webhook-topic') ?? '';
    if (!PRODUCT_TOPIC.test(topic)) return c.json({ dropped: 0 });
    const product = parseJson(body);
    const payload = ProductPayloadSchema.safeParse(product);
    if (!payload.success) {
      return wpErrorResponse(400, 'rest_invalid_param', 'El webhook no trae el id del producto.');
    }
    const delivery = createHash('sha256').update(body).digest('hex');
    if (seen.has(delivery)) return c.json({ dropped: 0, replayed: true });
    seen.set(delivery, true);
    const answers = caches.catalogueCache?.dropProduct(payload.data.id) ?? 0;
    const pages = caches.pageCache?.dropAll() ?? 0;
    caches.onProductChange?.({ id: payload.data.id, topic, product });
    return c.json({ dropped: answers, droppedPages: pages });
  };
}

const decode = (body: Uint8Array): string => new TextDecoder().decode(body);

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(decode(body)) as unknown;
  } catch {
    return undefined;
  }
}
