import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

// A Tuesday, 8:00 AM in Santo Domingo (UTC−4): same-day deliveries still open in the capital.
const NOW = Date.UTC(2026, 10, 24, 12, 0);
const MORNING = '9:00 AM - 12:00 PM';

let store: TestStore;
let api: ReturnType<typeof storeClient>;
let db: DatabaseSync;

beforeAll(async () => {
  store = await startTestStore({ env: { TRUST_PROXY: '1' }, clock: { now: () => NOW } });
  api = storeClient(store);
  db = new DatabaseSync(store.dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
});
afterAll(async () => {
  db.close();
  await store.stop();
});

/** A published product of `category` with plenty of stock. */
function productOf(category: number): number {
  const row = db
    .prepare(
      `SELECT p.id FROM products p JOIN product_category_links l ON l.product_id = p.id
       WHERE l.category_id = ? AND p.status = 'publish' AND p.price > 0 LIMIT 1`,
    )
    .get(category);
  if (!row) throw new Error(`no product in category ${String(category)}`);
  db.prepare(
    "UPDATE products SET manage_stock = 1, stock_quantity = 500, stock_status = 'instock' WHERE id = ?",
  ).run(Number(row.id));
  return Number(row.id);
}

const order = (productId: number, state: string, date: string, extra: object[] = []) => ({
  // Bank transfer: the order waits on hold, so it can still be cancelled.
  payment_method: 'bacs',
  billing: {
    first_name: 'Pedro',
    last_name: 'Martínez',
    address_1: 'Calle Duarte 10',
    city: 'Puerto Plata',
    state,
    country: 'DO',
    email: 'pedro.martinez@correo.do',
    phone: '809-555-0111',
  },
  line_items: [{ product_id: productId, quantity: 1 }],
  shipping_lines: [{ method_id: 'flat_rate' }],
  meta_data: [
    { key: 'social_id', value: '001-1234567-3' },
    { key: 'delivery_date', value: date },
    { key: 'schedule', value: MORNING },
    ...extra,
  ],
});

const place = (body: object) => api.call('POST', '/wc/v3/orders', { key: 'write', body });

async function remaining(zone: string, date: string, service = 'entrega') {
  const answer = await api.call(
    'GET',
    `/vitrina/v1/slots?zone=${zone}&service=${service}&from=${date}&to=${date}`,
  );
  expect(answer.status).toBe(200);
  return at(answer.json, 'days.0.windows.0.remaining');
}

const orderCount = (): number => Number(db.prepare('SELECT count(*) AS n FROM orders').get()?.n);
const metaOf = (json: unknown, key: string): unknown =>
  (at(json, 'meta_data') as { key: string; value: unknown }[]).find((entry) => entry.key === key)
    ?.value;

describe('vitrina/v1 slots', () => {
  it("lists each day's windows with what remains, and why a day is closed", async () => {
    const answer = await api.call(
      'GET',
      '/vitrina/v1/slots?zone=santo-domingo&from=2026-11-23&to=2026-11-29',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const days = at(answer.json, 'days') as { date: string; available: boolean; message: string }[];
    expect(days.map((day) => [day.date, day.available])).toEqual([
      ['2026-11-23', false],
      ['2026-11-24', true],
      ['2026-11-25', true],
      ['2026-11-26', true],
      ['2026-11-27', true],
      ['2026-11-28', true],
      ['2026-11-29', false],
    ]);
    expect(days[6]?.message).toBe('No disponible: no entregamos los domingos.');
    // Today, at 8:00 AM, only the windows starting two hours later are offered.
    expect(at(answer.json, 'days.1.windows.0')).toEqual({
      schedule: '12:00 PM - 3:00 PM',
      capacity: 20,
      remaining: 20,
    });
  });

  it('refuses an unknown zone or a reversed range in Spanish', async () => {
    const zone = await api.call('GET', '/vitrina/v1/slots?zone=marte');
    expect(zone.status).toBe(400);
    expect(at(zone.json, 'data.params.zone')).toBe('Zona desconocida.');
    const range = await api.call(
      'GET',
      '/vitrina/v1/slots?zone=santiago&from=2026-11-30&to=2026-11-25',
    );
    expect(at(range.json, 'data.params.to')).toBe('La fecha final es anterior a la inicial.');
  });
});

describe('booking with the order', () => {
  it('takes a place per order; a full window is 409 with the next free one, and nothing is made', async () => {
    const fridge = productOf(338);
    // The rest of the country: two days of preparation, 6 places in the morning.
    for (let taken = 0; taken < 5; taken += 1) {
      expect((await place(order(fridge, 'DO-18', '2026-11-26'))).status).toBe(201);
    }
    expect(await remaining('resto-del-pais', '2026-11-26')).toBe(1);
    // Two shoppers race for the last place: one order gets it.
    const race = await Promise.all([
      place(order(fridge, 'DO-18', '2026-11-26')),
      place(order(fridge, 'DO-18', '2026-11-26')),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const lost = race.find((answer) => answer.status === 409);
    expect(at(lost?.json, 'code')).toBe('delivery_slot_full');
    expect(at(lost?.json, 'message')).toBe(
      'El horario que elegiste se llenó mientras comprabas. El próximo libre es el viernes, 27 de noviembre, de 9:00 AM - 12:00 PM.',
    );
    expect(at(lost?.json, 'data.next')).toEqual({ date: '2026-11-27', schedule: MORNING });
    const before = orderCount();
    expect((await place(order(fridge, 'DO-18', '2026-11-26'))).status).toBe(409);
    expect(orderCount()).toBe(before);
    expect(await remaining('resto-del-pais', '2026-11-26')).toBe(0);

    // A cancelled order gives its place back.
    const id = Number(at(race.find((answer) => answer.status === 201)?.json, 'id'));
    const cancelled = await api.call('PUT', `/wc/v3/orders/${String(id)}`, {
      key: 'write',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await remaining('resto-del-pais', '2026-11-26')).toBe(1);
  });

  it('refuses a closed day with its reason and books an installation in its own agenda', async () => {
    const fridge = productOf(338);
    const sunday = await place(order(fridge, 'DO-01', '2026-11-29'));
    expect(sunday.status).toBe(400);
    expect(at(sunday.json, 'message')).toBe(
      'Elige una fecha y un horario de entrega válidos. No disponible: no entregamos los domingos.',
    );
    const installation = productOf(200);
    expect((await place(order(installation, 'DO-01', '2026-11-25'))).status).toBe(201);
    expect(await remaining('santo-domingo', '2026-11-25', 'instalacion')).toBe(3);
    expect(await remaining('santo-domingo', '2026-11-25', 'entrega')).toBe(20);
  });

  it('carries the bulky-delivery details as order meta', async () => {
    const answer = await place(
      order(productOf(338), 'DO-01', '2026-11-27', [
        { key: 'delivery_floor', value: '4' },
        { key: 'delivery_access', value: 'escaleras' },
        { key: 'delivery_someone_receives', value: 'no' },
        { key: 'delivery_haul_away', value: 'yes' },
      ]),
    );
    expect(answer.status).toBe(201);
    expect(metaOf(answer.json, 'delivery_floor')).toBe('4');
    expect(metaOf(answer.json, 'delivery_access')).toBe('escaleras');
    expect(metaOf(answer.json, 'delivery_someone_receives')).toBe('no');
    expect(metaOf(answer.json, 'delivery_haul_away')).toBe('yes');
  });
});

describe('NCF with the order', () => {
  it('B02 for a final consumer, B01 for a company, each in its own sequence; a refused order takes none', async () => {
    const fridge = productOf(338);
    const first = await place(order(fridge, 'DO-01', '2026-11-27'));
    const firstNcf = String(metaOf(first.json, 'ncf'));
    expect(firstNcf).toMatch(/^B02\d{8}$/);
    expect(metaOf(first.json, 'ncf_type')).toBe('B02');
    // A refused order (Sunday) issues nothing.
    expect((await place(order(fridge, 'DO-01', '2026-11-29'))).status).toBe(400);
    const second = await place(order(fridge, 'DO-01', '2026-11-27'));
    expect(Number(String(metaOf(second.json, 'ncf')).slice(3))).toBe(Number(firstNcf.slice(3)) + 1);
    const company = await place(
      order(fridge, 'DO-01', '2026-11-27', [
        { key: 'is_fiscal', value: true },
        { key: 'rnc', value: '1-01-85004-3' },
        { key: 'trade_name', value: 'Frío Caribe SRL' },
        { key: 'ncf', value: 'B0199999999' },
      ]),
    );
    expect(company.status).toBe(201);
    expect(metaOf(company.json, 'ncf_type')).toBe('B01');
    // The store issues the number; one sent by the client is ignored.
    expect(metaOf(company.json, 'ncf')).toBe('B0100000001');
    expect(metaOf(company.json, 'rnc')).toBe('101850043');
  });
});
