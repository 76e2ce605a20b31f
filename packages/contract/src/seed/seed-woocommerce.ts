import * as z from 'zod';

import { wooWrite, type WooConnection } from '../woo-http.js';
import type { CatalogueIds, CategorySeed, VitrinaCatalogue } from './catalogue.js';
import { seedVariableProducts } from './variable-products.js';

export {
  CONTRACT_PICK,
  readVitrinaCatalogue,
  type CatalogueIds,
  type CataloguePick,
  type ReadCatalogue,
  type VitrinaCatalogue,
} from './catalogue.js';

/** Options of {@link seedWooCommerce}. */
export interface SeedOptions {
  /**
   * Makes the next term WordPress creates get this id (the test store's database can). With it
   * the categories keep the spec's ids (decision 008); without it WordPress assigns them.
   */
  setNextTermId?: (id: number) => Promise<void>;
}

/**
 * The store settings the shop relies on (README, real WooCommerce section): the cart shows the
 * goods' total, and shipping is chosen and priced at checkout, so WooCommerce must not add a
 * shipping estimate for the store's own address to every cart.
 */
export const VITRINA_STORE_SETTINGS: readonly { group: string; id: string; value: string }[] = [
  { group: 'shipping', id: 'woocommerce_shipping_cost_requires_address', value: 'yes' },
];

const Created = z.looseObject({ id: z.number() });
const BatchCreated = z.object({
  create: z.array(
    z.looseObject({
      id: z.number(),
      error: z.looseObject({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
});

async function create(store: WooConnection, route: string, body: unknown): Promise<number> {
  return Created.parse(await wooWrite(store, 'POST', route, body)).id;
}

/** Creates many at once through a `…/batch` route; answers the ids in order, or throws. */
async function createBatch(
  store: WooConnection,
  route: string,
  items: unknown[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const { create: results } = BatchCreated.parse(
    await wooWrite(store, 'POST', `${route}/batch`, { create: items }),
  );
  return results.map((result, index) => {
    if (result.error !== undefined) {
      throw new Error(
        `${route}/batch #${String(index)}: ${result.error.code} ${result.error.message}`,
      );
    }
    return result.id;
  });
}

/** Parents before children; by id so reserved ids only ever grow. */
function byId(categories: CategorySeed[]): CategorySeed[] {
  return [...categories].sort((a, b) => a.id - b.id);
}

async function seedCategories(
  store: WooConnection,
  categories: CategorySeed[],
  options: SeedOptions,
): Promise<Map<string, number>> {
  const ids = new Map<number, number>();
  const bySlug = new Map<string, number>();
  // One at a time: the reserved id is the next one WordPress gives out.
  for (const category of byId(categories)) {
    await options.setNextTermId?.(category.id);
    const id = await create(store, 'wc/v3/products/categories', {
      name: category.name,
      slug: category.slug,
      parent: category.parent === 0 ? 0 : (ids.get(category.parent) ?? 0),
      description: category.description,
      menu_order: category.menu_order,
    });
    if (options.setNextTermId !== undefined && id !== category.id) {
      throw new Error(
        `La categoría ${category.slug} quedó con el id ${String(id)}, no ${String(category.id)}.`,
      );
    }
    ids.set(category.id, id);
    bySlug.set(category.slug, id);
  }
  return bySlug;
}

async function seedAttributes(
  store: WooConnection,
  attributes: VitrinaCatalogue['attributes'],
): Promise<CatalogueIds['attributes']> {
  const seeded = await Promise.all(
    attributes.map(async (attribute) => {
      const id = await create(store, 'wc/v3/products/attributes', {
        name: attribute.name,
        // WooCommerce adds the `pa_` itself.
        slug: attribute.slug.replace(/^pa_/, ''),
        type: 'select',
        order_by: 'menu_order',
      });
      const termIds = await createBatch(
        store,
        `wc/v3/products/attributes/${String(id)}/terms`,
        attribute.terms.map((term, position) => ({ ...term, menu_order: position })),
      );
      const terms = new Map(attribute.terms.map((term, index) => [term.slug, termIds[index] ?? 0]));
      return [attribute.slug, { id, terms }] as const;
    }),
  );
  return new Map(seeded);
}

async function seedZones(
  store: WooConnection,
  zones: VitrinaCatalogue['zones'],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // In order, so the zones keep the embedded store's order and ids (1, 2, 3).
  for (const zone of zones) {
    ids.set(
      zone.name,
      await create(store, 'wc/v3/shipping/zones', { name: zone.name, order: zone.order }),
    );
  }
  await Promise.all(
    zones.map(async (zone) => {
      const id = String(ids.get(zone.name));
      await wooWrite(store, 'PUT', `wc/v3/shipping/zones/${id}/locations`, zone.locations);
      for (const method of zone.methods) {
        await wooWrite(store, 'POST', `wc/v3/shipping/zones/${id}/methods`, {
          method_id: method.method_id,
          enabled: method.enabled,
          settings: method.settings,
        });
      }
    }),
  );
  return ids;
}

async function seedCoupons(
  store: WooConnection,
  coupons: VitrinaCatalogue['coupons'],
): Promise<Map<string, number>> {
  const ids = await createBatch(store, 'wc/v3/coupons', coupons);
  return new Map(coupons.map((coupon, index) => [coupon.code, ids[index] ?? 0]));
}

function termRefs(slugs: string[], ids: Map<string, number>): { id: number }[] {
  return slugs.map((slug) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`Término sin sembrar: ${slug}`);
    return { id };
  });
}

/**
 * Seeds an empty WooCommerce with a Vitrina catalogue through a read_write key: categories first
 * (one by one, see {@link SeedOptions.setNextTermId}), then brands, attributes, zones and coupons
 * side by side, then every product in one batch. Answers where everything landed.
 */
export async function seedWooCommerce(
  store: WooConnection,
  catalogue: VitrinaCatalogue,
  options: SeedOptions = {},
): Promise<CatalogueIds> {
  const categories = await seedCategories(store, catalogue.categories, options);
  const categoryBySpecId = new Map(
    catalogue.categories.map((category) => [category.id, category.slug]),
  );
  const [brandIds, attributes, zones, coupons] = await Promise.all([
    createBatch(store, 'wc/v3/products/tags', catalogue.brands),
    seedAttributes(store, catalogue.attributes),
    seedZones(store, catalogue.zones),
    seedCoupons(store, catalogue.coupons),
    Promise.all(
      VITRINA_STORE_SETTINGS.map(({ group, id, value }) =>
        wooWrite(store, 'PUT', `wc/v3/settings/${group}/${id}`, { value }),
      ),
    ),
  ]);
  const brands = new Map(
    catalogue.brands.map((brand, index) => [brand.slug, brandIds[index] ?? 0]),
  );
  const productIds = await createBatch(
    store,
    'wc/v3/products',
    catalogue.products.map(
      ({ categories: specIds, brands: slugs, attributes: values, ...product }) => ({
        ...product,
        type: 'simple',
        status: 'publish',
        categories: termRefs(
          specIds.map((id) => categoryBySpecId.get(id) ?? String(id)),
          categories,
        ),
        tags: termRefs(slugs, brands),
        attributes: Object.entries(values).map(([slug, options], position) => ({
          id: attributes.get(slug)?.id ?? 0,
          position,
          visible: true,
          variation: false,
          options,
        })),
      }),
    ),
  );
  const products = new Map(
    catalogue.products.map((product, index) => [product.sku, productIds[index] ?? 0]),
  );
  const variable = await seedVariableProducts(store, catalogue.variable ?? [], {
    category: (specId) => categories.get(categoryBySpecId.get(specId) ?? '') ?? 0,
    brand: (slug) => brands.get(slug) ?? 0,
    attribute: (slug) => attributes.get(slug)?.id ?? 0,
  });
  for (const [sku, id] of variable) products.set(sku, id);
  return { categories, brands, attributes, products, zones, coupons };
}
