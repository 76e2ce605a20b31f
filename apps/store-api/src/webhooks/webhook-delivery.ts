import { createHmac, randomUUID } from 'node:crypto';

import type { Deps } from '../deps.js';
import type { WebhookTopic } from './webhook.schemas.js';

const DELIVERY_TIMEOUT_MS = 5_000;

/** WooCommerce's signature of a delivery: base64 HMAC-SHA256 of the body with the secret. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/**
 * Sends `payload` to every active webhook of `topic`, with WooCommerce's headers, and does not
 * wait: a slow or absent listener never delays the write that caused it (failures go to the
 * log). `source` is the store's origin, as in `X-WC-Webhook-Source`.
 */
export async function sendWebhooks(
  deps: Pick<Deps, 'db' | 'log'>,
  topic: WebhookTopic,
  payload: unknown,
  source: string,
): Promise<void> {
  const hooks = await deps.db
    .selectFrom('webhooks')
    .select(['id', 'delivery_url', 'secret'])
    .where('topic', '=', topic)
    .where('status', '=', 'active')
    .execute();
  if (hooks.length === 0) return;
  const body = JSON.stringify(payload);
  const [resource = '', event = ''] = topic.split('.');
  for (const hook of hooks) {
    fetch(hook.delivery_url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'WooCommerce/9.8.0 Hookshot (WordPress/6.8)',
        'X-WC-Webhook-Source': `${source}/`,
        'X-WC-Webhook-Topic': topic,
        'X-WC-Webhook-Resource': resource,
        'X-WC-Webhook-Event': event,
        'X-WC-Webhook-Signature': webhookSignature(body, hook.secret),
        'X-WC-Webhook-ID': String(hook.id),
        'X-WC-Webhook-Delivery-ID': randomUUID(),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => {
        deps.log(
          new Error(`webhook ${String(hook.id)} (${topic}) no se entregó`, { cause: error }),
        );
      });
  }
}
