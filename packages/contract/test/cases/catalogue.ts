import { CATEGORIES } from '@vitrina/core';
import type { WcProduct } from '@vitrina/api-client/products';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import { failureOf, type StoreTarget } from '../support/targets.js';

const AIR_CONDITIONERS = 193;
const MINI_SPLITS = 194;
const SPEC_CATEGORY_IDS = new Set<number>(CATEGORIES.map((category) => category.id));

function brand(store: StoreTarget, slug: string): number {
  const id = store.ids.brands[slug];
  if (id === undefined) throw new Error(`No brand ${slug} in ${store.name}`);
  return id;
}

function product(store: StoreTarget, sku: string): number {
  const id = store.ids.products[sku];
  if (id === undefined) throw new Error(`No product ${sku} in ${store.name}`);
  return id;
}

/** What the shop reads of a product, without the ids each store assigns itself. */
function card(item: WcProduct) {
  return {
    sku: item.sku,
    name: item.name,
    slug: item.slug,
    price: item.price,
    regular_price: item.regular_price,
    sale_price: item.sale_price,
    on_sale: item.on_sale,
    stock_status: item.stock_status,
    stock_quantity: item.stock_quantity,
    categories: item.categories.map((category) => category.id).sort((a, b) => a - b),
    brands: item.tags.map((tag) => tag.slug),
    attributes: Object.fromEntries<string[]>(
      item.attributes
        .filter((attribute) => attribute.slug === 'pa_btu' || attribute.slug === 'pa_inverter')
        .map((attribute) => [attribute.slug ?? '', attribute.options]),
    ),
  };
}

export const catalogueCases: ContractCase[] = [
  {
    name: 'productos: una marca por precio, página 1, con X-WP-Total y X-WP-TotalPages',
    async observe(store) {
      const page = await store.reader.products.list({
        tag: brand(store, 'gree'),
        per_page: 3,
        orderby: 'price',
        order: 'asc',
      });
      return { total: page.total, totalPages: page.totalPages, items: page.items.map(card) };
    },
    check(seen) {
      expect(seen).toMatchObject({ total: 4, totalPages: 2 });
      expect(seen['items']).toHaveLength(3);
    },
  },
  {
    name: 'productos: la última página',
    async observe(store) {
      const page = await store.reader.products.list({
        tag: brand(store, 'gree'),
        per_page: 3,
        page: 2,
        orderby: 'price',
        order: 'asc',
      });
      return {
        total: page.total,
        totalPages: page.totalPages,
        skus: page.items.map((item) => item.sku),
      };
    },
    check(seen) {
      expect(seen).toMatchObject({ total: 4, totalPages: 2 });
      expect(seen['skus']).toHaveLength(1);
    },
  },
  {
    name: 'productos: categoría y marca a la vez, por título',
    async observe(store) {
      const page = await store.reader.products.list({
        category: MINI_SPLITS,
        tag: brand(store, 'gree'),
        orderby: 'title',
        order: 'asc',
      });
      return { total: page.total, skus: page.items.map((item) => item.sku) };
    },
    check(seen) {
      expect(seen['total']).toBeGreaterThan(0);
    },
  },
  {
    name: 'productos: include en el orden pedido',
    async observe(store) {
      const skus = ['INN-1015', 'GRE-1011', 'SRV-1075'];
      const page = await store.reader.products.list({
        include: skus.map((sku) => product(store, sku)),
        orderby: 'include',
      });
      return { skus: page.items.map((item) => item.sku) };
    },
    check(seen) {
      expect(seen['skus']).toEqual(['INN-1015', 'GRE-1011', 'SRV-1075']);
    },
  },
  {
    name: 'productos: por slug, con precios, existencias, categorías, marca y atributos',
    async observe(store) {
      const sale = await store.reader.products.getBySlug(
        'aire-acondicionado-mini-split-gree-convencional-12-000-btu',
      );
      const missing = await store.reader.products.getBySlug('no-existe-este-producto');
      return { product: sale === undefined ? null : card(sale), missing: missing ?? null };
    },
    check(seen) {
      expect(seen['product']).toMatchObject({
        sku: 'GRE-1011',
        on_sale: true,
        categories: [193, 194],
      });
      expect(seen['missing']).toBeNull();
    },
  },
  {
    name: 'productos: búsqueda por palabra',
    async observe(store) {
      const page = await store.reader.products.list({
        search: 'Innovair',
        orderby: 'title',
        order: 'asc',
      });
      return { total: page.total, skus: page.items.map((item) => item.sku) };
    },
    check(seen) {
      expect(seen['total']).toBeGreaterThan(0);
      expect(seen['skus']).toHaveLength(Number(seen['total']));
    },
  },
  {
    name: 'productos: en oferta y agotados',
    async observe(store) {
      const [onSale, soldOut] = await Promise.all([
        store.reader.products.list({
          on_sale: true,
          category: AIR_CONDITIONERS,
          orderby: 'title',
          order: 'asc',
          tag: brand(store, 'gree'),
        }),
        store.reader.products.list({
          stock_status: 'outofstock',
          tag: brand(store, 'innovair'),
          orderby: 'title',
          order: 'asc',
        }),
      ]);
      return {
        onSale: onSale.items.map((item) => [item.sku, item.price, item.regular_price]),
        soldOut: soldOut.items.map((item) => [item.sku, item.stock_status, item.stock_quantity]),
      };
    },
    check(seen) {
      expect(seen['onSale']).not.toHaveLength(0);
      expect(seen['soldOut']).not.toHaveLength(0);
    },
  },
  {
    name: 'productos: un id que no existe',
    async observe(store) {
      return failureOf(store.reader.products.get(987_654));
    },
    check(seen) {
      expect(seen).toEqual({ status: 404, code: 'woocommerce_rest_product_invalid_id' });
    },
  },
  {
    name: 'categorías: las del spec con sus ids y padres',
    async observe(store) {
      const page = await store.reader.products.categories({
        per_page: 100,
        orderby: 'id',
        order: 'asc',
      });
      return {
        spec: page.items
          .filter((category) => SPEC_CATEGORY_IDS.has(category.id))
          .map(({ id, name, slug, parent }) => ({ id, name, slug, parent })),
        others: page.items
          .filter((category) => !SPEC_CATEGORY_IDS.has(category.id))
          .map((category) => category.slug),
      };
    },
    check(seen) {
      expect(seen['spec']).toHaveLength(CATEGORIES.length);
    },
  },
  {
    name: 'categorías: las hijas de aires acondicionados',
    async observe(store) {
      const page = await store.reader.products.categories({
        parent: AIR_CONDITIONERS,
        orderby: 'id',
      });
      return { total: page.total, ids: page.items.map((category) => category.id) };
    },
    check(seen) {
      expect(seen['ids']).toContain(MINI_SPLITS);
    },
  },
  {
    name: 'etiquetas: las marcas por nombre',
    async observe(store) {
      const page = await store.reader.products.brands({
        per_page: 100,
        orderby: 'name',
        order: 'asc',
      });
      return { total: page.total, brands: page.items.map(({ name, slug }) => ({ name, slug })) };
    },
    check(seen) {
      expect(seen['brands']).toContainEqual({ name: 'Gree', slug: 'gree' });
    },
  },
  {
    name: 'atributos: BTU e inverter con sus términos',
    async observe(store) {
      const attributes = await store.reader.products.attributes();
      // The two the catalogue filters by; the seed's others (a TV's screen size) are its options'.
      const picked = attributes.filter((attribute) =>
        ['pa_btu', 'pa_inverter'].includes(attribute.slug),
      );
      return {
        attributes: await Promise.all(
          picked
            .sort((a, b) => a.slug.localeCompare(b.slug))
            .map(async ({ id, name, slug, type }) => {
              const terms = await store.reader.products.attributeTerms(id, { per_page: 100 });
              return {
                name,
                slug,
                type,
                total: terms.total,
                terms: terms.items.map((term) => ({ name: term.name, slug: term.slug })),
              };
            }),
        ),
      };
    },
    check(seen) {
      expect(seen['attributes']).toHaveLength(2);
    },
  },
];
