import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;
beforeAll(async () => {
  store = await startTestStore();
  api = storeClient(store);
});
afterAll(() => store.stop());

const LISTING = '/wc/v3/products?per_page=100&orderby=id&order=asc';

/** The product with `id` as the shop's listing shows it now (the listing is cached). */
async function listed(id: number): Promise<unknown> {
  const answer = await api.call('GET', LISTING, { key: 'proxy' });
  expect(answer.status).toBe(200);
  return (answer.json as unknown[]).find((product) => at(product, 'id') === id);
}

const edit = (id: number, body: object) =>
  api.call('PUT', `/wc/v3/products/${id}`, { key: 'admin', body });

describe('the cached product listing follows every price and stock change', () => {
  it('a repeated listing is the same answer, headers included', async () => {
    const first = await api.call('GET', LISTING, { key: 'proxy' });
    const second = await api.call('GET', LISTING, { key: 'proxy' });
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('x-wp-total')).toBe(first.headers.get('x-wp-total'));
    expect(second.headers.get('x-wp-totalpages')).toBe(first.headers.get('x-wp-totalpages'));
    expect(second.headers.get('content-type')).toContain('application/json');
  });

  it('a price changed through the API shows in the next listing', async () => {
    expect(at(await listed(1010), 'price')).not.toBe('12345.00');
    expect((await edit(1010, { regular_price: '12345', sale_price: '' })).status).toBe(200);
    expect(await listed(1010)).toMatchObject({ price: '12345.00', regular_price: '12345.00' });
  });

  it('stock set through the API, and stock taken by an order, show in the next listing', async () => {
    await listed(1011);
    await edit(1011, { stock_quantity: 7, stock_status: 'instock' });
    expect(await listed(1011)).toMatchObject({ stock_quantity: 7, manage_stock: true });
    const order = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: {
        payment_method: 'bacs',
        billing: {
          first_name: 'Ana',
          last_name: 'Pérez',
          email: 'ana@correo.do',
          phone: '8095550101',
          address_1: 'Av. Winston Churchill 95',
          city: 'Santo Domingo',
          state: 'DO-01',
        },
        line_items: [{ product_id: 1011, quantity: 2 }],
        shipping_lines: [{ method_id: 'flat_rate' }],
      },
    });
    expect(order.status).toBe(201);
    expect(at(await listed(1011), 'stock_quantity')).toBe(5);
  });

  it('a change written to the database by another process shows in the next listing', async () => {
    await listed(1012);
    const db = new DatabaseSync(store.dbPath);
    try {
      db.prepare("UPDATE products SET stock_status = 'outofstock' WHERE id = 1012").run();
    } finally {
      db.close();
    }
    expect(at(await listed(1012), 'stock_status')).toBe('outofstock');
  });

  it('an unpublished product leaves the listing at once', async () => {
    expect(await listed(1013)).toBeDefined();
    await edit(1013, { status: 'draft' });
    expect(await listed(1013)).toBeUndefined();
  });
});
