import { CANCELLED_BY_CUSTOMER, OUT_FOR_DELIVERY_STATUS } from './order-changes.js';

/**
 * WooCommerce's offline gateways: bank transfer, cheque and cash on delivery confirm the order
 * without a payment page. Every other gateway takes the payment on its own page (`payment_url`).
 */
export const OFFLINE_GATEWAYS: readonly string[] = ['bacs', 'cheque', 'cod'];

/**
 * The status WooCommerce's offline gateways give a new order: bank transfer and cheque wait for
 * the money (`on-hold`), cash on delivery goes to preparation (`processing`).
 */
export function offlineOrderStatus(gatewayId: string): 'on-hold' | 'processing' {
  return gatewayId === 'cod' ? 'processing' : 'on-hold';
}

/** True when the shopper is sent to the gateway's page to pay, right after the order is made. */
export function paysOnGatewayPage(gatewayId: string): boolean {
  return gatewayId !== '' && !OFFLINE_GATEWAYS.includes(gatewayId);
}

/** What the confirmation page says about a payment, from the order and the gateway's way back. */
export type PaymentOutcome =
  /** Paid in full (or a deposit, when the order keeps a balance due, G9). */
  | 'paid'
  | 'deposit_paid'
  /** The gateway declined the card: pay again, the same order. */
  | 'declined'
  /** The shopper left the gateway's page: the order waits, payable, until its hold ends. */
  | 'left'
  /** The order waits for its payment on the gateway's page (no way back seen yet). */
  | 'awaiting'
  /** The hold ran out (or the store cancelled it): nothing is held, order again. */
  | 'expired'
  /** The shopper cancelled it from the shop: nothing is held, nothing was charged. */
  | 'cancelled'
  /** The shop gave the money back in full: the order stands, corrected by its credit notes. */
  | 'refunded'
  /** Bank transfer or cash on delivery: confirmed, paid later as the instructions say. */
  | 'offline';

/**
 * The outcome of a payment as the confirmation page shows it. `status` is the order's status as
 * the store has it now, the only truth; `returned` is the `status` the gateway put in the way
 * back (only WooCommerce's test gateway and ours send it), used just to tell a shopper who left
 * the page from one who has not been there yet. Decisions: a `failed` order is declined whatever
 * the way back says; an order `cancelled` is expired (the hold's or the owner's cancel: leaving
 * the page leaves it `pending`), unless the shopper cancelled it from the shop
 * (`cancelled_by`, {@link CANCELLED_BY_CUSTOMER}); an order `refunded` in full was bought and
 * paid back, never expired, whatever gateway it was paid with.
 */
export function paymentOutcome(
  order: { status: string; payment_method: string; cancelled_by?: string | undefined },
  returned: string,
): PaymentOutcome {
  if (order.status === 'cancelled' && order.cancelled_by === CANCELLED_BY_CUSTOMER) {
    return 'cancelled';
  }
  if (order.status === 'refunded') return 'refunded';
  if (order.status === 'cancelled') return 'expired';
  // Cash on delivery is `processing` from the start: confirmed, not paid.
  if (!paysOnGatewayPage(order.payment_method)) return 'offline';
  switch (order.status) {
    case 'processing':
    case OUT_FOR_DELIVERY_STATUS:
    case 'completed':
      return 'paid';
    case 'partially-paid':
      return 'deposit_paid';
    case 'failed':
      return 'declined';
    case 'pending':
      if (returned === 'failed') return 'declined';
      return returned === 'cancelled' ? 'left' : 'awaiting';
    default:
      return 'offline';
  }
}
