import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';
import { pickupOrderBody } from './pickup-order.js';

let store: TestStore;
/** The store's clock: the wall clock until a case moves it on. */
let offsetMs = 0;
let api: ReturnType<typeof storeClient>;
let productId: number;

beforeAll(async () => {
  store = await startTestStore({
    env: { TRUST_PROXY: '1', STORE_HOLD_STOCK_MINUTES: '30' },
    clock: { now: () => Date.now() + offsetMs },
  });
  api = storeClient(store);
  const db = new DatabaseSync(store.dbPath);
  const row = db
    .prepare("SELECT id FROM products WHERE status = 'publish' ORDER BY id LIMIT 1")
    .get();
  productId = Number(row?.id);
  db.prepare(
    "UPDATE products SET regular_price = 1000000, sale_price = NULL, manage_stock = 1, stock_quantity = 100, stock_status = 'instock' WHERE id = ?",
  ).run(productId);
  db.close();
});
afterAll(() => store.stop());

async function cardOrder(partial: boolean) {
  const answer = await api.call('POST', '/wc/v3/orders', {
    key: 'write',
    body: pickupOrderBody('vitrina_test_card', productId, {
      meta_data: [
        { key: 'is_partial_payment', value: partial },
        { key: 'partial_amount', value: '1' },
      ],
    }),
  });
  expect(answer.status).toBe(201);
  return answer;
}

async function pay(paymentUrl: string, outcome: 'approve' | 'decline' | 'cancel') {
  const response = await fetch(`${paymentUrl}&outcome=${outcome}`, {
    method: 'POST',
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

describe('test card gateway (redirect, D5)', () => {
  it('D5: the hosted page asks for no card data and sends the shopper back to /pedido-confirmado', async () => {
    const order = await cardOrder(false);
    const paymentUrl = String(at(order.json, 'payment_url'));
    expect(at(order.json, 'status')).toBe('pending');
    expect(paymentUrl).toMatch(/\/pasarela-prueba\/\d+\?key=wc_order_/);
    const page = await fetch(paymentUrl);
    const html = await page.text();
    expect(html).toContain('RD$ 10,000.00');
    expect(html).not.toMatch(/<input/i);
    const paid = await pay(paymentUrl, 'approve');
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(
      /^http:\/\/localhost:3000\/pedido-confirmado\?order_id=\d+&key=wc_order_/,
    );
    const after = await api.call('GET', `/wc/v3/orders/${String(at(order.json, 'id'))}`, {
      key: 'proxy',
    });
    expect(at(after.json, 'status')).toBe('processing');
    expect(at(after.json, 'date_paid')).not.toBeNull();
  });

  it('G10: paying an order that is already processing → 409', async () => {
    const order = await cardOrder(false);
    const paymentUrl = String(at(order.json, 'payment_url'));
    await pay(paymentUrl, 'approve');
    const again = await pay(paymentUrl, 'approve');
    expect(again.status).toBe(409);
  });

  it("G9: the deposit is the store's half, then the balance completes the payment", async () => {
    const order = await cardOrder(true);
    const meta = at(order.json, 'meta_data');
    const entries = Array.isArray(meta) ? meta : [];
    const value = (key: string) =>
      at(
        entries.find((entry) => at(entry, 'key') === key),
        'value',
      );
    expect(value('deposit_amount')).toBe('5000.00');
    expect(value('balance_amount')).toBe('5000.00');
    expect(value('partial_amount')).toBeUndefined();
    const paymentUrl = String(at(order.json, 'payment_url'));
    expect(await fetch(paymentUrl).then((page) => page.text())).toContain(
      'RD$ 5,000.00 (anticipo)',
    );
    await pay(paymentUrl, 'approve');
    const id = String(at(order.json, 'id'));
    const afterDeposit = await api.call('GET', `/wc/v3/orders/${id}`, { key: 'proxy' });
    expect(at(afterDeposit.json, 'status')).toBe('partially-paid');
    await pay(paymentUrl, 'approve');
    const afterBalance = await api.call('GET', `/wc/v3/orders/${id}`, { key: 'proxy' });
    expect(at(afterBalance.json, 'status')).toBe('processing');
  });

  it('a declined payment fails the order, which keeps its stock and is paid again on the same page', async () => {
    const before = await stock();
    const order = await cardOrder(false);
    const paymentUrl = String(at(order.json, 'payment_url'));
    const declined = await pay(paymentUrl, 'decline');
    expect(declined.location).toContain('status=failed');
    expect(await stock()).toBe(before - 1);
    const failed = await api.call('GET', `/wc/v3/orders/${String(at(order.json, 'id'))}`, {
      key: 'proxy',
    });
    expect(at(failed.json, 'status')).toBe('failed');
    expect(at(failed.json, 'payment_url')).toBe(paymentUrl);
    const paid = await pay(paymentUrl, 'approve');
    expect(paid.location).toContain('status=processing');
    expect(await stock()).toBe(before - 1);
  });

  it('leaving the page settles nothing: the order stays pending and payable', async () => {
    const order = await cardOrder(false);
    const paymentUrl = String(at(order.json, 'payment_url'));
    const left = await pay(paymentUrl, 'cancel');
    expect(left.location).toContain('status=cancelled');
    const after = await api.call('GET', `/wc/v3/orders/${String(at(order.json, 'id'))}`, {
      key: 'proxy',
    });
    expect(at(after.json, 'status')).toBe('pending');
  });

  it('a declined order is moved to bank transfer, the same order; a paid one is not', async () => {
    const order = await cardOrder(false);
    const id = String(at(order.json, 'id'));
    await pay(String(at(order.json, 'payment_url')), 'decline');
    const change = { payment_method: 'bacs', status: 'on-hold' };
    const moved = await api.call('PUT', `/wc/v3/orders/${id}`, { key: 'write', body: change });
    expect(moved.status).toBe(200);
    expect(at(moved.json, 'status')).toBe('on-hold');
    expect(at(moved.json, 'payment_method')).toBe('bacs');
    expect(at(moved.json, 'payment_url')).toBe('');
    const again = await api.call('PUT', `/wc/v3/orders/${id}`, { key: 'write', body: change });
    expect(again.status).toBe(409);
  });

  it('G9: a card order with a deposit moved to cash on delivery owes its whole total, and nothing reads as paid', async () => {
    const order = await cardOrder(true);
    const id = String(at(order.json, 'id'));
    await pay(String(at(order.json, 'payment_url')), 'decline');
    const moved = await api.call('PUT', `/wc/v3/orders/${id}`, {
      key: 'write',
      body: { payment_method: 'cod', status: 'processing' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ status: 'processing', date_paid: null, payment_url: '' });
    const keys = (moved.json as { meta_data: { key: string }[] }).meta_data.map((e) => e.key);
    expect(keys).not.toContain('deposit_amount');
    expect(keys).not.toContain('balance_amount');
  });

  it('G9: moved to bank transfer, which takes a deposit, the order keeps the same one', async () => {
    const order = await cardOrder(true);
    const id = String(at(order.json, 'id'));
    const moved = await api.call('PUT', `/wc/v3/orders/${id}`, {
      key: 'write',
      body: { payment_method: 'bacs', status: 'on-hold' },
    });
    expect(moved.status).toBe(200);
    const entries = (moved.json as { meta_data: { key: string; value: unknown }[] }).meta_data;
    const value = (key: string) => entries.find((entry) => entry.key === key)?.value;
    expect([value('deposit_amount'), value('balance_amount')]).toEqual(['5000.00', '5000.00']);
    expect(at(moved.json, 'date_paid')).toBeNull();
  });

  it('an order unpaid past the hold (STORE_HOLD_STOCK_MINUTES) is cancelled and gives its stock back', async () => {
    // Lets go of what the cases before left unpaid, so the stock counts only this case's orders.
    offsetMs = 60 * 60_000;
    await api.call('GET', '/wc/v3/orders', { key: 'proxy' });
    const before = await stock();
    const pending = await cardOrder(false);
    const declined = await cardOrder(false);
    await pay(String(at(declined.json, 'payment_url')), 'decline');
    const paid = await cardOrder(false);
    await pay(String(at(paid.json, 'payment_url')), 'approve');
    expect(await stock()).toBe(before - 3);
    offsetMs = 89 * 60_000;
    const early = await api.call('GET', `/wc/v3/orders/${String(at(pending.json, 'id'))}`, {
      key: 'proxy',
    });
    expect(at(early.json, 'status')).toBe('pending');
    offsetMs = 91 * 60_000;
    const statusOf = async (order: typeof pending) =>
      at(
        (await api.call('GET', `/wc/v3/orders/${String(at(order.json, 'id'))}`, { key: 'proxy' }))
          .json,
        'status',
      );
    expect(await statusOf(pending)).toBe('cancelled');
    expect(await statusOf(declined)).toBe('cancelled');
    expect(await statusOf(paid)).toBe('processing');
    expect(await stock()).toBe(before - 1);
    // Coming back to pay: the gateway sends the shopper to the shop's page, which says it expired.
    const expired = await fetch(String(at(pending.json, 'payment_url')), { redirect: 'manual' });
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toMatch(
      /^http:\/\/localhost:3000\/pedido-confirmado\?order_id=\d+&key=wc_order_[\w-]+&status=cancelled$/,
    );
    offsetMs = 0;
  });

  it('a wrong order key is the same 404 as a missing order', async () => {
    const order = await cardOrder(false);
    const wrong = await fetch(
      `${store.baseUrl}/pasarela-prueba/${String(at(order.json, 'id'))}?key=wc_order_otra`,
    );
    const missing = await fetch(`${store.baseUrl}/pasarela-prueba/999999?key=wc_order_otra`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toBe(await missing.text());
  });
});

async function stock(): Promise<number> {
  const product = await api.call('GET', `/wc/v3/products/${productId}`, { key: 'proxy' });
  return Number(at(product.json, 'stock_quantity'));
}
