import type { Kysely } from 'kysely';
import { z } from 'zod';

import {
  matchingVariation,
  variationItemKey,
  variationOptions,
  type VariationOption,
} from '../catalog/variations.js';
import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { generateCartId } from './item-key.js';

/** CoCart's `variation` of an add-item: `attribute_pa_x` → the term's name or slug. */
const VariationMapSchema = z.record(z.string().max(100), z.string().max(200));

/** CoCart 4.3.6's 404 for a variable product added without a variation it can find. */
export const noVariationFound = (name: string): StoreError =>
  new StoreError(
    404,
    'cocart_no_variation_found',
    `Elige las opciones de «${name}» antes de añadirlo al carrito.`,
  );

/** The product an add-item names, as the cart reads it. */
interface Addable {
  id: number;
  name: string;
  type: string;
}

/**
 * The product the cart takes for an add-item: a variable product's variation found from the
 * body's `variation`, or CoCart's 404 when a variable product comes without one (issue 29).
 * Anything else, a variation among them, is taken as named.
 */
export async function productToAdd(
  db: Kysely<Database>,
  product: Addable,
  variation: unknown,
): Promise<number> {
  if (product.type !== 'variable') return product.id;
  const wanted = VariationMapSchema.safeParse(variation ?? {});
  const found = wanted.success ? await matchingVariation(db, product.id, wanted.data) : undefined;
  if (found === undefined) throw noVariationFound(product.name);
  return found;
}

/** What a cart line of a variation shows besides the variation's own row. */
export interface LineVariation {
  parentId: number;
  parentName: string;
  parentSlug: string;
  options: VariationOption[];
}

/** The variations among `productIds` with their product and options, by variation id. */
export async function lineVariations(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, LineVariation>> {
  const found = new Map<number, LineVariation>();
  if (productIds.length === 0) return found;
  const rows = await db
    .selectFrom('products as v')
    .innerJoin('products as p', 'p.id', 'v.parent_id')
    .select(['v.id', 'p.id as parentId', 'p.name as parentName', 'p.slug as parentSlug'])
    .where('v.id', 'in', [...productIds])
    .where('v.type', '=', 'variation')
    .execute();
  const options = await variationOptions(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    found.set(row.id, {
      parentId: row.parentId,
      parentName: row.parentName,
      parentSlug: row.parentSlug,
      options: options.get(row.id) ?? [],
    });
  }
  return found;
}

/** The cart item key of a product or variation with its item data, as WooCommerce makes it. */
export async function cartItemKey(
  db: Kysely<Database>,
  productId: number,
  itemData: Readonly<Record<string, string>> = {},
): Promise<string> {
  const variation = (await lineVariations(db, [productId])).get(productId);
  return variation
    ? variationItemKey(variation.parentId, productId, variation.options, itemData)
    : generateCartId({ productId, itemData });
}
