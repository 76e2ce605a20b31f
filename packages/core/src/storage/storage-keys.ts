// Only the key names: the app reads these on every page, so this module stays free of schemas
// (and of zod); the readers of the stored values live in `stored-values.ts`.

/** Keys the shop keeps in `localStorage` (spec §3). */
export const LOCAL_STORAGE_KEYS = {
  /** The signed-in shopper's bearer token. */
  token: 'token',
  /** The id of the order being paid or just placed. */
  order_id: 'order_id',
  /** The WooCommerce order key of that order. */
  order_key: 'order_key',
  /** Items added before the store cart could take them (JSON of `LocalCart`). */
  local_cart_b: 'local_cart_b',
  /** A guest's wishlist (JSON of product ids, `wishlist/wishlist.ts`). */
  wishlist: 'wishlist',
} as const;

/** Keys the shop keeps in `sessionStorage` (spec §3). */
export const SESSION_STORAGE_KEYS = {
  /** The guest cart's CoCart key. */
  cart_key: 'cart_key',
} as const;
