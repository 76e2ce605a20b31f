import { AIR_CONDITIONER_CATEGORY_ID, pesosToCents, type CategoryId } from '@vitrina/core';

import { escapeHtml } from '../escape-html.js';
import type { SeedContext, SeedModule } from '../seed/seed-module.js';
import { slugify } from './slug.js';

/** One variation of a demo variable product. Prices in whole DOP. */
interface DemoVariation {
  /** Attribute slug → term name, one per attribute of the product. */
  options: Record<string, string>;
  sku: string;
  price: number;
  sale?: number;
  stock: number;
}

/** A demo variable product (issue 29): one product, its options and a variation per combination sold. */
interface DemoVariableProduct {
  id: number;
  name: string;
  brand: string;
  categories: CategoryId[];
  sku: string;
  summary: string;
  features: string[];
  weightKg: number;
  /** Attribute slugs, in the order the shopper chooses them. */
  attributes: string[];
  variations: DemoVariation[];
}

/** Ids well above the simple demo products, so either list can grow. */
export const demoVariableProducts: readonly DemoVariableProduct[] = [
  {
    id: 5001,
    name: 'Televisor Samsung Crystal UHD Smart TV',
    brand: 'Samsung',
    categories: [210, 211],
    sku: 'SAM-TV-CU',
    summary: 'Smart TV Crystal UHD 4K en tres tamaños, con HDR, control por voz y Tizen.',
    features: [
      'Resolución 4K UHD con HDR10+',
      'Procesador Crystal 4K',
      'Wi-Fi, Bluetooth y 3 puertos HDMI',
      'Netflix, YouTube y Prime Video integrados',
    ],
    weightKg: 14,
    attributes: ['pa_pantalla'],
    variations: [
      { options: { pa_pantalla: '50"' }, sku: 'SAM-TV-CU-50', price: 29_900, stock: 8 },
      {
        options: { pa_pantalla: '55"' },
        sku: 'SAM-TV-CU-55',
        price: 36_900,
        sale: 34_900,
        stock: 5,
      },
      { options: { pa_pantalla: '65"' }, sku: 'SAM-TV-CU-65', price: 52_900, stock: 3 },
    ],
  },
  {
    id: 5002,
    name: 'Aire acondicionado mini split Midea inverter',
    brand: 'Midea',
    categories: [AIR_CONDITIONER_CATEGORY_ID, 194],
    sku: 'MID-MS-INV',
    summary:
      'Mini split inverter de alta eficiencia, en 12,000, 18,000 y 24,000 BTU, a 110 V o 220 V.',
    features: [
      'Compresor inverter: hasta 50 % menos consumo eléctrico',
      'Control remoto con modo sueño y temporizador',
      'Filtro lavable antibacterial',
      'Refrigerante ecológico R-410A',
    ],
    weightKg: 40,
    attributes: ['pa_btu', 'pa_voltaje'],
    variations: [
      {
        options: { pa_btu: '12,000 BTU', pa_voltaje: '110 V' },
        sku: 'MID-MS-INV-12-110',
        price: 34_900,
        stock: 6,
      },
      {
        options: { pa_btu: '12,000 BTU', pa_voltaje: '220 V' },
        sku: 'MID-MS-INV-12-220',
        price: 33_900,
        stock: 4,
      },
      {
        options: { pa_btu: '18,000 BTU', pa_voltaje: '220 V' },
        sku: 'MID-MS-INV-18-220',
        price: 47_900,
        sale: 44_900,
        stock: 5,
      },
      {
        options: { pa_btu: '24,000 BTU', pa_voltaje: '220 V' },
        sku: 'MID-MS-INV-24-220',
        price: 61_900,
        stock: 0,
      },
    ],
  },
];

const IMAGE_VIEWS = ['vista frontal', 'vista lateral', 'detalle'] as const;

async function termOf({ db }: SeedContext, attributeSlug: string, term: string) {
  return db
    .selectFrom('attribute_terms as t')
    .innerJoin('product_attributes as a', 'a.id', 't.attribute_id')
    .select(['a.id as attributeId', 't.id as termId'])
    .where('a.slug', '=', attributeSlug)
    .where('t.name', '=', term)
    .executeTakeFirstOrThrow();
}

function description(product: DemoVariableProduct): string {
  const features = product.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('');
  return `<p>${escapeHtml(product.summary)}</p><h3>Características</h3><ul>${features}</ul><p>Entrega en Santo Domingo y Santiago en 24 a 48 horas; resto del país, de 2 a 4 días.</p>`;
}

async function seedVariableProduct(
  context: SeedContext,
  product: DemoVariableProduct,
): Promise<void> {
  const { db, now } = context;
  // Older than the simple demo products: lists by date show them last.
  const created = new Date(now - 400 * 86_400_000).toISOString();
  const low = Math.min(...product.variations.map((entry) => entry.sale ?? entry.price));
  const common = {
    status: 'publish' as const,
    is_virtual: 0,
    weight: String(product.weightKg),
    length: '',
    width: '',
    height: '',
    menu_order: 0,
    date_created: created,
    date_modified: created,
  };
  await db
    .insertInto('products')
    .values({
      ...common,
      id: product.id,
      name: product.name,
      slug: slugify(product.name),
      type: 'variable',
      featured: 0,
      description: description(product),
      short_description: `<p>${escapeHtml(product.summary)}</p>`,
      sku: product.sku,
      // The lowest price, so sorting and price filters place it as WooCommerce's lookup table does.
      regular_price: pesosToCents(low),
      sale_price: null,
      manage_stock: 0,
      stock_quantity: null,
      stock_status: product.variations.some((entry) => entry.stock > 0) ? 'instock' : 'outofstock',
    })
    .execute();
  await db
    .insertInto('product_category_links')
    .values(product.categories.map((category_id) => ({ product_id: product.id, category_id })))
    .execute();
  const tag = await db
    .selectFrom('product_tags')
    .select('id')
    .where('name', '=', product.brand)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_tag_links')
    .values({ product_id: product.id, tag_id: tag.id })
    .execute();
  await db
    .insertInto('product_images')
    .values(
      IMAGE_VIEWS.map((view, position) => ({
        id: product.id * 10 + position + 1,
        product_id: product.id,
        position,
        name: `${slugify(product.name)}-${String(position + 1)}`,
        alt: `${product.name}, ${view}`,
      })),
    )
    .execute();
  const terms = new Set<number>();
  for (const [index, variation] of product.variations.entries()) {
    const id = product.id * 10 + index + 1;
    const options = await Promise.all(
      product.attributes.map(async (slug) => {
        const term = variation.options[slug];
        if (term === undefined) throw new Error(`${variation.sku} lacks ${slug}`);
        return { ...(await termOf(context, slug, term)), term };
      }),
    );
    const summary = options.map((option) => option.term).join(', ');
    await db
      .insertInto('products')
      .values({
        ...common,
        id: product.id * 10 + index + 1,
        parent_id: product.id,
        name: `${product.name} - ${summary}`,
        slug: slugify(`${product.name} ${summary}`),
        type: 'variation',
        featured: 0,
        description: '',
        short_description: '',
        sku: variation.sku,
        regular_price: pesosToCents(variation.price),
        sale_price: variation.sale === undefined ? null : pesosToCents(variation.sale),
        manage_stock: 1,
        stock_quantity: variation.stock,
        stock_status: variation.stock > 0 ? 'instock' : 'outofstock',
      })
      .execute();
    await db
      .insertInto('variation_attribute_values')
      .values(
        options.map((option) => ({
          variation_id: id,
          attribute_id: option.attributeId,
          term_id: option.termId,
        })),
      )
      .execute();
    await db
      .insertInto('product_images')
      .values({
        id: id * 10 + 1,
        product_id: id,
        position: 0,
        name: `${slugify(product.name)}-${slugify(summary)}`,
        alt: `${product.name}, ${summary}`,
      })
      .execute();
    for (const option of options) terms.add(option.termId);
  }
  await db
    .insertInto('product_attribute_terms')
    .values([...terms].map((term_id) => ({ product_id: product.id, term_id })))
    .execute();
}

/** The demo's variable products: a TV in three sizes, a mini split in three capacities (issue 29). */
export const variableCatalogSeed: SeedModule = {
  name: 'catalog-variable-products',
  async seed(context) {
    for (const product of demoVariableProducts) await seedVariableProduct(context, product);
  },
};
