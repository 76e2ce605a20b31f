import type { Kysely } from 'kysely';

import { syncParentStock, variationOptions } from '../catalog/variations.js';
import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';

/** An order line's product as WooCommerce files it: the variable product and its variation. */
export interface LineProductIds {
  product_id: number;
  variation_id: number;
  /** The variation's options as line meta (`pa_pantalla` → `55"`); empty for a simple product. */
  meta_data: {
    id: number;
    key: string;
    value: string;
    display_key: string;
    display_value: string;
  }[];
  parent_name: string | null;
}

/** The product an order line names: its `variation_id` when it has one, else its `product_id`. */
export const orderedProductId = (item: {
  product_id: number;
  variation_id?: number | undefined;
}) =>
  item.variation_id !== undefined && item.variation_id > 0 ? item.variation_id : item.product_id;

/**
 * A variable product ordered without a variation is refused, as nothing of it can be delivered;
 * a variation named with a `product_id` that is not its parent is refused too (issue 29).
 */
export function checkVariationLine(
  product: { id: number; name: string; type: string; parent_id: number },
  item: { product_id: number; variation_id?: number | undefined },
): void {
  if (product.type === 'variable') {
    throw new StoreError(
      400,
      'woocommerce_rest_invalid_product_id',
      `Elige las opciones de «${product.name}».`,
    );
  }
  const parent = item.variation_id !== undefined && item.variation_id > 0 ? item.product_id : 0;
  if (parent > 0 && product.parent_id !== parent) {
    throw new StoreError(
      400,
      'woocommerce_rest_invalid_product_id',
      `La variación #${String(product.id)} no es del producto #${String(parent)}.`,
    );
  }
}

/**
 * How each ordered product is filed on its line: a variation under its variable product, with its
 * options as the line's meta and the product's name as `parent_name`, as WooCommerce writes it.
 */
export async function lineProductIds(
  trx: Kysely<Database>,
  products: readonly { id: number; type: string; parent_id: number }[],
): Promise<Map<number, LineProductIds>> {
  const variations = products.filter((product) => product.type === 'variation');
  const [options, parents] = await Promise.all([
    variationOptions(
      trx,
      variations.map((product) => product.id),
    ),
    variations.length === 0
      ? []
      : trx
          .selectFrom('products')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            variations.map((product) => product.parent_id),
          )
          .execute(),
  ]);
  return new Map(
    products.map((product) => {
      if (product.type !== 'variation') {
        return [
          product.id,
          { product_id: product.id, variation_id: 0, meta_data: [], parent_name: null },
        ];
      }
      return [
        product.id,
        {
          product_id: product.parent_id,
          variation_id: product.id,
          meta_data: (options.get(product.id) ?? []).map((entry, index) => ({
            id: index + 1,
            key: entry.slug,
            // WooCommerce keeps a global attribute's term by its slug; the name is for display.
            value: entry.termSlug,
            display_key: entry.name,
            display_value: entry.option,
          })),
          parent_name: parents.find((parent) => parent.id === product.parent_id)?.name ?? null,
        },
      ];
    }),
  );
}

/** After an order took or gave back a variation's units, its product's stock status follows. */
export function syncVariableStock(
  trx: Kysely<Database>,
  productIds: readonly number[],
): Promise<void> {
  return syncParentStock(trx, productIds);
}
