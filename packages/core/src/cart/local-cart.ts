import * as z from 'zod';
import { ProductSchema } from '../product/product.js';

/** One entry of the locally stored cart `local_cart_b` (spec §3). */
export const LocalCartEntrySchema = z.object({
  product_id: z.number().int().positive(),
  quantity: z.number().int().positive(),
  product: ProductSchema,
});
/** An item kept in browser storage until it can be added to the store's cart. */
export type LocalCartEntry = z.infer<typeof LocalCartEntrySchema>;

/** The locally stored cart `local_cart_b`: parse what storage returns with this, never cast it. */
export const LocalCartSchema = z.array(LocalCartEntrySchema);
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
