import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;
let db: DatabaseSync;
let item: { id: number; price: number };

beforeAll(async () => {
  store = await startTestStore({ env: { TRUST_PROXY: '1' } });
  api = storeClient(store);
  db = new DatabaseSync(store.dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
  // One product, priced so every demo coupon's minimum is met, with stock for every test.
  const row = db
    .prepare("SELECT id FROM products WHERE status = 'publish' ORDER BY id LIMIT 1")
    .get();
  item = { id: Number(row?.id), price: 4_000_000 };
  db.prepare(
    "UPDATE products SET regular_price = ?, sale_price = NULL, manage_stock = 1, stock_quantity = 1000, stock_status = 'instock' WHERE id = ?",
  ).run(item.price, item.id);
});
afterAll(async () => {
  db.close();
  await store.stop();
});

function orderBody(codes: string[], email = 'cupones@correo.do') {
  return {
    payment_method: 'bacs',
    billing: {
      first_name: 'Rosa',
      last_name: 'Díaz',
      address_1: 'Calle Duarte 12',
      city: 'Santo Domingo',
      state: 'DO-32',
      email,
      phone: '8495550123',
    },
    line_items: [{ product_id: item.id, quantity: 1 }],
    shipping_lines: [{ method_id: 'flat_rate' }],
    coupon_lines: codes.map((code) => ({ code })),
  };
}

const placeOrder = (codes: string[], options: { customerId?: number; email?: string } = {}) =>
  api.call('POST', '/wc/v3/orders', {
    key: 'write',
    body: { ...orderBody(codes, options.email), customer_id: options.customerId ?? 0 },
  });

describe('wc/v3 coupons', () => {
  it('finds a coupon by code, case-insensitively', async () => {
    const answer = await api.call('GET', '/wc/v3/coupons?code=VITRINA10', { key: 'proxy' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject([
      { code: 'vitrina10', discount_type: 'percent', amount: '10.00', individual_use: true },
    ]);
  });

  it('F6: a malformed code is refused before lookup; no key → 401', async () => {
    const bad = await api.call('GET', `/wc/v3/coupons?code=${encodeURIComponent("x' OR 1=1")}`, {
      key: 'proxy',
    });
    expect(bad.status).toBe(400);
    expect(at(bad.json, 'message')).toBe('El código de cupón no es válido.');
    expect((await api.call('GET', '/wc/v3/coupons?code=vitrina10')).status).toBe(401);
  });

  it('takes 10 % off the goods with VITRINA10', async () => {
    const answer = await placeOrder(['VITRINA10'], { email: 'diez@correo.do' });
    expect(answer.status).toBe(201);
    expect(at(answer.json, 'discount_total')).toBe('4000.00');
    expect(at(answer.json, 'coupon_lines.0.code')).toBe('vitrina10');
    expect(at(answer.json, 'total')).toBe((36_000 + 500).toFixed(2));
  });

  it('refuses the expired VERANO2025', async () => {
    const answer = await placeOrder(['verano2025']);
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'message')).toBe('El cupón VERANO2025 ha caducado.');
  });

  it('G4: the same coupon twice → 400, counted once', async () => {
    const answer = await placeOrder(['ahorra2000', 'AHORRA2000']);
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'message')).toBe('Este cupón ya está aplicado.');
  });

  it('G4: an individual-use coupon with another → 400', async () => {
    const answer = await placeOrder(['vitrina10', 'ahorra2000']);
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'message')).toBe(
      'El cupón VITRINA10 no se puede combinar con otros cupones.',
    );
  });

  it('G4: below the minimum spend the amount is named in RD$', async () => {
    db.prepare('UPDATE coupons SET minimum_amount_cents = 5000000 WHERE code = ?').run(
      'ahorra2000',
    );
    const answer = await placeOrder(['ahorra2000']);
    db.prepare('UPDATE coupons SET minimum_amount_cents = 3000000 WHERE code = ?').run(
      'ahorra2000',
    );
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'message')).toBe(
      'El gasto mínimo para usar el cupón AHORRA2000 es RD$ 50,000.00.',
    );
  });

  it('G6: the per-user limit holds until the first order is cancelled, then frees the use', async () => {
    const registered = await api.register();
    const me = await api.call('GET', '/api/v1/users', { token: registered.token });
    const buyer = {
      customerId: Number(at(me.json, 'results.userData.ID')),
      email: registered.email,
    };
    const first = await placeOrder(['vitrina10'], buyer);
    expect(first.status).toBe(201);
    const second = await placeOrder(['vitrina10'], buyer);
    expect(second.status).toBe(409);
    const cancelled = await api.call('PUT', `/wc/v3/orders/${String(at(first.json, 'id'))}`, {
      key: 'write',
      body: { status: 'cancelled' },
    });
    expect(at(cancelled.json, 'status')).toBe('cancelled');
    expect((await placeOrder(['vitrina10'], buyer)).status).toBe(201);
  });

  it('G5: usage_limit 10 and 50 parallel checkouts → exactly 10 orders carry it', async () => {
    const iso = new Date().toISOString();
    db.prepare(
      "INSERT INTO coupons (code, discount_type, amount, usage_limit, date_created, date_modified) VALUES ('limite10', 'fixed_cart', 10000, 10, ?, ?)",
    ).run(iso, iso);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        placeOrder(['limite10'], { email: `g5.${index}@correo.do` }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(at(refused[0]?.json, 'message')).toBe('El cupón alcanzó su límite de uso.');
    const coupon = db.prepare("SELECT usage_count FROM coupons WHERE code = 'limite10'").get();
    expect(coupon?.usage_count).toBe(10);
    const withCoupon = db
      .prepare(
        "SELECT count(*) AS n FROM order_coupon_lines WHERE code = 'limite10' AND released = 0",
      )
      .get();
    expect(withCoupon?.n).toBe(10);
  });
});

describe('G7: coupon code guessing', () => {
  it('20 unknown codes from one address → 429 for any code; a valid code works after the wait', async () => {
    let nowMs = Date.UTC(2026, 10, 22, 15);
    const guessed = await startTestStore({
      clock: { now: () => nowMs },
      env: { TRUST_PROXY: '1' },
    });
    try {
      const guesser = storeClient(guessed);
      const ip = guesser.freshIp();
      const lookup = (code: string) =>
        guesser.call('GET', `/wc/v3/coupons?code=${code}`, { key: 'proxy', ip });
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await lookup(`adivina${attempt}`)).json).toEqual([]);
      }
      const blocked = await lookup('adivina20');
      expect(blocked.status).toBe(429);
      expect(at(blocked.json, 'code')).toBe('rate_limited');
      expect((await lookup('vitrina10')).status).toBe(429);
      expect(
        (await guesser.call('GET', '/wc/v3/coupons?code=vitrina10', { key: 'proxy' })).status,
      ).toBe(200);
      nowMs += 11 * 60_000;
      const after = await lookup('vitrina10');
      expect(after.status).toBe(200);
      expect(at(after.json, '0.code')).toBe('vitrina10');
    } finally {
      await guessed.stop();
    }
  });
});
