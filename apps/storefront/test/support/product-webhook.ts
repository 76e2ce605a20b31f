import { createHmac } from 'node:crypto';
import type { TestStore } from '@vitrina/store-api/testing';
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

/**
 * The store owner's change to a product, made straight at the store with an administrator's key:
 * the product as saved, as its webhook then carries it.
 */
export async function changeProductInStore(
  store: TestStore,
  id: number,
  change: Record<string, string>,
): Promise<string> {
  const key = `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
  const response = await fetch(`${store.baseUrl}/wp-json/wc/v3/products/${String(id)}?${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`the store answered ${String(response.status)} to the change`);
  return response.text();
}
