import {
  mailboxKey,
  STOCK_ALERT_LIMITS,
  STOCK_ALERT_MESSAGES,
  StockAlertConfirmSchema,
  StockAlertRequestSchema,
  stockAlertWaitMessage,
} from '@vitrina/core';
import { Hono } from 'hono';

import { parseForm } from '../account/parse-form.js';
import { hashOneTimeToken, newOneTimeToken } from '../account/one-time-token.js';
import { findProduct } from '../catalog/product-repository.js';
import { isPublished } from '../catalog/published.js';
import type { Deps } from '../deps.js';
import { clientIp } from '../http/client-ip.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { rateLimited, SlidingWindowLimiter } from '../http/rate-limit.js';
import { stockAlertConfirmationEmail } from './stock-alert-emails.js';

const { windowMs } = STOCK_ALERT_LIMITS;

/**
 * Our extension `vitrina/v1/stock-alerts` (issue 29; StockAlerts.php answers alike on a real
 * WooCommerce): a shopper asks to hear when a sold-out product is back, confirms by the link
 * mailed to them, and {@link sendStockAlerts} writes once when it is.
 *
 * - `POST /stock-alerts {product_id, email}` → 202 with one answer whether the alert is new,
 *   pending or confirmed (no oracle); a pending one gets a fresh link, a confirmed one no mail.
 *   400 for a product unknown or not sold out; 429 per address and per inbox (core's
 *   `mailboxKey`); the mail goes to the address as typed.
 * - `POST /stock-alerts/confirm {token}` → 200, or one Spanish 400 for a wrong, used or expired
 *   token.
 */
export function stockAlertsRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock, config, outbox } = deps;
  const perAddress = new SlidingWindowLimiter(
    STOCK_ALERT_LIMITS.requestsPerAddress,
    windowMs,
    clock,
  );
  const perEmail = new SlidingWindowLimiter(STOCK_ALERT_LIMITS.requestsPerEmail, windowMs, clock);
  const confirmations = new SlidingWindowLimiter(
    STOCK_ALERT_LIMITS.confirmationsPerAddress,
    windowMs,
    clock,
  );

  app.post('/stock-alerts', async (c) => {
    const byAddress = perAddress.hit(clientIp(c, config.trustProxy));
    if (!byAddress.allowed)
      throw rateLimited(byAddress, stockAlertWaitMessage(byAddress.resetSeconds));
    const request = parseForm(StockAlertRequestSchema, c.get('jsonBody'));
    const product = await findProduct(db, request.product_id);
    if (!product || !(await isPublished(db, product.id)))
      throw new StoreError(400, 'stock_alert_unknown_product', STOCK_ALERT_MESSAGES.unknownProduct);
    if (product.stock_status !== 'outofstock')
      throw new StoreError(400, 'stock_alert_in_stock', STOCK_ALERT_MESSAGES.inStock);
    // One inbox, one count, however its address is spelled (+tags, Gmail's dots: C3).
    const byEmail = perEmail.hit(mailboxKey(request.email));
    if (!byEmail.allowed) throw rateLimited(byEmail, stockAlertWaitMessage(byEmail.resetSeconds));

    const now = clock.now();
    await db.deleteFrom('stock_alerts').where('expires_at_ms', '<=', now).execute();
    const existing = await db
      .selectFrom('stock_alerts')
      .select(['id', 'confirmed_at_ms'])
      .where('product_id', '=', product.id)
      .where('email', '=', request.email)
      .executeTakeFirst();
    if (existing?.confirmed_at_ms == null) {
      const token = newOneTimeToken();
      const pending = {
        token_hash: hashOneTimeToken(token),
        expires_at_ms: now + STOCK_ALERT_LIMITS.pendingTtlMs,
      };
      if (existing) {
        await db.updateTable('stock_alerts').set(pending).where('id', '=', existing.id).execute();
      } else {
        await db
          .insertInto('stock_alerts')
          .values({ product_id: product.id, email: request.email, created_at_ms: now, ...pending })
          .execute();
      }
      await outbox.send(
        stockAlertConfirmationEmail(
          config.shop,
          request.email,
          product.name,
          config.storefrontUrl,
          token,
        ),
      );
    }
    return c.json({ message: STOCK_ALERT_MESSAGES.requested }, 202);
  });

  app.post('/stock-alerts/confirm', async (c) => {
    const hit = confirmations.hit(clientIp(c, config.trustProxy));
    if (!hit.allowed) throw rateLimited(hit, stockAlertWaitMessage(hit.resetSeconds));
    const { token } = parseForm(StockAlertConfirmSchema, c.get('jsonBody'));
    const now = clock.now();
    // One statement: of two uses of the same link only one finds it pending.
    const confirmed = await db
      .updateTable('stock_alerts')
      .set({ token_hash: null, expires_at_ms: null, confirmed_at_ms: now })
      .where('token_hash', '=', hashOneTimeToken(token))
      .where('expires_at_ms', '>', now)
      .returning('product_id')
      .executeTakeFirst();
    if (!confirmed)
      throw new StoreError(400, 'stock_alert_invalid_token', STOCK_ALERT_MESSAGES.token);
    return c.json({ message: STOCK_ALERT_MESSAGES.confirmed, product_id: confirmed.product_id });
  });

  return app;
}
