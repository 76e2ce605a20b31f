import type { Context } from 'hono';

import type { Deps } from '../deps.js';
import { publicOrigin } from '../http/public-origin.js';
import { sendStockAlerts } from '../stock-alerts/stock-alert-delivery.js';
import { sendWebhooks } from '../webhooks/webhook-delivery.js';
import type { WebhookTopic } from '../webhooks/webhook.schemas.js';
import { findProduct, loadDetails, type ProductRow } from './product-repository.js';
import { withVariationFields } from './variation-fields.js';
import { toWcProduct } from './wc-product.js';

/** Products as `wc/v3` answers them: the rows with their images, terms and links. */
export async function serializeProducts(c: Context, deps: Deps, rows: ProductRow[]) {
  const details = await loadDetails(
    deps.db,
    rows.map((row) => row.id),
  );
  const base = {
    storeOrigin: publicOrigin(c, deps.config),
    storefrontUrl: deps.config.storefrontUrl,
  };
  const shown = rows.filter((row) => details.has(row.id));
  return withVariationFields(
    deps.db,
    shown,
    shown.flatMap((row) => {
      const detail = details.get(row.id);
      return detail ? [toWcProduct(row, detail, base)] : [];
    }),
    base,
  );
}

/**
 * Sends `topic` for each product, as WooCommerce does after any change to a product, whoever made
 * it: the store owner's edit, or an order that took or gave back stock. A shop's catalogue cache
 * drops what it kept of them (issue 18).
 */
export async function announceProducts(
  c: Context,
  deps: Deps,
  topic: WebhookTopic,
  ids: readonly number[],
): Promise<void> {
  const rows = await Promise.all([...new Set(ids)].map((id) => findProduct(deps.db, id)));
  const products = await serializeProducts(
    c,
    deps,
    rows.filter((row) => row !== undefined),
  );
  for (const product of products) {
    await sendWebhooks(deps, topic, product, publicOrigin(c, deps.config));
  }
  // A product back in stock writes to whoever asked to hear of it (issue 29).
  await sendStockAlerts(deps, products);
}
