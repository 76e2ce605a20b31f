import { ProductSchema } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { startTestStore, type TestStore } from '../testing.js';

const TermShape = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const DateShape = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

/** Every field of a WooCommerce v3 product with its type, as the docs list them. */
const WcProductShape = z.strictObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  permalink: z.url(),
  date_created: DateShape,
  date_created_gmt: DateShape,
  date_modified: DateShape,
  date_modified_gmt: DateShape,
  type: z.string(),
  status: z.string(),
  featured: z.boolean(),
  catalog_visibility: z.string(),
  description: z.string(),
  short_description: z.string(),
  sku: z.string(),
  price: z.string(),
  regular_price: z.string(),
  sale_price: z.string(),
  date_on_sale_from: z.null(),
  date_on_sale_from_gmt: z.null(),
  date_on_sale_to: z.null(),
  date_on_sale_to_gmt: z.null(),
  price_html: z.string(),
  on_sale: z.boolean(),
  purchasable: z.boolean(),
  total_sales: z.number(),
  virtual: z.boolean(),
  downloadable: z.boolean(),
  downloads: z.array(z.unknown()),
  download_limit: z.number(),
  download_expiry: z.number(),
  external_url: z.string(),
  button_text: z.string(),
  tax_status: z.string(),
  tax_class: z.string(),
  manage_stock: z.boolean(),
  stock_quantity: z.number().nullable(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']),
  backorders: z.string(),
  backorders_allowed: z.boolean(),
  backordered: z.boolean(),
  low_stock_amount: z.null(),
  sold_individually: z.boolean(),
  weight: z.string(),
  dimensions: z.object({ length: z.string(), width: z.string(), height: z.string() }),
  shipping_required: z.boolean(),
  shipping_taxable: z.boolean(),
  shipping_class: z.string(),
  shipping_class_id: z.number(),
  reviews_allowed: z.boolean(),
  average_rating: z.string(),
  rating_count: z.number(),
  related_ids: z.array(z.number()),
  upsell_ids: z.array(z.number()),
  cross_sell_ids: z.array(z.number()),
  parent_id: z.number(),
  purchase_note: z.string(),
  categories: z.array(TermShape),
  tags: z.array(TermShape),
  images: z.array(
    z.object({
      id: z.number(),
      date_created: DateShape,
      date_created_gmt: DateShape,
      date_modified: DateShape,
      date_modified_gmt: DateShape,
      src: z.url(),
      name: z.string(),
      alt: z.string(),
    }),
  ),
  attributes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      position: z.number(),
      visible: z.boolean(),
      variation: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  default_attributes: z.array(z.unknown()),
  variations: z.array(z.number()),
  grouped_products: z.array(z.number()),
  menu_order: z.number(),
  meta_data: z.array(z.object({ id: z.number(), key: z.string(), value: z.string() })),
  _links: z.object({
    self: z.array(z.object({ href: z.url() })),
    collection: z.array(z.object({ href: z.url() })),
  }),
});

const CategoriesShape = z.array(
  TermShape.extend({ parent: z.number(), count: z.number(), display: z.string(), image: z.null() }),
);
const TagsShape = z.array(TermShape.extend({ count: z.number() }));

const InvalidParamShape = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number(), params: z.record(z.string(), z.string()) }),
});

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.stop());

function wc(path: string, init: RequestInit = {}, key: 'proxy' | 'admin' | 'none' = 'proxy') {
  const url = new URL(`${store.baseUrl}/wp-json/wc/v3/${path}`);
  if (key !== 'none') {
    url.searchParams.set(
      'consumer_key',
      key === 'admin' ? store.adminConsumerKey : store.consumerKey,
    );
    url.searchParams.set(
      'consumer_secret',
      key === 'admin' ? store.adminConsumerSecret : store.consumerSecret,
    );
  }
  return fetch(url, init);
}

async function list(query: string) {
  const response = await wc(`products?${query}`);
  const products = z.array(WcProductShape).parse(await response.json());
  return { response, products };
}

const pesos = (price: string): number => Number(price);

describe('wc/v3 authentication', () => {
  it('answers 401 woocommerce_rest_cannot_view without a consumer key', async () => {
    const response = await wc('products', {}, 'none');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: 'woocommerce_rest_cannot_view',
      data: { status: 401 },
    });
  });

  it('answers 401 woocommerce_rest_authentication_error for an unknown key or a wrong secret', async () => {
    const unknown = await fetch(
      `${store.baseUrl}/wp-json/wc/v3/products?consumer_key=ck_${'0'.repeat(40)}&consumer_secret=${store.consumerSecret}`,
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: 'woocommerce_rest_authentication_error' });
    const wrongSecret = await fetch(
      `${store.baseUrl}/wp-json/wc/v3/products?consumer_key=${store.consumerKey}&consumer_secret=cs_${'0'.repeat(40)}`,
    );
    expect(wrongSecret.status).toBe(401);
  });

  it('accepts the key pair as HTTP Basic credentials', async () => {
    const basic = Buffer.from(`${store.consumerKey}:${store.consumerSecret}`).toString('base64');
    const response = await fetch(`${store.baseUrl}/wp-json/wc/v3/products?per_page=1`, {
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(response.status).toBe(200);
  });

  it('A4: the storefront proxy key is read-only: writes answer 401 and change nothing', async () => {
    const before: unknown = await (await wc('products/1001')).json();
    const created = await wc('products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Intruso', regular_price: '1' }),
    });
    expect(created.status).toBe(401);
    expect(await created.json()).toMatchObject({ code: 'woocommerce_rest_authentication_error' });
    const edited = await wc('products/1001', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ regular_price: '1' }),
    });
    expect(edited.status).toBe(401);
    expect(await (await wc('products/1001')).json()).toEqual(before);
  });
});

describe('GET wc/v3/products', () => {
  it('lists the demo catalogue in WooCommerce shape with paging headers', async () => {
    const { response, products } = await list('per_page=24');
    expect(response.status).toBe(200);
    const total = Number(response.headers.get('x-wp-total'));
    expect(total).toBeGreaterThanOrEqual(80);
    expect(response.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 24)));
    expect(products).toHaveLength(24);
    for (const product of products) {
      expect(ProductSchema.safeParse(product).success).toBe(true);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives a product every field of WooCommerce v3 with its types', async () => {
    const response = await wc('products/1001');
    expect(response.status).toBe(200);
    const product = WcProductShape.parse(await response.json());
    expect(product).toMatchObject({
      id: 1001,
      type: 'simple',
      status: 'publish',
      price: '37900.00',
      regular_price: '42500.00',
      sale_price: '37900.00',
      on_sale: true,
      stock_status: 'instock',
      manage_stock: true,
      categories: [
        { id: 193, name: 'Aires acondicionados', slug: 'aires-acondicionados' },
        { id: 194, name: 'Mini split', slug: 'mini-split' },
      ],
      dimensions: { length: '', width: '', height: '' },
    });
    expect(product.permalink).toBe(`http://localhost:3000/producto/${product.slug}`);
    expect(product.description).toContain('<ul>');
    expect(product.short_description).toMatch(/^<p>/);
    expect(product.tags.map((tag) => [tag.name, tag.slug])).toEqual([['Carrier', 'carrier']]);
    expect(product.meta_data.map(({ key, value }) => [key, value])).toContainEqual([
      'garantia',
      '12 meses',
    ]);
    expect(product.images[0]).toMatchObject({
      id: 10011,
      src: `${store.baseUrl}/media/products/1001-1.svg`,
    });
    expect(product.images[0]?.alt).toContain('Carrier');
    expect(product.attributes).toContainEqual({
      id: 1,
      name: 'Capacidad (BTU)',
      slug: 'pa_btu',
      position: 0,
      visible: true,
      variation: false,
      options: ['12,000 BTU'],
    });
  });

  it('writes "" as the sale price of a product not on sale', async () => {
    const { products } = await list('on_sale=false&per_page=5');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.sale_price).toBe('');
      expect(product.on_sale).toBe(false);
      expect(product.price).toBe(product.regular_price);
    }
  });

  it('filters products on sale, and about a quarter of the catalogue is', async () => {
    const { response, products } = await list('on_sale=true&per_page=100');
    const all = Number((await wc('products?per_page=1')).headers.get('x-wp-total'));
    const onSale = Number(response.headers.get('x-wp-total'));
    expect(products.every((product) => product.on_sale)).toBe(true);
    expect(onSale / all).toBeGreaterThan(0.2);
    expect(onSale / all).toBeLessThan(0.33);
  });

  it('filters by category including its sub-categories', async () => {
    const { products: acs } = await list('category=193&per_page=100');
    expect(acs.some((product) => product.categories.some((c) => c.id === 226))).toBe(true);
    expect(acs.every((product) => product.categories.some((c) => c.id === 193))).toBe(true);
    const { products: tvs } = await list('category=211&per_page=100');
    expect(tvs.length).toBeGreaterThan(0);
    expect(tvs.every((product) => product.categories.some((c) => c.id === 211))).toBe(true);
  });

  it('has products in every category of the spec, services included', async () => {
    const categories = CategoriesShape.parse(
      await (await wc('products/categories?per_page=100')).json(),
    );
    for (const id of [
      193, 194, 195, 196, 197, 198, 199, 200, 202, 204, 210, 211, 212, 213, 214, 226, 236, 338, 339,
    ]) {
      expect(
        categories.find((category) => category.id === id)?.count,
        `category ${String(id)}`,
      ).toBeGreaterThan(0);
    }
  });

  it('filters by brand tag, search, slug, include and stock status', async () => {
    const tags = TagsShape.parse(await (await wc('products/tags?per_page=100')).json());
    const lg = tags.find((tag) => tag.name === 'LG');
    expect(lg).toBeDefined();
    const { products: byTag } = await list(`tag=${String(lg?.id)}&per_page=100`);
    expect(byTag.length).toBeGreaterThan(3);
    expect(byTag.every((product) => product.tags[0]?.name === 'LG')).toBe(true);

    const { products: found } = await list('search=inverter&per_page=100');
    expect(found.length).toBeGreaterThan(3);
    expect(
      found.every((product) => /inverter/i.test(product.name) || product.attributes.length > 0),
    ).toBe(true);

    const { products: bySlug } = await list(`slug=${found[0]?.slug ?? ''}`);
    expect(bySlug.map((product) => product.id)).toEqual([found[0]?.id]);

    const { products: included } = await list('include=1003,1001,1002&orderby=include&order=asc');
    expect(included.map((product) => product.id)).toEqual([1003, 1001, 1002]);

    const { products: soldOut } = await list('stock_status=outofstock&per_page=100');
    expect(soldOut.length).toBeGreaterThan(3);
    expect(soldOut.every((product) => product.stock_status === 'outofstock')).toBe(true);
  });

  it('filters by price range on the price actually charged and orders by price', async () => {
    const { products } = await list(
      'min_price=20000&max_price=40000&orderby=price&order=asc&per_page=100',
    );
    expect(products.length).toBeGreaterThan(3);
    const prices = products.map((product) => pesos(product.price));
    expect(prices.every((price) => price >= 20_000 && price <= 40_000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by one attribute and its terms, as WooCommerce does', async () => {
    const terms = z
      .array(z.object({ id: z.number(), slug: z.string() }))
      .parse(await (await wc('products/attributes/3/terms')).json());
    const yes = terms.find((term) => term.slug === 'si');
    const { products } = await list(
      `attribute=pa_inverter&attribute_term=${String(yes?.id)}&per_page=100`,
    );
    expect(products.length).toBeGreaterThan(3);
    expect(
      products.every((product) =>
        product.attributes.some(
          (attribute) => attribute.name === 'Inverter' && attribute.options.includes('Sí'),
        ),
      ),
    ).toBe(true);
    expect((await wc('products?attribute=pa_btu;drop&attribute_term=1')).status).toBe(400);
  });

  it('pages through the catalogue without repeating a product', async () => {
    const first = await list('per_page=50&page=1&orderby=id&order=asc');
    const second = await list('per_page=50&page=2&orderby=id&order=asc');
    const ids = [...first.products, ...second.products].map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Number(first.response.headers.get('x-wp-total')));
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['page=0', 'page'],
    ['orderby=id;DROP TABLE products', 'orderby'],
    ['include=1) OR (1=1', 'include'],
    ['min_price=abc', 'min_price'],
    ['on_sale=maybe', 'on_sale'],
  ])('L3: rejects %s with 400 rest_invalid_param naming %s', async (query, param) => {
    const response = await wc(`products?${query}`);
    expect(response.status).toBe(400);
    const body = InvalidParamShape.parse(await response.json());
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.status).toBe(400);
    expect(Object.keys(body.data.params)).toContain(param);
    expect(body.message).toMatch(/^Parámetro\(s\) no válido\(s\)/);
  });

  it("L3: a search for ' OR 1=1-- finds nothing and the schema is intact", async () => {
    const { response, products } = await list(`search=${encodeURIComponent("' OR 1=1--")}`);
    expect(response.status).toBe(200);
    expect(products).toEqual([]);
    const { response: after } = await list('per_page=1');
    expect(Number(after.headers.get('x-wp-total'))).toBeGreaterThanOrEqual(80);
  });

  it('treats % and _ in a search as text, not as wildcards', async () => {
    const { products } = await list('search=%25');
    expect(products).toEqual([]);
  });

  it('answers 404 woocommerce_rest_product_invalid_id for an unknown product', async () => {
    const response = await wc('products/999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'woocommerce_rest_product_invalid_id',
      message: 'ID no válido.',
      data: { status: 404 },
    });
  });
});

describe('taxonomies', () => {
  it('lists categories with the spec ids, parents and counts', async () => {
    const response = await wc('products/categories?per_page=100&orderby=id');
    expect(response.status).toBe(200);
    const categories = CategoriesShape.parse(await response.json());
    expect(categories.find((category) => category.id === 194)).toMatchObject({
      name: 'Mini split',
      parent: 193,
      display: 'default',
      image: null,
    });
    expect(response.headers.get('x-wp-total')).toBe(String(categories.length));
  });

  it('serves one category and 404s an unknown one', async () => {
    expect(await (await wc('products/categories/236')).json()).toMatchObject({
      id: 236,
      name: 'Calentadores',
    });
    expect((await wc('products/categories/9999')).status).toBe(404);
  });

  it('lists brands as tags', async () => {
    const tags = TagsShape.parse(await (await wc('products/tags?per_page=100')).json());
    const names = tags.map((tag) => tag.name);
    for (const brand of [
      'Carrier',
      'LG',
      'Samsung',
      'Midea',
      'Gree',
      'TCL',
      'Hisense',
      'Sony',
      'Mabe',
      'Whirlpool',
    ]) {
      expect(names).toContain(brand);
    }
    expect(tags.every((tag) => tag.count > 0)).toBe(true);
  });

  it('lists attributes and the terms of one attribute', async () => {
    const attributes = z.array(TermShape).parse(await (await wc('products/attributes')).json());
    expect(attributes.map((attribute) => attribute.slug)).toEqual(
      expect.arrayContaining(['pa_btu', 'pa_seer', 'pa_inverter', 'pa_pantalla', 'pa_quemadores']),
    );
    const response = await wc('products/attributes/3/terms');
    const terms = z
      .array(z.object({ name: z.string(), slug: z.string(), count: z.number() }))
      .parse(await response.json());
    expect(terms.map(({ name, slug }) => [name, slug])).toContainEqual(['Sí', 'si']);
    expect((await wc('products/attributes/99/terms')).status).toBe(404);
  });
});

describe('administrator writes', () => {
  it('changes a price with the read/write administrator key', async () => {
    const response = await wc(
      'products/1002',
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ regular_price: '60000', sale_price: '' }),
      },
      'admin',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      price: '60000.00',
      regular_price: '60000.00',
      sale_price: '',
    });
  });

  it('refuses a sale price above the regular price and keeps the product', async () => {
    const before: unknown = await (await wc('products/1003')).json();
    const response = await wc(
      'products/1003',
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sale_price: '999999' }),
      },
      'admin',
    );
    expect(response.status).toBe(400);
    expect(await (await wc('products/1003')).json()).toEqual(before);
  });
});

describe('product images', () => {
  it('serves each product image as an SVG drawn by the store', async () => {
    const response = await fetch(`${store.baseUrl}/media/products/1040-2.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('Vista lateral');
  });

  it('answers 404 for an image that does not exist', async () => {
    expect((await fetch(`${store.baseUrl}/media/products/1001-9.svg`)).status).toBe(404);
    expect((await fetch(`${store.baseUrl}/media/products/..%2Fsecrets.json`)).status).toBe(404);
  });
});
