import * as z from 'zod';
import { ProductSchema } from '../product/product.js';
import { applianceKeyOf, installationItemData } from './installation-lines.js';

/** One entry of the locally stored cart `local_cart_b` (spec §3). */
const LocalCartEntrySchema = z.object({
  product_id: z.number().int().positive(),
  quantity: z.number().int().positive(),
  product: ProductSchema,
  /**
   * The product id of the appliance this line is an installation for (issue 29): item keys
   * change from cart to cart, the appliance's product does not.
   */
  installation_for: z.number().int().positive().optional(),
});
/** An item kept in browser storage until it can be added to the store's cart. */
export type LocalCartEntry = z.infer<typeof LocalCartEntrySchema>;

/** The locally stored cart `local_cart_b`: parse what storage returns with this, never cast it. */
const LocalCartSchema = z.array(LocalCartEntrySchema);
/** The locally stored cart. */
export type LocalCart = z.infer<typeof LocalCartSchema>;

/**
 * Reads the stored `local_cart_b` text. Storage is outside input (another tab, an old version of
 * the shop, a curious shopper): anything that is not valid JSON of the right shape gives an
 * empty cart instead of breaking the page.
 */
export function parseLocalCart(stored: string | null): LocalCart {
  if (stored === null) return [];
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return [];
  }
  const result = LocalCartSchema.safeParse(json);
  return result.success ? result.data : [];
}

/** A store cart line as {@link localCartToReAdd} reads it (CoCart's `id` and `quantity.value`). */
export interface StoreCartLineInput {
  readonly id: number;
  readonly quantity: { readonly value: number };
}

/** A product and a number of units to add to the store's cart. */
export interface ReAddEntry {
  readonly product_id: number;
  readonly quantity: number;
  /** The appliance's product id when the line is an installation attached to it. */
  readonly installation_for?: number | undefined;
}

/**
 * What of the local cart must be added again to a store cart: after login (spec §4: merge
 * carts, then "re-add locally stored cart items"), or when a guest recovers lines the cart seems
 * to lack (R12). The cart may already hold them (the merge brought the guest's lines in; an add
 * left with the page landed late), so only what it still lacks is added: for each product, the
 * local quantity minus the units the cart holds. Re-adding everything would double those lines.
 * A product already in the cart is topped up only to the local quantity, never doubled.
 *
 * @param localCart - `local_cart_b` as stored.
 * @param cartLines - The store cart's lines (after the merge, at login).
 */
export function localCartToReAdd(
  localCart: readonly LocalCartEntry[],
  cartLines: readonly StoreCartLineInput[],
): ReAddEntry[] {
  const inCart = new Map<number, number>();
  for (const line of cartLines)
    inCart.set(line.id, (inCart.get(line.id) ?? 0) + line.quantity.value);
  const wanted = new Map<number, number>();
  const attached = new Map<number, number | undefined>();
  for (const entry of localCart) {
    wanted.set(entry.product_id, (wanted.get(entry.product_id) ?? 0) + entry.quantity);
    if (!attached.has(entry.product_id)) attached.set(entry.product_id, entry.installation_for);
  }
  return [...wanted].flatMap(([product_id, quantity]) => {
    const missing = quantity - (inCart.get(product_id) ?? 0);
    return missing > 0
      ? [{ product_id, quantity: missing, installation_for: attached.get(product_id) }]
      : [];
  });
}

/** A store cart line as {@link reAddItem} reads it. */
interface AttachableLineInput {
  readonly id: number;
  readonly item_key: string;
  readonly cart_item_data?: unknown;
}

/**
 * The add-item that puts a re-added entry back: an installation attached again to its
 * appliance's line in the cart as it is now (added before it, in the local cart's order), or
 * undefined when that appliance is not in the cart (an installation never goes in alone).
 */
export function reAddItem(
  entry: ReAddEntry,
  cartLines: readonly AttachableLineInput[],
): { id: number; quantity: number; item_data?: Record<string, string> } | undefined {
  const add = { id: entry.product_id, quantity: entry.quantity };
  if (entry.installation_for === undefined) return add;
  const appliance = cartLines.find(
    (line) =>
      line.id === entry.installation_for && applianceKeyOf(line.cart_item_data) === undefined,
  );
  return appliance && { ...add, item_data: installationItemData(appliance.item_key) };
}
