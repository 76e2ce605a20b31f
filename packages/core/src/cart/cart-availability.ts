import { pesosToCents, type Cents } from '../money/cents.js';
import type { CartItem } from './cart-item-schema.js';
import type { CartLineInput } from './cart-item.js';

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
    total_item_price: pesosToCents(line.totals.total),
  };
}

/** Below this many units a product says how many are left (product page and cart line). */
const FEW_UNITS_LEFT = 5;

type StockFacts = Pick<CartItem, 'stock_status' | 'stock_quantity'>;

/** The units left worth telling the shopper («quedan 3»), or null when there are plenty or none. */
export function unitsLeftToTell({ stock_status, stock_quantity }: StockFacts): number | null {
  return stock_status === 'instock' && stock_quantity !== null && stock_quantity <= FEW_UNITS_LEFT
    ? stock_quantity
    : null;
}

/** Whether a line asks for more units than the store has left (stock fell after the add). */
export function exceedsStock(item: StockFacts & Pick<CartItem, 'quantity'>): boolean {
  return (
    item.stock_status !== 'outofstock' &&
    item.stock_quantity !== null &&
    item.quantity > item.stock_quantity
  );
}

/**
 * Why the cart cannot go to the checkout yet, or `null` when it can: lines whose product left
 * the catalogue come first (they are not even for sale), then sold-out lines, then lines asking
 * for more than is left. Back-ordered lines can be paid. Each reason names the lines so the
 * shopper knows what to remove or lower.
 */
export type CheckoutHold =
  | { readonly kind: 'unavailable'; readonly names: readonly string[] }
  | { readonly kind: 'sold-out'; readonly names: readonly string[] }
  | { readonly kind: 'short'; readonly names: readonly string[] };

/** The {@link CheckoutHold} of a cart's lines and its unavailable lines. */
export function checkoutHold(
  items: readonly Pick<CartItem, 'name' | 'stock_status' | 'stock_quantity' | 'quantity'>[],
  unavailable: readonly Pick<UnavailableLine, 'name'>[],
): CheckoutHold | null {
  if (unavailable.length > 0)
    return { kind: 'unavailable', names: unavailable.map((line) => line.name) };
  const soldOut = items.filter((item) => item.stock_status === 'outofstock');
  if (soldOut.length > 0) return { kind: 'sold-out', names: soldOut.map((item) => item.name) };
  const short = items.filter(exceedsStock);
  if (short.length > 0) return { kind: 'short', names: short.map((item) => item.name) };
  return null;
}
