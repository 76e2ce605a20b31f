import { createHmac, randomBytes } from 'node:crypto';

import type { Deps } from '../deps.js';
import type { WebhookTopic } from './webhook.schemas.js';

const DELIVERY_TIMEOUT_MS = 5_000;
/** As WooCommerce 10.0.2 on WordPress 6.8.3 (the contract's real store) sends it. */
const USER_AGENT = 'WooCommerce/10.0.2 Hookshot (WordPress/6.8.3)';

/** WooCommerce's signature of a delivery: base64 HMAC-SHA256 of the body with the secret. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** One POST to a webhook's listener; its answer is not read, a failure goes to the log. */
function post(
  deps: Pick<Deps, 'log'>,
  url: string,
  headers: Record<string, string>,
  body: string,
  what: string,
): Promise<void> {
  return fetch(url, {
    method: 'POST',
    headers: { 'User-Agent': USER_AGENT, ...headers },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  })
    .then((response) => response.body?.cancel())
    .catch((error: unknown) => {
      deps.log(new Error(`${what} no se entregó`, { cause: error }));
    });
}

/**
 * WooCommerce's ping when a webhook is created: an unsigned form post of `webhook_id=<id>`,
 * which the creation waits for without checking the answer.
 */
export function pingWebhook(
  deps: Pick<Deps, 'log'>,
  hook: { id: number; delivery_url: string },
): Promise<void> {
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const what = `el ping del webhook ${String(hook.id)}`;
  return post(deps, hook.delivery_url, headers, `webhook_id=${String(hook.id)}`, what);
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
    const headers = {
      'Content-Type': 'application/json',
      'X-WC-Webhook-Source': `${source}/`,
      'X-WC-Webhook-Topic': topic,
      'X-WC-Webhook-Resource': resource,
      'X-WC-Webhook-Event': event,
      'X-WC-Webhook-Signature': webhookSignature(body, hook.secret),
      'X-WC-Webhook-ID': String(hook.id),
      // WooCommerce's is a 32-digit hex hash.
      'X-WC-Webhook-Delivery-ID': randomBytes(16).toString('hex'),
    };
    void post(deps, hook.delivery_url, headers, body, `webhook ${String(hook.id)} (${topic})`);
  }
}
