import { parseMinorUnits, type Cents } from '../money/cents.js';
import type { CartItem } from './cart-item-schema.js';

/** Outcome shown by the cart's toast. */
export type ToastStatus = 'idle' | 'success' | 'error';

/** The shopper's cart as the storefront holds it (spec §3 cart state). Amounts in centavos. */
export interface CartState {
  /** The store cart's lines as cart items. */
  readonly local_cart: readonly CartItem[];
  /** Cart total (CoCart `totals.total`). */
  readonly total_price: Cents;
  /** Cart subtotal (CoCart `totals.subtotal`). */
  readonly sub_total: Cents;
  /** The signed-in shopper's bearer token, or `null` for a guest. */
  readonly token: string | null;
  /** The guest cart's key (kept in session storage), or `null` before the first item. */
  readonly cart_key: string | null;
  /** True while the cart is being fetched. */
  readonly loading: boolean;
  /** True while an add, quantity change, removal or clear is in flight. */
  readonly updating: boolean;
  readonly toast_status: ToastStatus;
  readonly toast_message: string;
}

/** CoCart v2's cart `totals` fields the shop reads, in the currency's minor unit. */
export interface CartTotalsInput {
  readonly total: string | number;
  readonly subtotal: string | number;
}

/**
 * Reads CoCart's `totals.total` and `totals.subtotal` (minor units, see `parseMinorUnits`) into
 * the cart state's `total_price` and `sub_total`.
 */
export function toCartTotals(
  totals: CartTotalsInput,
  minorUnit?: number,
): Pick<CartState, 'total_price' | 'sub_total'> {
  return {
    total_price: parseMinorUnits(totals.total, minorUnit),
    sub_total: parseMinorUnits(totals.subtotal, minorUnit),
  };
}
