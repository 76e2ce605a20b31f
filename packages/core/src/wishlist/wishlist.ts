// The wishlist's rules, free of zod: the heart and the header's count read the list on every
// page's first load, which must run no schema library. The stored value's schema lives in
// `wishlist-schema.ts`, for the shop server and the account's API.

/** The most products a wishlist keeps; adding beyond it drops the oldest. */
export const WISHLIST_MAX_ITEMS = 100;

/**
 * The customer meta entry that keeps a signed-in customer's list on the store
 * (`wc/v3/customers/{id}` `meta_data`), as the JSON text of its product ids.
 */
export const WISHLIST_META_KEY = 'vitrina_wishlist';

/** A wishlist: product ids, oldest first, each once, at most {@link WISHLIST_MAX_ITEMS}. */
export type Wishlist = readonly number[];

/** True for an id a product may have: a positive safe integer. */
const isProductId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The list made valid: only product ids, each once (its first place kept), and only the newest
 * {@link WISHLIST_MAX_ITEMS} when there are more.
 */
export function normalizeWishlist(ids: readonly unknown[]): Wishlist {
  const kept = [...new Set(ids.filter(isProductId))];
  return kept.length > WISHLIST_MAX_ITEMS ? kept.slice(-WISHLIST_MAX_ITEMS) : kept;
}

/** The list with `productId` at its end (where it was, if already there). */
export function addToWishlist(list: Wishlist, productId: number): Wishlist {
  return list.includes(productId) ? list : normalizeWishlist([...list, productId]);
}

/** The list without `productId`. */
export function removeFromWishlist(list: Wishlist, productId: number): Wishlist {
  return list.filter((id) => id !== productId);
}

/** Adds `productId` when absent, removes it when present (the heart). */
export function toggleInWishlist(list: Wishlist, productId: number): Wishlist {
  return list.includes(productId)
    ? removeFromWishlist(list, productId)
    : addToWishlist(list, productId);
}

/**
 * At sign-in: the customer's list, then what the guest saved that it lacks (as the cart merges
 * the guest's lines into the customer's), each once, capped to the newest.
 */
export function mergeWishlists(customer: Wishlist, guest: Wishlist): Wishlist {
  return normalizeWishlist([...customer, ...guest]);
}

/**
 * Reads a stored list (browser storage or the customer meta's text). Outside input: anything
 * that is not JSON of an array gives an empty list, and entries that are not product ids are
 * dropped. Hand-written, not a schema, so the first load stays free of zod.
 */
export function readStoredWishlist(stored: string | null | undefined): Wishlist {
  if (stored === null || stored === undefined || stored === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return [];
  }
  return Array.isArray(json) ? normalizeWishlist(json) : [];
}

/** The list as stored: the JSON text of its ids. */
export const storedWishlist = (list: Wishlist): string => JSON.stringify(normalizeWishlist(list));
