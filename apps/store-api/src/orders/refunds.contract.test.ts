import { DatabaseSync } from 'node:sqlite';

import { NCF_REFUSAL_MESSAGES } from '@vitrina/core';
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

/** A cash-on-delivery order of one in-stock product; its id, NCF, total and line. */
async function placeOrder(status = 'processing') {
  const row = db
    .prepare(
      "SELECT id FROM products WHERE status = 'publish' AND type = 'simple' AND price > 0 ORDER BY id LIMIT 1",
    )
    .get();
  db.prepare(
    "UPDATE products SET manage_stock = 1, stock_quantity = 20, stock_status = 'instock' WHERE id = ?",
  ).run(Number(row?.id));
  const answer = await api.call('POST', '/wc/v3/orders', {
    key: 'write',
    body: {
      payment_method: 'cod',
      billing: {
        first_name: 'Rosa',
        last_name: 'Peña',
        address_1: 'Calle El Conde 10',
        city: 'Santo Domingo',
        state: 'DO-01',
        country: 'DO',
        email: 'rosa.reembolso@correo.do',
        phone: '809-555-0123',
      },
      line_items: [{ product_id: Number(row?.id), quantity: 2 }],
      shipping_lines: [{ method_id: 'local_pickup', method_title: 'Recoger', total: '0' }],
    },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  const id = Number(at(answer.json, 'id'));
  if (status !== 'processing') {
    await api.call('PUT', `/wc/v3/orders/${String(id)}`, { key: 'admin', body: { status } });
  }
  const meta = at(answer.json, 'meta_data') as { key: string; value: unknown }[];
  return {
    id,
    productId: Number(row?.id),
    lineId: Number(at(answer.json, 'line_items.0.id')),
    total: String(at(answer.json, 'total')),
    ncf: String(meta.find((entry) => entry.key === 'ncf')?.value),
  };
}

const refund = (id: number, body: object, key: 'admin' | 'proxy' = 'admin') =>
  api.call('POST', `/wc/v3/orders/${String(id)}/refunds`, { key, body });
const metaOf = (json: unknown, key: string) =>
  (at(json, 'meta_data') as { key: string; value: unknown }[]).find((entry) => entry.key === key)
    ?.value;
const stockOf = (id: number) =>
  Number(db.prepare('SELECT stock_quantity FROM products WHERE id = ?').get(id)?.stock_quantity);

describe('wc/v3 orders/{id}/refunds', () => {
  it('N1, N2: a partial refund then the rest; each a credit note B04 of its own sequence, naming the invoice', async () => {
    const order = await placeOrder();
    const total = Number(order.total);
    const partial = await refund(order.id, {
      amount: '1000.00',
      reason: 'Rayón',
      api_refund: false,
    });
    expect(partial.status, JSON.stringify(partial.json)).toBe(201);
    expect(partial.json).toMatchObject({
      amount: '1000.00',
      reason: 'Rayón',
      refunded_payment: false,
    });
    expect(metaOf(partial.json, 'ncf')).toMatch(/^B04\d{8}$/);
    expect(metaOf(partial.json, 'ncf_modified')).toBe(order.ncf);
    const afterPartial = await api.call('GET', `/wc/v3/orders/${String(order.id)}`, {
      key: 'write',
    });
    expect(at(afterPartial.json, 'status')).toBe('processing');
    expect(at(afterPartial.json, 'refunds')).toEqual([
      { id: at(partial.json, 'id'), reason: 'Rayón', total: '-1000.00' },
    ]);

    const rest = (total - 1000).toFixed(2);
    const full = await refund(order.id, { amount: rest, api_refund: false });
    expect(full.status).toBe(201);
    const second = Number(String(metaOf(full.json, 'ncf')).slice(3));
    expect(second).toBe(Number(String(metaOf(partial.json, 'ncf')).slice(3)) + 1);
    const afterFull = await api.call('GET', `/wc/v3/orders/${String(order.id)}`, { key: 'write' });
    expect(at(afterFull.json, 'status')).toBe('refunded');
    const listed = await api.call('GET', `/wc/v3/orders/${String(order.id)}/refunds`, {
      key: 'write',
    });
    expect((listed.json as { amount: string }[]).map((entry) => entry.amount)).toEqual([
      rest,
      '1000.00',
    ]);
  });

  it('refuses more than is left, a zero amount, the automatic refund no gateway here makes, and a read key: nothing recorded', async () => {
    const order = await placeOrder();
    const total = Number(order.total);
    const tooMuch = await refund(order.id, { amount: (total + 1).toFixed(2), api_refund: false });
    expect(tooMuch).toMatchObject({
      status: 500,
      json: { code: 'woocommerce_rest_cannot_create_order_refund' },
    });
    expect((await refund(order.id, { amount: '0', api_refund: false })).status).toBe(400);
    expect((await refund(order.id, { amount: '-5', api_refund: false })).json).toMatchObject({
      code: 'woocommerce_rest_invalid_order_refund',
    });
    expect(await refund(order.id, { amount: '10.00' })).toMatchObject({
      status: 500,
      json: { code: 'woocommerce_rest_cannot_create_order_refund' },
    });
    expect((await refund(order.id, { amount: '10.00', api_refund: false }, 'proxy')).status).toBe(
      401,
    );
    const listed = await api.call('GET', `/wc/v3/orders/${String(order.id)}/refunds`, {
      key: 'write',
    });
    expect(listed.json).toEqual([]);
    expect((await refund(999_999, { amount: '1', api_refund: false })).status).toBe(404);
  });

  it("N4: a cancelled order's NCF is void: no refund, no credit note", async () => {
    const order = await placeOrder('cancelled');
    const answer = await refund(order.id, { amount: '10.00', api_refund: false });
    expect(answer).toMatchObject({ status: 409, json: { code: 'order_not_refundable' } });
  });

  it('gives the refunded lines back to stock when asked, and marking an order refunded refunds what was left', async () => {
    const order = await placeOrder();
    const before = stockOf(order.productId);
    const line = await refund(order.id, {
      api_refund: false,
      line_items: [{ id: order.lineId, quantity: 1, refund_total: 500 }],
    });
    expect(line.json).toMatchObject({
      amount: '500.00',
      line_items: [{ quantity: -1, total: '-500.00' }],
    });
    expect(stockOf(order.productId)).toBe(before + 1);
    await api.call('PUT', `/wc/v3/orders/${String(order.id)}`, {
      key: 'admin',
      body: { status: 'refunded' },
    });
    const listed = await api.call('GET', `/wc/v3/orders/${String(order.id)}/refunds`, {
      key: 'write',
    });
    expect((listed.json as { amount: string }[]).map((entry) => entry.amount)).toEqual([
      (Number(order.total) - 500).toFixed(2),
      '500.00',
    ]);
  });

  it('N3: a credit note past its range refuses the refund (409), and the order keeps its money', async () => {
    const order = await placeOrder();
    const status = await api.call('GET', '/wc-vitrina/v1/ncf', { key: 'admin' });
    const last = Number(at((status.json as unknown[])[2], 'last_issued'));
    const expires = '2099-12-31';
    await api.call('PUT', '/wc-vitrina/v1/ncf/B04', {
      key: 'admin',
      body: { from: last + 1, to: last + 1, expires },
    });
    expect((await refund(order.id, { amount: '1.00', api_refund: false })).status).toBe(201);
    expect(await refund(order.id, { amount: '1.00', api_refund: false })).toMatchObject({
      status: 409,
      json: {
        code: 'ncf_range_exhausted',
        message: NCF_REFUSAL_MESSAGES.creditNote.ncf_range_exhausted,
      },
    });
    await api.call('DELETE', '/wc-vitrina/v1/ncf/B04', { key: 'admin' });
    const listed = await api.call('GET', `/wc/v3/orders/${String(order.id)}/refunds`, {
      key: 'write',
    });
    expect(listed.json).toHaveLength(1);
  });
});
