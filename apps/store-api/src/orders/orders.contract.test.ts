import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, keyPair, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;
let db: DatabaseSync;

beforeAll(async () => {
  store = await startTestStore({ env: { TRUST_PROXY: '1' } });
  api = storeClient(store);
  db = new DatabaseSync(store.dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
});
afterAll(async () => {
  db.close();
  await store.stop();
});

interface Product {
  id: number;
  name: string;
  price: number;
}

let productCounter = 0;
/** A distinct published product per test, with its stock set to `stock`. */
function product(stock = 50): Product {
  const rows = db
    .prepare(
      "SELECT id, name, price FROM products WHERE status = 'publish' AND price > 0 ORDER BY id LIMIT 1 OFFSET ?",
    )
    .all(productCounter);
  productCounter += 1;
  const row = rows[0];
  if (!row) throw new Error('the demo catalogue has too few products');
  db.prepare(
    "UPDATE products SET manage_stock = 1, stock_quantity = ?, stock_status = 'instock' WHERE id = ?",
  ).run(stock, Number(row.id));
  return { id: Number(row.id), name: String(row.name), price: Number(row.price) };
}

const stockOf = (id: number): number =>
  Number(db.prepare('SELECT stock_quantity FROM products WHERE id = ?').get(id)?.stock_quantity);

const orderCount = (): number => Number(db.prepare('SELECT count(*) AS n FROM orders').get()?.n);

const decimal = (cents: number): string => (cents / 100).toFixed(2);

function orderBody(
  lines: { product_id: number; quantity: number; price?: string }[],
  extra: object = {},
) {
  return {
    payment_method: 'cod',
    billing: {
      first_name: 'Pedro',
      last_name: 'Martínez',
      address_1: 'Av. Abraham Lincoln 1003',
      address_2: 'Piantini',
      city: 'Santo Domingo',
      state: 'DO-01',
      country: 'DO',
      email: 'pedro.martinez@correo.do',
      phone: '809-555-0111',
    },
    line_items: lines,
    shipping_lines: [{ method_id: 'flat_rate', method_title: 'Envío', total: '0' }],
    meta_data: [
      { key: 'social_id', value: '001-1234567-3' },
      { key: 'schedule', value: '9:00 AM - 12:00 PM' },
    ],
    ...extra,
  };
}

describe('wc/v3 orders: creation', () => {
  it("G2: totals, shipping and discounts are the store's, whatever the client sends", async () => {
    const item = product();
    const answer = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: item.id, quantity: 2 }], {
        total: '1.00',
        discount_total: '99999',
        set_paid: true,
        shipping_lines: [{ method_id: 'flat_rate', total: '0', method_cost: '0' }],
      }),
    });
    expect(answer.status).toBe(201);
    expect(at(answer.json, 'status')).toBe('processing');
    expect(at(answer.json, 'shipping_total')).toBe('500.00');
    expect(at(answer.json, 'discount_total')).toBe('0.00');
    expect(at(answer.json, 'total')).toBe(decimal(item.price * 2 + 50_000));
    expect(at(answer.json, 'line_items.0.total')).toBe(decimal(item.price * 2));
    expect(at(answer.json, 'currency')).toBe('DOP');
    expect(String(at(answer.json, 'order_key'))).toMatch(/^wc_order_/);
    expect(stockOf(item.id)).toBe(48);
  });

  it("ships to Santiago at Santiago's rate and sends a confirmation e-mail", async () => {
    const item = product();
    const body = orderBody([{ product_id: item.id, quantity: 1 }]);
    const answer = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: {
        ...body,
        billing: { ...body.billing, state: 'Santiago', email: 'santiago@correo.do' },
      },
    });
    expect(answer.status).toBe(201);
    expect(at(answer.json, 'shipping_total')).toBe('800.00');
    const mail = (await api.outbox()).findLast((entry) => entry.to === 'santiago@correo.do');
    expect(mail?.links[0]).toContain('/pedido-confirmado?order_id=');
  });

  it('G10: an order without a shipping method is refused and changes nothing', async () => {
    const item = product();
    const before = orderCount();
    const answer = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: item.id, quantity: 1 }], { shipping_lines: [] }),
    });
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'message')).toBe('Elige un método de envío.');
    expect(orderCount()).toBe(before);
    expect(stockOf(item.id)).toBe(50);
  });

  it('D4/G3: a price that changed since the cart → 409 price_changed with the new lines', async () => {
    const item = product();
    const answer = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: item.id, quantity: 1, price: decimal(item.price - 100_000) }]),
    });
    expect(answer.status).toBe(409);
    expect(at(answer.json, 'code')).toBe('price_changed');
    expect(at(answer.json, 'data.lines.0.new_price')).toBe(decimal(item.price));
    expect(String(at(answer.json, 'message'))).toContain('cambió de RD$');
    expect(stockOf(item.id)).toBe(50);
  });

  it('F2: an unknown product is refused', async () => {
    const answer = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: 999_999, quantity: 1 }]),
    });
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'message')).toBe('El producto #999999 no existe.');
  });

  it('F1: quantities outside 1–99 are refused', async () => {
    const item = product();
    for (const quantity of [0, -1, 1.5, 100]) {
      const answer = await api.call('POST', '/wc/v3/orders', {
        key: 'write',
        body: orderBody([{ product_id: item.id, quantity }]),
      });
      expect(answer.status).toBe(400);
      expect(at(answer.json, 'message')).toBe(
        'La cantidad debe ser un número entero entre 1 y 99.',
      );
    }
  });

  it('F3/F4/F5: fiscal data, coordinates and delivery date are checked', async () => {
    const item = product();
    const lines = [{ product_id: item.id, quantity: 1 }];
    const fiscal = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody(lines, { meta_data: [{ key: 'is_fiscal', value: true }] }),
    });
    expect(at(fiscal.json, 'message')).toBe('Escribe el RNC para el comprobante fiscal.');
    const rnc = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody(lines, { meta_data: [{ key: 'rnc', value: '00112345673' }] }),
    });
    expect(at(rnc.json, 'message')).toBe('El RNC no es válido.');
    const latitude = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody(lines, { meta_data: [{ key: 'latitude', value: 123 }] }),
    });
    expect(latitude.status).toBe(400);
    const past = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody(lines, { meta_data: [{ key: 'delivery_date', value: '2020-01-01' }] }),
    });
    expect(at(past.json, 'message')).toBe('Elige una fecha y un horario de entrega válidos.');
    const schedule = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody(lines, { meta_data: [{ key: 'schedule', value: '3:00 AM - 4:00 AM' }] }),
    });
    expect(at(schedule.json, 'message')).toBe('Elige una fecha y un horario de entrega válidos.');
    expect(stockOf(item.id)).toBe(50);
  });

  it("E3: the order is for the customer_id the shop server sends, never another's", async () => {
    const buyer = await api.register();
    const me = await api.call('GET', '/api/v1/users', { token: buyer.token });
    const id = Number(at(me.json, 'results.userData.ID'));
    const item = product();
    const answer = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: item.id, quantity: 1 }], { customer_id: id }),
    });
    expect(answer.status).toBe(201);
    expect(at(answer.json, 'customer_id')).toBe(id);
  });

  it('G8/M8: stock 5 and 20 parallel orders → exactly 5 orders, 15 «se agotó» naming the product and its id, stock never negative', async () => {
    const item = product(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/wc/v3/orders', {
          key: 'write',
          body: orderBody([{ product_id: item.id, quantity: 1 }]),
        }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.json).toMatchObject({
        code: 'out_of_stock',
        message: `"${item.name}" se agotó.`,
        data: { status: 409, product_id: item.id },
      });
    }
    expect(stockOf(item.id)).toBe(0);
  });
});

describe('wc/v3 orders: Idempotency-Key', () => {
  it('H1: a retry with the same key replays the first order byte for byte', async () => {
    const item = product();
    const body = orderBody([{ product_id: item.id, quantity: 1 }]);
    const ip = api.freshIp();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await fetchRaw(body, headers, ip);
    const second = await fetchRaw(body, headers, ip);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.text).toBe(first.text);
    expect(stockOf(item.id)).toBe(49);
  });

  it('H1: the same key with a different body → 422', async () => {
    const item = product();
    const ip = api.freshIp();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    await fetchRaw(orderBody([{ product_id: item.id, quantity: 1 }]), headers, ip);
    const other = await fetchRaw(orderBody([{ product_id: item.id, quantity: 2 }]), headers, ip);
    expect(other.status).toBe(422);
    expect(stockOf(item.id)).toBe(49);
  });

  it('H1: two concurrent requests with one key make one order', async () => {
    const item = product();
    const body = orderBody([{ product_id: item.id, quantity: 1 }]);
    const ip = api.freshIp();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const before = orderCount();
    const answers = await Promise.all([fetchRaw(body, headers, ip), fetchRaw(body, headers, ip)]);
    expect(orderCount()).toBe(before + 1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201]);
    expect(answers[0]?.text).toBe(answers[1]?.text);
  });
});

async function fetchRaw(body: unknown, headers: Record<string, string>, ip: string) {
  const response = await fetch(`${store.baseUrl}/wp-json/wc/v3/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      Authorization: `Basic ${Buffer.from(keyPair(store, 'write').join(':')).toString('base64')}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('wc/v3 orders: reading', () => {
  it('reads one order with a key; an unknown id is 404', async () => {
    const item = product();
    const created = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: item.id, quantity: 1 }]),
    });
    const id = Number(at(created.json, 'id'));
    const read = await api.call('GET', `/wc/v3/orders/${id}`, { key: 'proxy' });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created.json);
    const missing = await api.call('GET', '/wc/v3/orders/999999', { key: 'proxy' });
    expect(missing.status).toBe(404);
    expect(at(missing.json, 'code')).toBe('woocommerce_rest_shop_order_invalid_id');
  });

  it("lists one customer's orders newest first with ?customer=, and every order without it", async () => {
    const buyer = await api.register();
    const me = await api.call('GET', '/api/v1/users', { token: buyer.token });
    const id = Number(at(me.json, 'results.userData.ID'));
    const item = product();
    const ids: number[] = [];
    for (let count = 0; count < 2; count += 1) {
      const created = await api.call('POST', '/wc/v3/orders', {
        key: 'write',
        body: orderBody([{ product_id: item.id, quantity: 1 }], { customer_id: id }),
      });
      ids.push(Number(at(created.json, 'id')));
    }
    const mine = await api.call('GET', `/wc/v3/orders?customer=${id}`, { key: 'proxy' });
    expect(mine.headers.get('x-wp-total')).toBe('2');
    expect((mine.json as unknown[]).map((order) => at(order, 'id'))).toEqual(ids.reverse());
    const all = await api.call('GET', '/wc/v3/orders?per_page=5', { key: 'proxy' });
    expect(Number(all.headers.get('x-wp-total'))).toBeGreaterThan(2);
  });

  it("H1: a shop server finds its guest order by the attempt in the order's meta", async () => {
    const attempt = 'a'.repeat(64);
    const body = orderBody([{ product_id: product().id, quantity: 1 }]);
    const created = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: {
        ...body,
        meta_data: [...body.meta_data, { key: '_vitrina_attempt', value: attempt }],
      },
    });
    expect(created.status).toBe(201);
    const guests = await api.call('GET', '/wc/v3/orders?customer=0&per_page=100', { key: 'proxy' });
    const found = (
      guests.json as {
        id: number;
        customer_id: number;
        meta_data: { key: string; value: unknown }[];
      }[]
    ).find((order) =>
      order.meta_data.some((entry) => entry.key === '_vitrina_attempt' && entry.value === attempt),
    );
    expect(found).toMatchObject({ id: at(created.json, 'id'), customer_id: 0 });
  });

  it('the demo customers have past orders', async () => {
    const login = await api.login('carlos.santos@vitrina.do', 'Vitrina-Demo-2026');
    const me = await api.call('GET', '/api/v1/users', {
      token: String(at(login.json, 'results.token')),
    });
    const id = Number(at(me.json, 'results.userData.ID'));
    const orders = await api.call('GET', `/wc/v3/orders?customer=${id}`, { key: 'proxy' });
    expect(Number(orders.headers.get('x-wp-total'))).toBeGreaterThan(0);
  });
});

describe('wc/v3 orders: who may (as WooCommerce treats the customer role)', () => {
  it("E1/E3: a customer's token alone can neither create, list, read nor change an order (401)", async () => {
    const buyer = await api.register();
    const me = await api.call('GET', '/api/v1/users', { token: buyer.token });
    const item = product();
    const own = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: item.id, quantity: 1 }], {
        customer_id: Number(at(me.json, 'results.userData.ID')),
      }),
    });
    const id = Number(at(own.json, 'id'));
    const before = orderCount();
    const cases: [string, string, string, object?][] = [
      [
        'POST',
        '/wc/v3/orders',
        'woocommerce_rest_cannot_create',
        orderBody([{ product_id: item.id, quantity: 1 }]),
      ],
      ['GET', '/wc/v3/orders', 'woocommerce_rest_cannot_view'],
      ['GET', `/wc/v3/orders/${id}`, 'woocommerce_rest_cannot_view'],
      ['PUT', `/wc/v3/orders/${id}`, 'woocommerce_rest_cannot_edit', { status: 'cancelled' }],
    ];
    for (const [method, path, code, body] of cases) {
      const answer = await api.call(method, path, {
        token: buyer.token,
        ...(body ? { body } : {}),
      });
      expect(answer.status).toBe(401);
      expect(at(answer.json, 'code')).toBe(code);
    }
    expect(orderCount()).toBe(before);
    const after = await api.call('GET', `/wc/v3/orders/${id}`, { key: 'proxy' });
    expect(at(after.json, 'status')).toBe(at(own.json, 'status'));
  });

  it('D5: the order key alone reads nothing (the shop server checks it, with its key)', async () => {
    const item = product();
    const created = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: item.id, quantity: 1 }]),
    });
    const id = Number(at(created.json, 'id'));
    const key = String(at(created.json, 'order_key'));
    const guest = await api.call('GET', `/wc/v3/orders/${id}?key=${key}`);
    expect(guest.status).toBe(401);
    expect(at(guest.json, 'code')).toBe('woocommerce_rest_cannot_view');
  });

  it('A4: the read key reads orders but cannot create or cancel one (401)', async () => {
    const item = product();
    const before = orderCount();
    const create = await api.call('POST', '/wc/v3/orders', {
      key: 'proxy',
      body: orderBody([{ product_id: item.id, quantity: 1 }]),
    });
    expect(create.status).toBe(401);
    expect(at(create.json, 'code')).toBe('woocommerce_rest_authentication_error');
    expect(orderCount()).toBe(before);
    const created = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: orderBody([{ product_id: item.id, quantity: 1 }], { payment_method: 'bacs' }),
    });
    const id = Number(at(created.json, 'id'));
    const cancel = await api.call('PUT', `/wc/v3/orders/${id}`, {
      key: 'proxy',
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(401);
    const cancelled = await api.call('PUT', `/wc/v3/orders/${id}`, {
      key: 'write',
      body: { status: 'cancelled' },
    });
    expect(at(cancelled.json, 'status')).toBe('cancelled');
  });
});
