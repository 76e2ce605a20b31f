import type { OrderSummary, PlacedOrder, SlotOffer } from '../../lib/shop-api/checkout';

// The shop server's answers, typed by their one schema.
export type { OrderSummary, PlacedOrder };

/** Why the checkout stopped, decided by the actors from the shop server's answer. */
export type CheckoutFailure =
  | { kind: 'coupon_refused'; message: string }
  /** The delivery window filled while placing; `next` is the free one the store offers. */
  | { kind: 'slot_taken'; message: string; next: SlotOffer | null }
  /** A product sold out (its line's `productId` when the shop named it) or the cart emptied. */
  | { kind: 'stock_changed'; message: string; productId?: number | undefined }
  | { kind: 'price_changed'; message: string; summary: OrderSummary }
  | { kind: 'token_expired'; message: string }
  | { kind: 'rate_limited'; message: string }
  /** Any other refusal with a Spanish message (a field the server found invalid…). */
  | { kind: 'refused'; message: string }
  /** No answer: the order may or may not exist; retried with the same key. */
  | { kind: 'network'; message: string }
  /**
   * Our own bug (the shop server's 500): the message holds the code the shopper can quote. Never
   * retried on its own; the order may exist, so confirming again keeps the key.
   */
  | { kind: 'fault'; message: string };

/** What an actor that asks the shop server answers: the value, or why the checkout stops. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure };
