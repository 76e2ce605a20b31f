import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;
let db: DatabaseSync;

beforeAll(async () => {
  store = await startTestStore();
  api = storeClient(store);
  db = new DatabaseSync(store.dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
});
afterAll(async () => {
  db.close();
  await store.stop();
});

const TV = 5001;
const TV_55 = 50012;
const AC = 5002;
const AC_24_SOLD_OUT = 50024;

const stockOf = (id: number): number =>
  Number(db.prepare('SELECT stock_quantity FROM products WHERE id = ?').get(id)?.stock_quantity);

function wc(path: string) {
  const url = new URL(`${store.baseUrl}/wp-json/wc/v3/${path}`);
  url.searchParams.set('consumer_key', store.consumerKey);
  url.searchParams.set('consumer_secret', store.consumerSecret);
  return fetch(url);
}

function addItem(body: Record<string, unknown>, cartKey?: string) {
  return fetch(`${store.baseUrl}/wp-json/cocart/v2/cart/add-item`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cartKey ? { 'cocart-api-cart-key': cartKey } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe('variable products (issue 29)', () => {
  it('a variable product answers its options, its variations and its lowest price', async () => {
    const product: unknown = await (await wc(`products/${String(AC)}`)).json();
    expect(at(product, 'type')).toBe('variable');
    expect(at(product, 'price')).toBe('33900.00');
    expect(at(product, 'regular_price')).toBe('');
    expect(at(product, 'manage_stock')).toBe(false);
    expect(at(product, 'stock_status')).toBe('instock');
    expect(at(product, 'variations')).toEqual([50021, 50022, 50023, 50024]);
    expect(at(product, 'attributes')).toEqual([
      expect.objectContaining({ slug: 'pa_btu', variation: true }),
      expect.objectContaining({ slug: 'pa_voltaje', variation: true, options: ['110 V', '220 V'] }),
    ]);
  });

  it('lists its variations with price, stock, SKU, image and options; never in the catalogue', async () => {
    const response = await wc(`products/${String(TV)}/variations`);
    expect(response.headers.get('x-wp-total')).toBe('3');
    const variations = (await response.json()) as unknown[];
    const tv55 = variations.find((entry) => at(entry, 'id') === TV_55);
    expect(at(tv55, 'sku')).toBe('SAM-TV-CU-55');
    expect(at(tv55, 'price')).toBe('34900.00');
    expect(at(tv55, 'regular_price')).toBe('36900.00');
    expect(at(tv55, 'stock_quantity')).toBe(5);
    expect(at(tv55, 'attributes')).toEqual([
      { id: 4, name: 'Tamaño de pantalla', slug: 'pa_pantalla', option: '55"' },
    ]);
    expect(String(at(tv55, 'image.src'))).toContain(`/media/products/${String(TV_55)}-1.svg`);
    const listing = (await (await wc('products?per_page=100&search=Samsung')).json()) as unknown[];
    expect(listing.map((entry) => at(entry, 'type'))).not.toContain('variation');
    const included = (await (await wc(`products?include=${String(TV_55)}`)).json()) as unknown[];
    expect(included).toEqual([]);
  });

  it("a variation of another product is WooCommerce's 404; an unknown product lists none", async () => {
    const other = await wc(`products/${String(AC)}/variations/${String(TV_55)}`);
    expect(other.status).toBe(404);
    expect(at(await other.json(), 'code')).toBe('woocommerce_rest_product_variation_invalid_id');
    const none = await wc('products/999999/variations');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual([]);
  });

  it('F2: CoCart refuses a variable product without its variation, and a sold-out one', async () => {
    const parent = await addItem({ id: String(TV), quantity: '1' });
    expect(parent.status).toBe(404);
    expect(at(await parent.json(), 'code')).toBe('cocart_no_variation_found');
    const soldOut = await addItem({ id: String(AC_24_SOLD_OUT), quantity: '1' });
    expect(soldOut.status).toBe(404);
    expect(at(await soldOut.json(), 'code')).toBe('cocart_product_out_of_stock');
  });

  it('a variation goes into the cart named by its product and options, and is bought', async () => {
    const added = await addItem({ id: String(TV_55), quantity: '2' });
    expect(added.status).toBe(200);
    const cart: unknown = await added.json();
    expect(at(cart, 'items.0.id')).toBe(TV_55);
    expect(at(cart, 'items.0.name')).toBe('Televisor Samsung Crystal UHD Smart TV - 55"');
    expect(at(cart, 'items.0.title')).toBe('Televisor Samsung Crystal UHD Smart TV');
    expect(at(cart, 'items.0.price')).toBe('3490000');
    expect(at(cart, 'items.0.meta.product_type')).toBe('variation');
    expect(at(cart, 'items.0.meta.variation')).toEqual({ 'Tamaño de pantalla': '55"' });
    const byOptions = await addItem({
      id: String(TV),
      quantity: '1',
      variation: { attribute_pa_pantalla: '55"' },
    });
    expect(at(await byOptions.json(), 'items.0.id')).toBe(TV_55);

    const before = stockOf(TV_55);
    const order = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: {
        payment_method: 'cod',
        billing: {
          first_name: 'Pedro',
          last_name: 'Martínez',
          address_1: 'Av. Abraham Lincoln 1003',
          city: 'Santo Domingo',
          state: 'DO-01',
          country: 'DO',
          email: 'pedro.martinez@correo.do',
          phone: '809-555-0111',
        },
        line_items: [{ product_id: TV_55, quantity: 1 }],
        shipping_lines: [{ method_id: 'flat_rate', method_title: 'Envío', total: '0' }],
        meta_data: [{ key: 'schedule', value: '9:00 AM - 12:00 PM' }],
      },
    });
    expect(order.status).toBe(201);
    expect(at(order.json, 'line_items.0')).toMatchObject({
      name: 'Televisor Samsung Crystal UHD Smart TV - 55"',
      product_id: TV,
      variation_id: TV_55,
      sku: 'SAM-TV-CU-55',
      total: '34900.00',
      parent_name: 'Televisor Samsung Crystal UHD Smart TV',
      meta_data: [
        expect.objectContaining({
          key: 'pa_pantalla',
          value: '55',
          display_value: '55"',
          display_key: 'Tamaño de pantalla',
        }),
      ],
    });
    expect(stockOf(TV_55)).toBe(before - 1);
  });

  it('the owner changes a variation with PUT …/variations/{id}; the shop’s read key, another product’s variation and a bad body change nothing', async () => {
    const TV_65 = 50013;
    const path = `/wc/v3/products/${String(TV)}/variations/${String(TV_65)}`;
    const before = stockOf(TV_65);
    const refused = await api.call('PUT', path, { key: 'proxy', body: { stock_quantity: 0 } });
    // A read key cannot write at all, as on WooCommerce.
    expect(refused.status).toBe(401);
    const other = await api.call(
      'PUT',
      `/wc/v3/products/${String(AC)}/variations/${String(TV_65)}`,
      {
        key: 'admin',
        body: { stock_quantity: 0 },
      },
    );
    expect(at(other.json, 'code')).toBe('woocommerce_rest_product_variation_invalid_id');
    const bad = await api.call('PUT', path, { key: 'admin', body: { stock_quantity: 'cero' } });
    expect(bad.status).toBe(400);
    expect(stockOf(TV_65)).toBe(before);

    const soldOut = await api.call('PUT', path, { key: 'admin', body: { stock_quantity: 0 } });
    expect(soldOut.status).toBe(200);
    expect(soldOut.json).toMatchObject({
      id: TV_65,
      stock_quantity: 0,
      stock_status: 'outofstock',
    });
    expect(stockOf(TV_65)).toBe(0);
  });
});
