import { DatabaseSync } from 'node:sqlite';

import { DEMO_SHOP_IDENTITY, NCF_RANGE_MESSAGES, NCF_REFUSAL_MESSAGES } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

// A Monday morning in Santo Domingo, moved forward by the tests.
let now = Date.parse('2026-05-04T14:00:00Z');
let store: TestStore;
let api: ReturnType<typeof storeClient>;
let db: DatabaseSync;

beforeAll(async () => {
  store = await startTestStore({ clock: { now: () => now } });
  api = storeClient(store);
  db = new DatabaseSync(store.dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
});
afterAll(async () => {
  db.close();
  await store.stop();
});

const COUNTS = {
  orders: 'SELECT count(*) AS n FROM orders',
  bookings: 'SELECT count(*) AS n FROM delivery_bookings',
} as const;
const count = (what: keyof typeof COUNTS) => Number(db.prepare(COUNTS[what]).get()?.n);
const product = () => {
  const row = db
    .prepare(
      "SELECT id FROM products WHERE status = 'publish' AND type = 'simple' AND price > 0 ORDER BY id LIMIT 1",
    )
    .get();
  db.prepare(
    "UPDATE products SET manage_stock = 1, stock_quantity = 50, stock_status = 'instock' WHERE id = ?",
  ).run(Number(row?.id));
  return Number(row?.id);
};
const stockOf = (id: number) =>
  Number(db.prepare('SELECT stock_quantity FROM products WHERE id = ?').get(id)?.stock_quantity);

/** A cash-on-delivery order delivered on the first free morning, billed to `email`. */
async function order(email: string) {
  const slots = await api.call('GET', '/vitrina/v1/slots?zone=santo-domingo');
  const days = at(slots.json, 'days') as { date: string; windows: { schedule: string }[] }[];
  const day = days.find((candidate) => candidate.windows.length > 0);
  return api.call('POST', '/wc/v3/orders', {
    key: 'write',
    body: {
      payment_method: 'cod',
      billing: {
        first_name: 'Luis',
        last_name: 'Gómez',
        address_1: 'Av. Independencia 20',
        city: 'Santo Domingo',
        state: 'DO-01',
        country: 'DO',
        email,
        phone: '809-555-0144',
      },
      line_items: [{ product_id: product(), quantity: 1 }],
      shipping_lines: [{ method_id: 'flat_rate', method_title: 'Envío', total: '0' }],
      meta_data: [
        { key: 'delivery_date', value: day?.date },
        { key: 'schedule', value: day?.windows[0]?.schedule },
      ],
    },
  });
}

const sequences = async () =>
  (await api.call('GET', '/wc-vitrina/v1/ncf', { key: 'admin' })).json as {
    type: string;
    last_issued: number;
    remaining: number | null;
    low: boolean;
  }[];
const b02 = async () => (await sequences()).find((status) => status.type === 'B02');

describe('wc-vitrina/v1/ncf: the ranges the DGII authorised', () => {
  it("is the owner's alone: no key 401, the shop's read key 403", async () => {
    expect((await api.call('GET', '/wc-vitrina/v1/ncf')).status).toBe(401);
    expect((await api.call('GET', '/wc-vitrina/v1/ncf', { key: 'proxy' })).status).toBe(403);
    expect((await sequences()).map((status) => status.type)).toEqual(['B01', 'B02', 'B04']);
  });

  it("refuses a range core does not accept, with core's Spanish reason, and keeps the old one", async () => {
    const refused = await api.call('PUT', '/wc-vitrina/v1/ncf/B02', {
      key: 'admin',
      body: { from: 50, to: 10, expires: '2027-01-31' },
    });
    expect(refused).toMatchObject({
      status: 400,
      json: { code: 'invalid_ncf_range', message: NCF_RANGE_MESSAGES.order },
    });
    const past = await api.call('PUT', '/wc-vitrina/v1/ncf/B02', {
      key: 'admin',
      body: { from: 1, to: 10, expires: '2026-05-03' },
    });
    expect(past.json).toMatchObject({ message: NCF_RANGE_MESSAGES.expired });
    expect(
      (await api.call('PUT', '/wc-vitrina/v1/ncf/B03', { key: 'admin', body: {} })).status,
    ).toBe(404);
    expect((await b02())?.remaining).toBeNull();
  });

  it('N3: the last number warns the owner once; past it, an order is refused 409 with nothing made, booked or taken', async () => {
    const { last_issued: last } = (await b02()) ?? { last_issued: 0 };
    const set = await api.call('PUT', '/wc-vitrina/v1/ncf/B02', {
      key: 'admin',
      body: { from: last + 1, to: last + 2, expires: '2026-12-31' },
    });
    expect(set.json).toMatchObject({ remaining: 2, low: false });
    expect((await order('primero.rango@correo.do')).status).toBe(201);
    const mailsBefore = (await api.outbox()).length;
    expect((await order('segundo.rango@correo.do')).status).toBe(201);
    expect(await b02()).toMatchObject({ remaining: 0, low: true });
    const warnings = (await api.outbox())
      .slice(mailsBefore)
      .filter((mail) => mail.subject.startsWith('Quedan pocos NCF'));
    expect(warnings).toEqual([
      expect.objectContaining({
        to: DEMO_SHOP_IDENTITY.email,
        subject: 'Quedan pocos NCF de Consumo final (B02)',
      }),
    ]);

    const [orders, bookings] = [count('orders'), count('bookings')];
    const productId = product();
    const stock = stockOf(productId);
    const refused = await order('tercero.rango@correo.do');
    expect(refused).toMatchObject({
      status: 409,
      json: {
        code: 'ncf_range_exhausted',
        message: NCF_REFUSAL_MESSAGES.order.ncf_range_exhausted,
      },
    });
    expect([count('orders'), count('bookings'), stockOf(productId)]).toEqual([
      orders,
      bookings,
      stock,
    ]);
    expect(
      (await api.outbox()).filter((mail) => mail.subject.startsWith('Quedan pocos')),
    ).toHaveLength(1);
  });

  it('N3: a day after the range expires, an order is refused 409', async () => {
    const { last_issued: last } = (await b02()) ?? { last_issued: 0 };
    await api.call('PUT', '/wc-vitrina/v1/ncf/B02', {
      key: 'admin',
      body: { from: last + 1, to: last + 1000, expires: '2026-05-05' },
    });
    now = Date.parse('2026-05-06T14:00:00Z');
    expect(await order('vencido.rango@correo.do')).toMatchObject({
      status: 409,
      json: { code: 'ncf_range_expired', message: NCF_REFUSAL_MESSAGES.order.ncf_range_expired },
    });
    await api.call('DELETE', '/wc-vitrina/v1/ncf/B02', { key: 'admin' });
    expect((await order('sin.rango@correo.do')).status).toBe(201);
  });

  it('N4: the number of an order cancelled or failed is listed as voided, and leaves the list when paid again', async () => {
    const placed = await order('anulado@correo.do');
    const id = Number(at(placed.json, 'id'));
    const ncf = (at(placed.json, 'meta_data') as { key: string; value: unknown }[]).find(
      (entry) => entry.key === 'ncf',
    )?.value;
    await api.call('PUT', `/wc/v3/orders/${String(id)}`, {
      key: 'admin',
      body: { status: 'cancelled' },
    });
    const voided = await api.call('GET', '/wc-vitrina/v1/ncf/voided', { key: 'admin' });
    expect(voided.json).toContainEqual(
      expect.objectContaining({ ncf, type: 'B02', order_id: id, status: 'cancelled' }),
    );
    const kept = await order('pagado@correo.do');
    const keptNcf = (at(kept.json, 'meta_data') as { key: string; value: unknown }[]).find(
      (entry) => entry.key === 'ncf',
    )?.value;
    const again = await api.call('GET', '/wc-vitrina/v1/ncf/voided', { key: 'admin' });
    expect((again.json as { ncf: string }[]).map((entry) => entry.ncf)).not.toContain(keptNcf);
  });
});
