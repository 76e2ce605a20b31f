import { isAirConditioner } from '../catalog/categories.js';
import { parseWooPrice, pesosToCents, type Cents } from '../money/cents.js';
import type { StockStatus } from '../product/product.js';
import type { CartItem, CartItemType } from './cart-item-schema.js';
import { cartLineTitle } from './line-options.js';
import { applianceKeyOf } from './installation-lines.js';

/**
 * The fields of a CoCart v2 cart line that {@link toCartItem} reads. The api-client's wire
 * schema for `GET cocart/v2/cart` items satisfies it.
 */
export interface CartLineInput {
  readonly item_key: string;
  readonly id: number;
  readonly quantity: { readonly value: number };
  /** CoCart's line totals: JSON numbers in major units (`25999` is RD$25,999.00, `14.4` RD$14.40). */
  readonly totals: { readonly total: number };
  /** CoCart's product title: a variation's is its product's name (issue 29). */
  readonly title?: string | undefined;
  /** CoCart's `meta`, whose `variation` holds a variation's options. */
  readonly meta?: unknown;
  /** CoCart's custom item data kept on the line: `[]` when none, else an object. */
  readonly cart_item_data?: unknown;
}

/**
 * The fields of the line's full WooCommerce product that {@link toCartItem} reads. The
 * api-client's `wc/v3` product schema satisfies it.
 */
export interface CartProductInput {
  readonly name: string;
  readonly images: readonly { readonly src: string; readonly alt: string }[];
  readonly regular_price: string;
  readonly sale_price: string;
  readonly stock_status: StockStatus;
  /** Units left when the store counts them (wc/v3); a product kept in `local_cart_b` has none. */
  readonly stock_quantity?: number | null | undefined;
  readonly tags: readonly { readonly name: string }[];
  readonly categories: readonly { readonly id: number }[];
}

/** "AC" when the categories include the air-conditioner category (193), else "Other" (spec §9). */
export function cartItemType(categories: readonly { readonly id: number }[]): CartItemType {
  return isAirConditioner(categories.map((category) => category.id)) ? 'AC' : 'Other';
}

/**
 * Builds a cart item from a CoCart cart line and the line's full product (spec §3), to the letter:
 * cart_key = the line's `item_key`, product_id = the line's `id`, the product's name (a
 * variation's: its product's, with its options apart, an extension for issue 29), prices,
 * first image, stock status (and the units left, an extension), first tag as brand, type by category 193, and the line's total;
 * and, an extension (issue 29), the appliance the line is an installation for.
 *
 * Edge cases, decided:
 * - prices are WooCommerce decimal strings (`"25999"` or `"25999.00"`) read into centavos;
 *   an empty `sale_price` (not on sale) gives 0, and so does an empty `regular_price`;
 * - the line total is CoCart's item `totals.total`, a number in major units (`49998` =
 *   RD$49,998.00), read into centavos by `pesosToCents` (unlike the cart-level totals,
 *   which CoCart sends as minor-unit strings);
 * - no image gives `{ alt: name, url: '' }`, and an image without alt text takes the product
 *   name as alt, so the picture is never announced as nothing;
 * - no tags gives brand `''`;
 * - a malformed price or total throws `InvalidAmountError` (the store broke its contract).
 */
export function toCartItem(line: CartLineInput, product: CartProductInput): CartItem {
  const image = product.images[0];
  return {
    cart_key: line.item_key,
    product_id: line.id,
    ...cartLineTitle(line, product.name),
    regular_price: parseWooPrice(product.regular_price) ?? 0,
    sale_price: parseWooPrice(product.sale_price) ?? 0,
    quantity: line.quantity.value,
    img: { alt: image?.alt || product.name, url: image?.src ?? '' },
    stock_status: product.stock_status,
    stock_quantity: product.stock_quantity ?? null,
    brand: product.tags[0]?.name ?? '',
    type: cartItemType(product.categories),
    total_item_price: pesosToCents(line.totals.total),
    installation_for: applianceKeyOf(line.cart_item_data) ?? null,
  };
}

/** The unit price a shopper pays for a cart item: the sale price when there is one. */
export function effectiveUnitPrice(item: Pick<CartItem, 'regular_price' | 'sale_price'>): Cents {
  return item.sale_price > 0 ? item.sale_price : item.regular_price;
}
