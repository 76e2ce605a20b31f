import type { StoreHttp } from '@vitrina/api-client';
import type { CartTidy } from './cart-tidies.js';
import type { FoundCoupon } from './coupon-checks.js';
import type { StoreSettings } from './store-settings.js';

/**
 * The store as one checkout call reaches it: as the shop, as the buyer, the codes the buyer gave
 * read as the shop, counted against guessing (G7), the store's settings as the shop keeps them,
 * and the tidying of the buyer's cart after an order (issue 40).
 */
export interface CheckoutStores {
  readonly shop: StoreHttp;
  readonly buyer: StoreHttp;
  readonly readCoupons: (codes: readonly string[]) => Promise<FoundCoupon[]>;
  readonly settings: StoreSettings;
  readonly cart: CartTidy;
}

/** The checkout without the write key, or with one the store refuses: no order can be taken. */
export const CHECKOUT_UNAVAILABLE = {
  code: 'checkout_unavailable',
  message: 'No podemos tomar pedidos en este momento. Inténtalo más tarde.',
} as const;
