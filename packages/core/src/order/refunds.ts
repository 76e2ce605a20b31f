import { parseWooPrice } from '../money/cents.js';

/**
 * What an order can still give back, in centavos: its total less what its refunds returned,
 * never below 0 (WooCommerce's `get_remaining_refund_amount`). A refund for more is refused.
 */
export function refundableCents(totalCents: number, refundedCents: number): number {
  return Math.max(0, totalCents - refundedCents);
}

/** Whether the refunds returned the whole total: WooCommerce then marks the order `refunded`. */
export function refundedInFull(totalCents: number, refundedCents: number): boolean {
  return totalCents > 0 && refundedCents >= totalCents;
}

/**
 * A refund's amount as the order lists it (`refunds[].total`, negative: `"-2500.00"`) in
 * centavos, positive; an amount the store left out counts as 0.
 */
export function listedRefundCents(total: string): number {
  return parseWooPrice(total.trim().replace(/^-/, '')) ?? 0;
}
