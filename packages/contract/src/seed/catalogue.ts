import {
  WcAttributeSchema,
  WcAttributeTermSchema,
  WcProductCategorySchema,
  WcProductSchema,
  WcProductTagSchema,
} from '@vitrina/api-client/products';
import { WcCouponSchema } from '@vitrina/api-client/coupons';
import { WcShippingMethodSchema, WcShippingZoneSchema } from '@vitrina/api-client/shipping';
import * as z from 'zod';

import { wooWrite, type WooConnection } from '../woo-http.js';
import { readVariableProducts, type VariableSeed } from './variable-products.js';

/**
 * The Vitrina catalogue a test WooCommerce is seeded with, as the embedded store serves its demo
 * data: every category (with the spec's ids), every brand (tag), the attributes named in the pick
 * with their terms, every product of the picked brands, the shipping zones and the coupons.
 */
export interface VitrinaCatalogue {
  categories: CategorySeed[];
  brands: { name: string; slug: string; description: string }[];
  attributes: { name: string; slug: string; terms: { name: string; slug: string }[] }[];
  products: ProductSeed[];
  zones: ZoneSeed[];
  coupons: CouponSeed[];
  /** Variable products and their variations (issue 29). */
  variable?: VariableSeed[];
}

export interface CategorySeed {
  id: number;
  name: string;
  slug: string;
  parent: number;
  description: string;
  menu_order: number;
}

/** A product as WooCommerce's create call takes it, with terms by slug (ids differ per store). */
export interface ProductSeed {
  name: string;
  slug: string;
  sku: string;
  regular_price: string;
  sale_price: string;
  description: string;
  short_description: string;
  featured: boolean;
  virtual: boolean;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: string;
  weight: string;
  date_created: string;
  /** The spec's category ids. */
  categories: number[];
  brands: string[];
  /** Attribute slug (`pa_btu`) → term names. */
  attributes: Record<string, string[]>;
  meta_data: { key: string; value: unknown }[];
}

export interface ZoneSeed {
  name: string;
  order: number;
  locations: { code: string; type: string }[];
  methods: { method_id: string; enabled: boolean; settings: Record<string, string> }[];
}

export interface CouponSeed {
  code: string;
  discount_type: string;
  amount: string;
  description: string;
  date_expires: string | null;
  individual_use: boolean;
  minimum_amount: string;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
}

/** Where each seeded thing is in one store: ids by slug, SKU, zone name or coupon code. */
export interface CatalogueIds {
  categories: Map<string, number>;
  brands: Map<string, number>;
  /** Attribute slug (`pa_btu`) → its id and its terms' ids by slug. */
  attributes: Map<string, { id: number; terms: Map<string, number> }>;
  products: Map<string, number>;
  zones: Map<string, number>;
  coupons: Map<string, number>;
}

/** A catalogue as read from a store, and where its things are in that store. */
export interface ReadCatalogue {
  catalogue: VitrinaCatalogue;
  ids: CatalogueIds;
}

/** Which part of the demo catalogue to take: brands by slug, attributes by slug. */
export interface CataloguePick {
  brands: readonly string[];
  attributes: readonly string[];
}

/**
 * The contract's pick: two air-conditioner brands (one with a product on sale, one out of stock)
 * and the services, with the BTU and inverter attributes; 17 products, small enough to seed fast.
 */
export const CONTRACT_PICK: CataloguePick = {
  brands: ['gree', 'innovair', 'vitrina-servicios'],
  attributes: ['pa_btu', 'pa_inverter', 'pa_pantalla'],
};

const SeedProductSchema = WcProductSchema.extend({
  featured: z.boolean(),
  virtual: z.boolean(),
  manage_stock: z.boolean(),
  weight: z.string(),
  date_created: z.string(),
});
const CategoryListSchema = z.array(
  WcProductCategorySchema.extend({ menu_order: z.number().default(0) }),
);
const LocationListSchema = z.array(z.object({ code: z.string(), type: z.string() }));
const CouponListSchema = z.array(
  WcCouponSchema.extend({ usage_limit_per_user: z.number().nullable().default(null) }),
);

async function read<T>(store: WooConnection, route: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await wooWrite(store, 'GET', route));
}

function settingValues(settings: Record<string, { value: unknown }>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([, setting]) => typeof setting.value === 'string' && setting.value !== '')
      .map(([id, setting]) => [id, String(setting.value)]),
  );
}

/** Reads the catalogue to seed from a store that has the demo data (the embedded one). */
export async function readVitrinaCatalogue(
  store: WooConnection,
  pick: CataloguePick = CONTRACT_PICK,
): Promise<ReadCatalogue> {
  const [categories, brands, attributes, zones, coupons] = await Promise.all([
    read(store, 'wc/v3/products/categories?per_page=100', CategoryListSchema),
    read(store, 'wc/v3/products/tags?per_page=100', z.array(WcProductTagSchema)),
    read(store, 'wc/v3/products/attributes', z.array(WcAttributeSchema)),
    read(store, 'wc/v3/shipping/zones', z.array(WcShippingZoneSchema)),
    read(store, 'wc/v3/coupons?per_page=100', CouponListSchema),
  ]);
  const picked = brands.filter((brand) => pick.brands.includes(brand.slug));
  const products = (
    await Promise.all(
      picked.map((brand) =>
        read(
          store,
          `wc/v3/products?tag=${String(brand.id)}&per_page=100&orderby=id&order=asc`,
          z.array(SeedProductSchema),
        ),
      ),
    )
  ).flat();
  const pickedAttributes = await Promise.all(
    attributes
      .filter((attribute) => pick.attributes.includes(attribute.slug))
      .map(async (attribute) => ({
        attribute,
        terms: await read(
          store,
          `wc/v3/products/attributes/${String(attribute.id)}/terms?per_page=100`,
          z.array(WcAttributeTermSchema),
        ),
      })),
  );
  const catalogue: VitrinaCatalogue = {
    categories: categories.map(({ id, name, slug, parent, description, menu_order }) => ({
      id,
      name,
      slug,
      parent,
      description,
      menu_order,
    })),
    brands: brands.map(({ name, slug, description }) => ({ name, slug, description })),
    attributes: pickedAttributes.map(({ attribute, terms }) => ({
      name: attribute.name,
      slug: attribute.slug,
      terms: terms.map(({ name, slug }) => ({ name, slug })),
    })),
    products: products.map((product) => ({
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      regular_price: product.regular_price,
      sale_price: product.sale_price,
      description: product.description,
      short_description: product.short_description,
      featured: product.featured,
      virtual: product.virtual,
      manage_stock: product.manage_stock,
      stock_quantity: product.stock_quantity,
      stock_status: product.stock_status,
      weight: product.weight,
      date_created: product.date_created,
      categories: product.categories.map((category) => category.id),
      brands: product.tags.flatMap((tag) => (tag.slug === undefined ? [] : [tag.slug])),
      attributes: Object.fromEntries(
        product.attributes
          .filter(
            (attribute) => attribute.slug !== undefined && pick.attributes.includes(attribute.slug),
          )
          .map((attribute) => [attribute.slug ?? '', attribute.options]),
      ),
      meta_data: product.meta_data.map(({ key, value }) => ({ key, value })),
    })),
    zones: await Promise.all(
      zones
        .filter((zone) => zone.id !== 0)
        .map(async (zone) => ({
          name: zone.name,
          order: zone.order,
          locations: await read(
            store,
            `wc/v3/shipping/zones/${String(zone.id)}/locations`,
            LocationListSchema,
          ),
          methods: (
            await read(
              store,
              `wc/v3/shipping/zones/${String(zone.id)}/methods`,
              z.array(WcShippingMethodSchema),
            )
          ).map((method) => ({
            method_id: method.method_id,
            enabled: method.enabled,
            settings: settingValues(method.settings),
          })),
        })),
    ),
    coupons: coupons.map((coupon) => ({
      code: coupon.code,
      discount_type: coupon.discount_type,
      amount: coupon.amount,
      description: coupon.description,
      date_expires: coupon.date_expires,
      individual_use: coupon.individual_use,
      minimum_amount: coupon.minimum_amount,
      usage_limit: coupon.usage_limit,
      usage_limit_per_user: coupon.usage_limit_per_user,
    })),
  };
  const variable = await readVariableProducts(store);
  catalogue.variable = variable.seeds.filter((seed) =>
    seed.attributes.every((attribute) => pick.attributes.includes(attribute.slug)),
  );
  const ids: CatalogueIds = {
    categories: new Map(categories.map((category) => [category.slug, category.id])),
    brands: new Map(brands.map((brand) => [brand.slug, brand.id])),
    attributes: new Map(
      pickedAttributes.map(({ attribute, terms }) => [
        attribute.slug,
        { id: attribute.id, terms: new Map(terms.map((term) => [term.slug, term.id])) },
      ]),
    ),
    products: new Map([
      ...products.map((product) => [product.sku, product.id] as const),
      ...variable.ids,
    ]),
    zones: new Map(zones.map((zone) => [zone.name, zone.id])),
    coupons: new Map(coupons.map((coupon) => [coupon.code, coupon.id])),
  };
  return { catalogue, ids };
}
