import * as z from 'zod';
import {
  WISHLIST_MAX_ITEMS,
  WISHLIST_META_KEY,
  normalizeWishlist,
  readStoredWishlist,
  type Wishlist,
} from './wishlist.js';

const WISHLIST_TOO_LONG = `Tu lista guarda hasta ${String(WISHLIST_MAX_ITEMS)} productos.`;

/**
 * A wishlist sent to the shop (`PUT /api/cuenta/deseos`): positive integer ids, at most
 * {@link WISHLIST_MAX_ITEMS}; repeated ids are kept once.
 */
export const WishlistSchema = z
  .array(
    z
      .number({ error: 'Cada producto de la lista se indica con su número.' })
      .int('Cada producto de la lista se indica con su número.')
      .positive('Cada producto de la lista se indica con su número.')
      .max(Number.MAX_SAFE_INTEGER, 'Cada producto de la lista se indica con su número.'),
    { error: 'La lista de deseos debe ser una lista de productos.' },
  )
  .max(WISHLIST_MAX_ITEMS, WISHLIST_TOO_LONG)
  .transform((ids): Wishlist => normalizeWishlist(ids));

/** One entry of WooCommerce's `meta_data` list, as far as the wishlist reads it. */
interface MetaEntry {
  readonly key: string;
  readonly value: unknown;
}

/**
 * The customer's list from WooCommerce's `meta_data` (the last entry wins when WordPress holds
 * duplicates); no entry, or a value that is not a stored list, is an empty list.
 */
export function readWishlistMeta(metaData: readonly MetaEntry[]): Wishlist {
  const entry = metaData.findLast((meta) => meta.key === WISHLIST_META_KEY);
  return typeof entry?.value === 'string' ? readStoredWishlist(entry.value) : [];
}

/**
 * The list as a customer meta entry for `PUT wc/v3/customers/{id}`. An empty list is written
 * as `[]`, never `''` (WooCommerce keeps an empty value, the embedded store deletes it).
 */
export function toWishlistMeta(list: Wishlist): { key: typeof WISHLIST_META_KEY; value: string } {
  return { key: WISHLIST_META_KEY, value: JSON.stringify(normalizeWishlist(list)) };
}
