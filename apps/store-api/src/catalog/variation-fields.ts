import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import type { ProductRow } from './product-repository.js';
import {
  variableFields,
  variationOptions,
  variationPermalink,
  variationsOf,
  wcVariationAttributes,
} from './variations.js';
import type { LinkBase, WcProduct } from './wc-product.js';

/** A product as `wc/v3/products` answers it: a variable product lists its variations' ids, a variation its options. */
export type ServedProduct = Omit<WcProduct, 'attributes' | 'variations'> & {
  attributes: readonly unknown[];
  variations: readonly number[];
};

/**
 * What a variable product or a variation answers in `wc/v3/products` beyond a simple product's
 * fields: `toWcProduct`'s answer with these laid over it (issue 29).
 */
export async function withVariationFields(
  db: Kysely<Database>,
  rows: readonly ProductRow[],
  products: readonly WcProduct[],
  base: LinkBase,
): Promise<ServedProduct[]> {
  const parents = rows.filter((row) => row.type === 'variable').map((row) => row.id);
  const ownVariations = rows.filter((row) => row.type === 'variation');
  if (parents.length === 0 && ownVariations.length === 0) return [...products];
  const children = await variationsOf(db, parents);
  const options = await variationOptions(db, [
    ...children.map((child) => child.id),
    ...ownVariations.map((row) => row.id),
  ]);
  const parentSlugs = new Map(
    (ownVariations.length === 0
      ? []
      : await db
          .selectFrom('products')
          .select(['id', 'slug'])
          .where(
            'id',
            'in',
            ownVariations.map((row) => row.parent_id),
          )
          .execute()
    ).map((parent) => [parent.id, parent.slug]),
  );
  return products.map((product, index) => {
    const row = rows[index];
    if (row?.type === 'variable') {
      const mine = children.filter((child) => child.parent_id === row.id);
      const used = new Set(
        mine.flatMap((child) => (options.get(child.id) ?? []).map((entry) => entry.attributeId)),
      );
      return { ...product, ...variableFields(mine, used, product.attributes) };
    }
    if (row?.type === 'variation') {
      const own = options.get(row.id) ?? [];
      return {
        ...product,
        permalink: variationPermalink(base, parentSlugs.get(row.parent_id) ?? '', own),
        parent_id: row.parent_id,
        related_ids: [],
        attributes: wcVariationAttributes(own),
      };
    }
    return product;
  });
}
