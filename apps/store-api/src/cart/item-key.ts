import { createHash } from 'node:crypto';

/** What WooCommerce's `WC_Cart::generate_cart_id` makes a cart item key from. */
export interface CartIdParts {
  productId: number;
  /** A variation's own id (0 or absent for a simple product). */
  variationId?: number;
  /** A variation's options as `attribute_pa_x` → term slug, in the product's order. */
  variation?: readonly (readonly [string, string])[];
  /** The line's custom item data (CoCart's `item_data`): a different value makes a different line. */
  itemData?: Readonly<Record<string, string>> | undefined;
}

const joined = (entries: readonly (readonly [string, string])[]): string =>
  entries.map(([key, value]) => `${key.trim()}${value.trim()}`).join('');

/**
 * WooCommerce's cart item key: md5 of the product id, the variation id, its options and the
 * item data, the present ones joined by `_` (a simple product's is md5 of its id).
 */
export function generateCartId(parts: CartIdParts): string {
  return createHash('md5')
    .update(
      [
        String(parts.productId),
        parts.variationId ? String(parts.variationId) : '',
        joined(parts.variation ?? []),
        joined(Object.entries(parts.itemData ?? {})),
      ]
        .filter(Boolean)
        .join('_'),
    )
    .digest('hex');
}
