import type { ShopOrderMailId } from '@vitrina/core';

/** WooCommerce's customer order mails, by their ids in WooCommerce → Ajustes → Correos electrónicos. */
export type WooOrderMailId =
  | 'customer_on_hold_order'
  | 'customer_processing_order'
  | 'customer_completed_order'
  | 'customer_failed_order'
  | 'customer_cancelled_order'
  | 'customer_refunded_order'
  | 'customer_partially_refunded_order';

/** Every customer order mail: WooCommerce's and the shop's own (core's SHOP_ORDER_MAILS). */
export type OrderMailId = WooOrderMailId | ShopOrderMailId;

/** A status change of one order, as the store made it: the mails it sends follow from it. */
export interface StatusChange {
  orderId: number;
  from: string;
  to: string;
}

/**
 * The statuses each mail goes out from, by the status it goes to, as WooCommerce sends them
 * (`WC_Emails::init_transactional_emails` and each mail's triggers), with what the plugin adds:
 * the balance paid after an abono is «processing» like any payment, and an order cancelled
 * after its abono or on its way is told like one cancelled in preparation. `*` is any status.
 */
const SENT_ON: Readonly<Record<string, readonly [OrderMailId, readonly string[]][]>> = {
  'on-hold': [['customer_on_hold_order', ['pending', 'failed', 'cancelled']]],
  processing: [
    ['customer_processing_order', ['pending', 'failed', 'on-hold', 'cancelled', 'partially-paid']],
  ],
  completed: [['customer_completed_order', ['*']]],
  failed: [['customer_failed_order', ['*']]],
  cancelled: [
    ['customer_cancelled_order', ['processing', 'on-hold', 'partially-paid', 'out-for-delivery']],
  ],
  refunded: [['customer_refunded_order', ['*']]],
  'partially-paid': [['vitrina_balance_due', ['*']]],
  'out-for-delivery': [['vitrina_out_for_delivery', ['*']]],
};

/** The customer mails one status change sends; none when the status stays. */
export function mailsOnStatusChange(from: string, to: string): OrderMailId[] {
  if (from === to) return [];
  return (SENT_ON[to] ?? [])
    .filter(([, sources]) => sources.includes('*') || sources.includes(from))
    .map(([id]) => id);
}

/**
 * The mail of a refund made through `orders/{id}/refunds`, as WooCommerce's `wc_create_refund`
 * sends it: «reembolso parcial» while something is left to give back, «reembolsado» for the
 * refund that gives back the rest (the status it then takes sends nothing more).
 */
export function mailsOnRefund(inFull: boolean): OrderMailId[] {
  return [inFull ? 'customer_refunded_order' : 'customer_partially_refunded_order'];
}

/**
 * The mails of an order just placed: WooCommerce makes every order `pending` first, so one
 * placed on hold (bank transfer) or in preparation (cash on delivery) sends that change's mail;
 * one left waiting for its card payment gets the shop's «Pedido recibido» with «Pagar».
 */
export function mailsOnPlacement(status: string): OrderMailId[] {
  return status === 'pending' ? ['vitrina_order_received'] : mailsOnStatusChange('pending', status);
}
