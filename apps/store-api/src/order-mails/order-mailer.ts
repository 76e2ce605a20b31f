import type { Deps } from '../deps.js';
import { orderView } from '../orders/order-view.js';
import { orderEmail } from './order-mail.js';
import {
  mailsOnPlacement,
  mailsOnRefund,
  mailsOnStatusChange,
  type OrderMailId,
  type StatusChange,
} from './order-mail-triggers.js';

/** The links an order mail carries lead to the shop; the store's own origin is not used. */
const NO_ORIGIN = '';

/**
 * Sends the order's customer mails to the outbox, after the change that sends them is committed,
 * as the order now stands. An order with no billing e-mail (the owner's) mails nobody.
 */
export async function sendOrderMails(
  deps: Pick<Deps, 'db' | 'outbox' | 'config' | 'clock'>,
  orderId: number,
  ids: readonly OrderMailId[],
): Promise<void> {
  if (ids.length === 0) return;
  const view = await orderView(deps.db, orderId, {
    origin: NO_ORIGIN,
    changeHours: deps.config.orderChangeHours,
  });
  if (!view || view.billing.email === '') return;
  const context = {
    shop: deps.config.shop,
    storefrontUrl: deps.config.storefrontUrl,
    holdMinutes: deps.config.holdStockMinutes,
    nowMs: deps.clock.now(),
  };
  for (const id of ids) await deps.outbox.send(orderEmail(id, view, context));
}

/** The mails of an order just placed, by the status it was placed in. */
export function mailPlacedOrder(
  deps: Pick<Deps, 'db' | 'outbox' | 'config' | 'clock'>,
  orderId: number,
  status: string,
): Promise<void> {
  return sendOrderMails(deps, orderId, mailsOnPlacement(status));
}

/** The mails of a status change (WooCommerce's, and the shop's own). */
export function mailStatusChange(
  deps: Pick<Deps, 'db' | 'outbox' | 'config' | 'clock'>,
  change: StatusChange,
): Promise<void> {
  return sendOrderMails(deps, change.orderId, mailsOnStatusChange(change.from, change.to));
}

/** The mail of a refund made through `orders/{id}/refunds`: partial, or the one giving back the rest. */
export function mailRefund(
  deps: Pick<Deps, 'db' | 'outbox' | 'config' | 'clock'>,
  orderId: number,
  inFull: boolean,
): Promise<void> {
  return sendOrderMails(deps, orderId, mailsOnRefund(inFull));
}
