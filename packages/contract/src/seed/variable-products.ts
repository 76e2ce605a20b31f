import { WcProductSchema } from '@vitrina/api-client/products';
import { WcVariationSchema } from '@vitrina/api-client/variations';
import * as z from 'zod';

import { wooWrite, type WooConnection } from '../woo-http.js';

/** The variable products the contract seeds in both stores (issue 29): the TV in three sizes. */
export const CONTRACT_VARIABLE_SKUS: readonly string[] = ['SAM-TV-CU'];

/** A variable product and its variations, with terms by name (ids differ per store). */
export interface VariableSeed {
  name: string;
  slug: string;
  sku: string;
  description: string;
  short_description: string;
  categories: number[];
  brands: string[];
  /** Attribute slug → the options it varies on. */
  attributes: { slug: string; options: string[] }[];
  variations: {
    sku: string;
    regular_price: string;
    sale_price: string;
    stock_quantity: number | null;
    attributes: { slug: string; option: string }[];
  }[];
}

/** Reads the variable products to seed from the embedded store, and their ids there by SKU. */
export async function readVariableProducts(
  store: WooConnection,
  skus: readonly string[] = CONTRACT_VARIABLE_SKUS,
): Promise<{ seeds: VariableSeed[]; ids: Map<string, number> }> {
  const ids = new Map<string, number>();
  const seeds = await Promise.all(
    skus.map(async (sku) => {
      const [product] = z
        .array(WcProductSchema)
        .parse(await wooWrite(store, 'GET', `wc/v3/products?sku=${encodeURIComponent(sku)}`));
      if (product === undefined) throw new Error(`Sin producto variable ${sku}`);
      const variations = z
        .array(WcVariationSchema)
        .parse(
          await wooWrite(
            store,
            'GET',
            `wc/v3/products/${String(product.id)}/variations?per_page=100`,
          ),
        )
        .sort((a, b) => a.id - b.id);
      ids.set(product.sku, product.id);
      for (const variation of variations) ids.set(variation.sku, variation.id);
      return {
        name: product.name,
        slug: product.slug,
        sku: product.sku,
        description: product.description,
        short_description: product.short_description,
        categories: product.categories.map((category) => category.id),
        brands: product.tags.flatMap((tag) => (tag.slug === undefined ? [] : [tag.slug])),
        attributes: product.attributes
          .filter((attribute) => attribute.variation === true)
          .map((attribute) => ({ slug: attribute.slug ?? '', options: attribute.options })),
        variations: variations.map((variation) => ({
          sku: variation.sku,
          regular_price: variation.regular_price,
          sale_price: variation.sale_price,
          stock_quantity: variation.stock_quantity,
          attributes: variation.attributes.map((attribute) => ({
            slug: attribute.slug ?? '',
            option: attribute.option,
          })),
        })),
      };
    }),
  );
  return { seeds, ids };
}

const Created = z.looseObject({ id: z.number() });

/** Creates the variable products and their variations in a WooCommerce; answers their ids by SKU. */
export async function seedVariableProducts(
  store: WooConnection,
  seeds: readonly VariableSeed[],
  refs: {
    category: (specId: number) => number;
    brand: (slug: string) => number;
    attribute: (slug: string) => number;
  },
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const seed of seeds) {
    const { id } = Created.parse(
      await wooWrite(store, 'POST', 'wc/v3/products', {
        name: seed.name,
        slug: seed.slug,
        sku: seed.sku,
        type: 'variable',
        status: 'publish',
        description: seed.description,
        short_description: seed.short_description,
        categories: seed.categories.map((specId) => ({ id: refs.category(specId) })),
        tags: seed.brands.map((slug) => ({ id: refs.brand(slug) })),
        attributes: seed.attributes.map((attribute, position) => ({
          id: refs.attribute(attribute.slug),
          position,
          visible: true,
          variation: true,
          options: attribute.options,
        })),
      }),
    );
    ids.set(seed.sku, id);
    for (const variation of seed.variations) {
      const created = Created.parse(
        await wooWrite(store, 'POST', `wc/v3/products/${String(id)}/variations`, {
          sku: variation.sku,
          regular_price: variation.regular_price,
          sale_price: variation.sale_price,
          manage_stock: true,
          stock_quantity: variation.stock_quantity,
          attributes: variation.attributes.map((attribute) => ({
            id: refs.attribute(attribute.slug),
            option: attribute.option,
          })),
        }),
      );
      ids.set(variation.sku, created.id);
    }
  }
  return ids;
}
