import { centsToDecimal, centsToPesos } from '@vitrina/core';
import type { Kysely } from 'kysely';

import { generateCartId } from '../cart/item-key.js';
import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import type { ProductRow } from './product-repository.js';
import { productImageUrl, type LinkBase } from './wc-product.js';

/** One option of a variation: the attribute and the term it takes. */
export interface VariationOption {
  attributeId: number;
  /** The attribute's label, `Tamaño de pantalla`. */
  name: string;
  /** The attribute's slug, `pa_pantalla`. */
  slug: string;
  /** The term's name, `55"`. */
  option: string;
  termSlug: string;
}

/** WooCommerce's 404 for a variation that is not one of the product's. */
export const invalidVariationId = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_product_variation_invalid_id', 'ID no válido.');

/** The options of each variation, in the order of the parent's attributes. */
export async function variationOptions(
  db: Kysely<Database>,
  variationIds: readonly number[],
): Promise<Map<number, VariationOption[]>> {
  const options = new Map<number, VariationOption[]>(variationIds.map((id) => [id, []]));
  if (variationIds.length === 0) return options;
  const rows = await db
    .selectFrom('variation_attribute_values as v')
    .innerJoin('product_attributes as a', 'a.id', 'v.attribute_id')
    .innerJoin('attribute_terms as t', 't.id', 'v.term_id')
    .select(['v.variation_id', 'a.id', 'a.name', 'a.slug', 't.name as term', 't.slug as termSlug'])
    .where('v.variation_id', 'in', [...variationIds])
    .orderBy('a.id')
    .execute();
  for (const row of rows) {
    options.get(row.variation_id)?.push({
      attributeId: row.id,
      name: row.name,
      slug: row.slug,
      option: row.term,
      termSlug: row.termSlug,
    });
  }
  return options;
}

/** The variations of the given parents, newest first as WooCommerce lists them. */
export function variationsOf(db: Kysely<Database>, parentIds: readonly number[]) {
  if (parentIds.length === 0) return Promise.resolve([] as ProductRow[]);
  return db
    .selectFrom('products')
    .selectAll()
    .where('type', '=', 'variation')
    .where('parent_id', 'in', [...parentIds])
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

const amount = (cents: number): string =>
  `<span class="woocommerce-Price-amount amount" aria-hidden="true"><bdi><span class="woocommerce-Price-currencySymbol">RD$</span>${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(centsToPesos(cents))}</bdi></span>`;

/**
 * What WooCommerce answers for a variable product instead of a simple product's price and stock:
 * the lowest price of its published variations as `price` (empty regular and sale prices), a
 * range in `price_html`, stock kept by each variation, in stock while one of them is, and the
 * ids of its variations. Its attributes that variations use are `variation: true`.
 */
export function variableFields<A extends { id: number }>(
  variations: readonly ProductRow[],
  usedAttributes: ReadonlySet<number>,
  attributes: readonly A[],
) {
  const sold = variations.filter((variation) => variation.status === 'publish');
  const prices = sold.map((variation) => variation.price);
  const low = prices.length === 0 ? null : Math.min(...prices);
  const high = prices.length === 0 ? null : Math.max(...prices);
  const rangeHtml =
    low === null || high === null
      ? ''
      : low === high
        ? amount(low)
        : `${amount(low)} <span aria-hidden="true">&ndash;</span> ${amount(high)}<span class="screen-reader-text">Rango de precios: RD$${centsToDecimal(low)} a RD$${centsToDecimal(high)}</span>`;
  return {
    price: low === null ? '' : centsToDecimal(low),
    regular_price: '',
    sale_price: '',
    price_html: rangeHtml,
    on_sale: sold.some((variation) => variation.sale_price !== null),
    purchasable: sold.length > 0,
    manage_stock: false,
    stock_quantity: null,
    stock_status: sold.some((variation) => variation.stock_status !== 'outofstock')
      ? ('instock' as const)
      : ('outofstock' as const),
    attributes: attributes.map((attribute) => ({
      ...attribute,
      variation: usedAttributes.has(attribute.id),
    })),
    variations: [...sold].sort((a, b) => a.id - b.id).map((variation) => variation.id),
  };
}

/** `55", 110 V`: a variation's options as WooCommerce writes them after the product's name. */
export const optionsSummary = (options: readonly VariationOption[]): string =>
  options.map((entry) => entry.option).join(', ');

/** A variation's options as `{id, name, slug, option}`, WooCommerce's shape. */
export const wcVariationAttributes = (options: readonly VariationOption[]) =>
  options.map(({ attributeId, name, slug, option }) => ({ id: attributeId, name, slug, option }));

/** The storefront's address of the parent with the variation's options chosen. */
export function variationPermalink(
  base: LinkBase,
  parentSlug: string,
  options: readonly VariationOption[],
): string {
  const query = new URLSearchParams(
    options.map((entry) => [entry.slug.replace(/^pa_/, ''), entry.option]),
  );
  return `${base.storefrontUrl}/producto/${parentSlug}?${query.toString()}`;
}

const gmt = (iso: string): string => iso.slice(0, 19);
const price = (cents: number | null): string => (cents === null ? '' : centsToDecimal(cents));

/** A variation as `wc/v3/products/{id}/variations` answers it, field for field. */
export function toWcVariation(
  row: ProductRow,
  parentSlug: string,
  options: readonly VariationOption[],
  image: { id: number; position: number; name: string; alt: string } | undefined,
  base: LinkBase,
) {
  const date = gmt(row.date_created);
  const modified = gmt(row.date_modified);
  return {
    id: row.id,
    type: 'variation',
    date_created: date,
    date_created_gmt: date,
    date_modified: modified,
    date_modified_gmt: modified,
    description: row.description,
    permalink: variationPermalink(base, parentSlug, options),
    sku: row.sku,
    global_unique_id: '',
    price: price(row.price),
    regular_price: price(row.regular_price),
    sale_price: price(row.sale_price),
    date_on_sale_from: null,
    date_on_sale_from_gmt: null,
    date_on_sale_to: null,
    date_on_sale_to_gmt: null,
    on_sale: row.sale_price !== null,
    status: row.status,
    purchasable: row.status === 'publish',
    virtual: row.is_virtual === 1,
    downloadable: false,
    downloads: [],
    download_limit: -1,
    download_expiry: -1,
    tax_status: 'taxable',
    tax_class: 'parent',
    manage_stock: row.manage_stock === 1,
    stock_quantity: row.manage_stock === 1 ? row.stock_quantity : null,
    stock_status: row.stock_status,
    backorders: 'no',
    backorders_allowed: false,
    backordered: false,
    low_stock_amount: null,
    weight: row.weight,
    dimensions: { length: row.length, width: row.width, height: row.height },
    shipping_class: '',
    shipping_class_id: 0,
    image:
      image === undefined
        ? null
        : {
            id: image.id,
            date_created: date,
            date_created_gmt: date,
            date_modified: modified,
            date_modified_gmt: modified,
            src: productImageUrl(base.storeOrigin, row.id, image.position),
            name: image.name,
            alt: image.alt,
          },
    attributes: wcVariationAttributes(options),
    menu_order: row.menu_order,
    meta_data: [],
    name: optionsSummary(options),
    parent_id: row.parent_id,
    _links: {
      self: [
        {
          href: `${base.storeOrigin}/wp-json/wc/v3/products/${String(row.parent_id)}/variations/${String(row.id)}`,
        },
      ],
      collection: [
        {
          href: `${base.storeOrigin}/wp-json/wc/v3/products/${String(row.parent_id)}/variations`,
        },
      ],
      up: [{ href: `${base.storeOrigin}/wp-json/wc/v3/products/${String(row.parent_id)}` }],
    },
  };
}

/**
 * WooCommerce's cart item key of a variation: the parent, the variation and its options
 * (`attribute_pa_pantalla55`…), and the line's item data when it carries some.
 */
export function variationItemKey(
  parentId: number,
  variationId: number,
  options: readonly VariationOption[],
  itemData?: Readonly<Record<string, string>>,
): string {
  return generateCartId({
    productId: parentId,
    variationId,
    variation: options.map((entry) => [`attribute_${entry.slug}`, entry.termSlug] as const),
    itemData,
  });
}

/**
 * The variation of `parentId` whose options are all those `wanted` names (`attribute_pa_x` →
 * the term's name or slug), as CoCart finds it from an add-item's `variation`; undefined if none.
 */
export async function matchingVariation(
  db: Kysely<Database>,
  parentId: number,
  wanted: Readonly<Record<string, string>>,
): Promise<number | undefined> {
  const variations = await variationsOf(db, [parentId]);
  const options = await variationOptions(
    db,
    variations.map((variation) => variation.id),
  );
  const asked = new Map(
    Object.entries(wanted).map(([key, value]) => [key.replace(/^attribute_/, ''), value]),
  );
  if (asked.size === 0) return undefined;
  return variations.find((variation) => {
    const own = options.get(variation.id) ?? [];
    return (
      own.length === asked.size &&
      own.every((entry) => {
        const value = asked.get(entry.slug);
        return value !== undefined && (value === entry.option || value === entry.termSlug);
      })
    );
  })?.id;
}

/**
 * A variable product is in stock while one of its variations is: WooCommerce syncs the parent
 * after a variation's stock changes (an order takes it or gives it back).
 */
export async function syncParentStock(
  db: Kysely<Database>,
  variationIds: readonly number[],
): Promise<void> {
  if (variationIds.length === 0) return;
  const parents = await db
    .selectFrom('products')
    .select('parent_id')
    .distinct()
    .where('id', 'in', [...variationIds])
    .where('parent_id', '>', 0)
    .execute();
  for (const { parent_id } of parents) {
    const inStock = await db
      .selectFrom('products')
      .select('id')
      .where('parent_id', '=', parent_id)
      .where('type', '=', 'variation')
      .where('stock_status', '!=', 'outofstock')
      .executeTakeFirst();
    await db
      .updateTable('products')
      .set({ stock_status: inStock ? 'instock' : 'outofstock' })
      .where('id', '=', parent_id)
      .execute();
  }
}
