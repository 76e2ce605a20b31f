import { offlineOrderStatus } from './payment.js';

/**
 * Statuses that undo a purchase: the owner called the order off, gave the money back, or the
 * payment failed. An order in one of them was not bought, whatever it once received.
 */
export const VOIDED_ORDER_STATUSES = ['cancelled', 'refunded', 'failed'] as const;

/** What the paid rules read of an order: its status and when it was paid (`null`: never). */
interface PaidOrderFacts {
  readonly status: string;
  readonly date_paid: string | null;
}

/**
 * The status at which an order's money is in (WooCommerce's `woocommerce_payment_complete_order_status`
 * with its cash-on-delivery gateway): `processing` for a paid gateway, `completed` for cash on
 * delivery, which is paid at the door. The store records `date_paid` when an order reaches it.
 */
export function paidOrderStatus(gatewayId: string): 'processing' | 'completed' {
  return offlineOrderStatus(gatewayId) === 'processing' ? 'completed' : 'processing';
}

/**
 * Whether the order counts as bought («Compra verificada»): the store recorded its payment
 * (`date_paid`) and it was not called off, refunded or failed since.
 */
export function countsAsPurchase(order: PaidOrderFacts): boolean {
  return (
    order.date_paid !== null &&
    order.date_paid !== '' &&
    !(VOIDED_ORDER_STATUSES as readonly string[]).includes(order.status)
  );
}

/**
 * What the order has received, in centavos (G9): its deposit while the balance is due
 * (`partially-paid`), its total once paid, and nothing before a payment or after a void. Moving
 * an order to another gateway pays nothing, so nothing reads as paid until money comes in.
 */
export function amountPaid(
  order: PaidOrderFacts & { readonly totalCents: number; readonly depositCents: number | null },
): number {
  if (order.status === 'partially-paid') return order.depositCents ?? 0;
  return countsAsPurchase(order) ? order.totalCents : 0;
}
