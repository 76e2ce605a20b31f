/** The review's figures, all the store's (centavos). */
export interface OrderSummary {
  readonly lines: readonly {
    readonly product_id: number;
    readonly name: string;
    readonly quantity: number;
    readonly total: number;
  }[];
  readonly subtotal: number;
  readonly discount: number;
  readonly shipping: number;
  /** The ITBIS the total includes. */
  readonly itbis: number;
  readonly total: number;
  readonly coupons: readonly string[];
  /** Pay now when paying a deposit; `null` without one. */
  readonly deposit: number | null;
}

/** Why the checkout stopped, decided by the actors from the shop server's answer. */
export type CheckoutFailure =
  | { kind: 'coupon_refused'; message: string }
  /** The delivery window filled while placing; `next` is the free one the store offers. */
  | { kind: 'slot_taken'; message: string; next: { date: string; schedule: string } | null }
  | { kind: 'stock_changed'; message: string }
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

/** A placed order as the shop server answered it. */
export interface PlacedOrder {
  readonly order_id: number;
  readonly order_key: string;
  readonly total: number;
  /** The gateway's page where the shopper pays next (a card gateway), else null (issue 24). */
  readonly payment_url: string | null;
}

/** What an actor that asks the shop server answers: the value, or why the checkout stops. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure };
