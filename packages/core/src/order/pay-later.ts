import { paysOnGatewayPage } from './payment.js';
import { amountPaid, VOIDED_ORDER_STATUSES } from './paid.js';

/**
 * The statuses in which an order still takes a payment online: its first one (WooCommerce's
 * `needs_payment`: waiting, or declined and payable again on the same page) and the balance after
 * an abono (`partially-paid`, G9). The plugin adds the last one to WooCommerce's list.
 */
export const PAYABLE_ORDER_STATUSES = ['pending', 'failed', 'partially-paid'] as const;

/** What «Pagar» leads to: the order's own payment, or the balance after its abono. */
export type PaymentDue = 'order' | 'balance';

/**
 * Whether the shopper can pay the order now on its gateway's page («Pagar» in the profile, in
 * tracking and in the mails), and what they pay: the order, or the balance after an abono. Bank
 * transfer and cash on delivery are never paid online, so never offer it (decision 019).
 */
export function paymentDueOnline(order: {
  readonly status: string;
  readonly payment_method: string;
}): PaymentDue | null {
  if (!paysOnGatewayPage(order.payment_method)) return null;
  if (order.status === 'partially-paid') return 'balance';
  return order.status === 'pending' || order.status === 'failed' ? 'order' : null;
}

/** The share of the hold («Mantener inventario») after which an unpaid order is reminded once. */
export const PAYMENT_REMINDER_SHARE_OF_HOLD = 0.5;

/**
 * When an order still unpaid gets its one reminder («Tu pedido vence pronto»): halfway through
 * the hold that lets it go, so the shopper has the other half to pay it; never without a hold
 * (0 keeps unpaid orders for ever, and there is nothing to be late for).
 */
export function paymentReminderAt(createdAtMs: number, holdMinutes: number): number | null {
  if (holdMinutes <= 0) return null;
  return createdAtMs + holdMinutes * 60_000 * PAYMENT_REMINDER_SHARE_OF_HOLD;
}

/** Whole minutes left before an unpaid order is let go, at least 1 while it still stands. */
export function minutesLeftToPay(createdAtMs: number, holdMinutes: number, nowMs: number): number {
  const left = createdAtMs + holdMinutes * 60_000 - nowMs;
  return Math.max(1, Math.ceil(left / 60_000));
}

/**
 * What the shopper still owes on an order, in centavos: the deposit or the whole total while its
 * first payment is due, the balance after an abono, the total of an order paid on delivery or by
 * transfer until the store records the money, and nothing once paid or called off (G9).
 */
export function amountDue(order: {
  readonly status: string;
  readonly date_paid: string | null;
  readonly totalCents: number;
  readonly depositCents: number | null;
}): number {
  if (order.status === 'pending' || order.status === 'failed') {
    return order.depositCents ?? order.totalCents;
  }
  if ((VOIDED_ORDER_STATUSES as readonly string[]).includes(order.status)) return 0;
  return order.totalCents - amountPaid(order);
}
