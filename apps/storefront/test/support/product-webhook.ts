import { createHmac } from 'node:crypto';
import { STORE_WEBHOOK_PATH } from '../../server/catalogue-cache/store-webhook.js';

/**
 * The product webhook WooCommerce sends to the shop at `shopUrl` after a change: the product as
 * saved, signed with `secret`, numbered `deliveryId` when given.
 */
export function sendProductWebhook(
  shopUrl: string,
  secret: string,
  product: string,
  deliveryId?: string,
): Promise<Response> {
  return fetch(`${shopUrl}${STORE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-wc-webhook-topic': 'product.updated',
      ...(deliveryId === undefined ? {} : { 'x-wc-webhook-delivery-id': deliveryId }),
      'x-wc-webhook-signature': createHmac('sha256', secret).update(product).digest('base64'),
    },
    body: product,
  });
}
