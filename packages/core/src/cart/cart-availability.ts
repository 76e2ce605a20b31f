import type { Cents } from '../money/cents.js';
import type { CartItem } from './cart-item-schema.js';
import { lineTotalCents, type CartLineInput } from './cart-item.js';

/**
 * A cart line whose product the catalogue no longer returns (deleted, unpublished or made
 * private). The store still counts it in its totals and refuses the checkout while it is there,
 * so the shop shows it, greyed and removable, with what the store charges for it.
 */
export interface UnavailableLine {
  /** The line's `item_key`, to remove it. */
  readonly cart_key: string;
  readonly product_id: number;
  /** The name the cart line still carries. */
  readonly name: string;
  readonly quantity: number;
  /** The line's total as the store counts it, in centavos. */
  readonly total_item_price: Cents;
}

/** Reads a CoCart line without its product into an {@link UnavailableLine}. */
export function toUnavailableLine(
  line: CartLineInput & { readonly name: string },
): UnavailableLine {
  return {
    cart_key: line.item_key,
    product_id: line.id,
    name: line.name,
    quantity: line.quantity.value,
    total_item_price: lineTotalCents(line.totals.total),
  };
}

/**
 * Why the cart cannot go to the checkout yet, or `null` when it can: lines whose product left
 * the catalogue come first (they are not even for sale), then sold-out lines. Back-ordered
 * lines can be paid. Each reason names the lines so the shopper knows what to remove.
 */
export type CheckoutHold =
  | { readonly kind: 'unavailable'; readonly names: readonly string[] }
  | { readonly kind: 'sold-out'; readonly names: readonly string[] };

/** The {@link CheckoutHold} of a cart's lines and its unavailable lines. */
export function checkoutHold(
  items: readonly Pick<CartItem, 'name' | 'stock_status'>[],
  unavailable: readonly Pick<UnavailableLine, 'name'>[],
): CheckoutHold | null {
  if (unavailable.length > 0)
    return { kind: 'unavailable', names: unavailable.map((line) => line.name) };
  const soldOut = items.filter((item) => item.stock_status === 'outofstock');
  if (soldOut.length > 0) return { kind: 'sold-out', names: soldOut.map((item) => item.name) };
  return null;
}
