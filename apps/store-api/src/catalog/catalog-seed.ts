import { CATEGORIES, pesosToCents } from '@vitrina/core';

import { escapeHtml } from '../escape-html.js';
import { slugify } from '../catalog/slug.js';
import { demoProducts } from './catalog-seed-products.js';
import type { DemoProduct } from './demo-products/demo-product.js';
import { demoAttributes, demoBrands } from './catalog-seed-taxonomies.js';
import type { SeedContext, SeedModule } from '../seed/seed-module.js';

const FIRST_PRODUCT_ID = 1001;
const FIRST_TAG_ID = 401;
const IMAGES_PER_PRODUCT = 3;
const DAY_MS = 86_400_000;
const IMAGE_VIEWS = ['vista frontal', 'vista lateral', 'detalle'] as const;

const tagId = (brand: string): number =>
  FIRST_TAG_ID + demoBrands.findIndex((candidate) => candidate === brand);

/** Term ids are the attribute id times 100 plus the term's position. */
const termId = (attributeId: number, position: number): number => attributeId * 100 + position + 1;

function description(product: DemoProduct): string {
  const features = product.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('');
  const closing =
    product.stock === null
      ? 'Precio por equipo. Coordinamos la fecha y el horario contigo al confirmar el pedido.'
      : 'Entrega en Santo Domingo y Santiago en 24 a 48 horas; resto del país, de 2 a 4 días.';
  return `<p>${escapeHtml(product.summary)}</p><h3>Características</h3><ul>${features}</ul><p>${closing}</p>`;
}

function sku(product: DemoProduct, index: number): string {
  const prefix = product.stock === null ? 'SRV' : slugify(product.brand).slice(0, 3).toUpperCase();
  return `${prefix}-${String(FIRST_PRODUCT_ID + index)}`;
}

async function seedTaxonomies({ db }: SeedContext): Promise<void> {
  await db
    .insertInto('product_categories')
    .values(
      CATEGORIES.map((category, index) => ({
        id: category.id,
        name: category.name,
        slug: category.slug,
        parent: category.parent ?? 0,
        description:
          category.kind === 'service'
            ? `Servicio de ${category.name.toLowerCase()} a domicilio.`
            : `Productos de ${category.name.toLowerCase()}.`,
        menu_order: index,
      })),
    )
    .execute();
  await db
    .insertInto('product_tags')
    .values(
      demoBrands.map((brand) => ({
        id: tagId(brand),
        name: brand,
        slug: slugify(brand),
        description: `Productos ${brand}.`,
      })),
    )
    .execute();
  await db
    .insertInto('product_attributes')
    .values(demoAttributes.map(({ id, name, slug }) => ({ id, name, slug })))
    .execute();
  await db
    .insertInto('attribute_terms')
    .values(
      demoAttributes.flatMap((attribute) =>
        attribute.terms.map((term, position) => ({
          id: termId(attribute.id, position),
          attribute_id: attribute.id,
          name: term,
          slug: slugify(term),
          menu_order: position,
        })),
      ),
    )
    .execute();
}

function termIdsOf(product: DemoProduct): number[] {
  return demoAttributes.flatMap((attribute) => {
    const value = product.attributes[attribute.slug];
    if (value === undefined) return [];
    const position = attribute.terms.findIndex((term) => term === value);
    if (position < 0) throw new Error(`Unknown term ${value} of ${attribute.slug}`);
    return [termId(attribute.id, position)];
  });
}

async function seedProduct(
  { db, now }: SeedContext,
  product: DemoProduct,
  index: number,
): Promise<void> {
  const id = FIRST_PRODUCT_ID + index;
  const created = new Date(now - (demoProducts.length - index) * DAY_MS).toISOString();
  const isService = product.stock === null;
  await db
    .insertInto('products')
    .values({
      id,
      name: product.name,
      slug: slugify(product.name),
      type: 'simple',
      status: 'publish',
      featured: index % 9 === 0 ? 1 : 0,
      description: description(product),
      short_description: `<p>${escapeHtml(product.summary)}</p>`,
      sku: sku(product, index),
      regular_price: pesosToCents(product.price),
      sale_price: product.sale === undefined ? null : pesosToCents(product.sale),
      is_virtual: isService ? 1 : 0,
      manage_stock: isService ? 0 : 1,
      stock_quantity: product.stock,
      stock_status: product.stock === 0 ? 'outofstock' : 'instock',
      weight: product.weightKg === undefined ? '' : String(product.weightKg),
      length: '',
      width: '',
      height: '',
      menu_order: 0,
      date_created: created,
      date_modified: created,
    })
    .execute();
  await db
    .insertInto('product_category_links')
    .values(product.categories.map((category_id) => ({ product_id: id, category_id })))
    .execute();
  await db
    .insertInto('product_tag_links')
    .values({ product_id: id, tag_id: tagId(product.brand) })
    .execute();
  const terms = termIdsOf(product);
  if (terms.length > 0) {
    await db
      .insertInto('product_attribute_terms')
      .values(terms.map((term_id) => ({ product_id: id, term_id })))
      .execute();
  }
  await db
    .insertInto('product_images')
    .values(
      IMAGE_VIEWS.slice(0, IMAGES_PER_PRODUCT).map((view, position) => ({
        id: id * 10 + position + 1,
        product_id: id,
        position,
        name: `${slugify(product.name)}-${String(position + 1)}`,
        alt: `${product.name}, ${view}`,
      })),
    )
    .execute();
  await db
    .insertInto('product_meta')
    .values([
      { product_id: id, key: 'garantia', value: isService ? '6 meses' : '12 meses' },
      { product_id: id, key: 'financiable', value: product.price >= 20_000 ? 'si' : 'no' },
    ])
    .execute();
}

/** The demo catalogue: categories with the spec's ids, brands as tags, attributes, products. */
export const catalogSeed: SeedModule = {
  name: 'catalog',
  async seed(context) {
    await seedTaxonomies(context);
    for (const [index, product] of demoProducts.entries()) {
      await seedProduct(context, product, index);
    }
  },
};
