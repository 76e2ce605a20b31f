import { newIdempotencyKey } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { startLossyProxy } from '../../test/support/local-server.js';
import {
  ANA,
  CARLOS,
  clientFor,
  failure,
  signedInClient,
  useTestStore,
  writerFor,
} from '../../test/support/store.js';
import type { OrderCreateInput } from './orders.js';

const store = useTestStore();

async function orderInput(email: string): Promise<OrderCreateInput> {
  const [product] = (
    await clientFor(store()).products.list({ stock_status: 'instock', per_page: 1 })
  ).items;
  if (product === undefined) throw new Error('no product in stock');
  // The first day the capital's agenda has room (never a Sunday or a holiday).
  const { days } = await clientFor(store()).shipping.slots({ zone: 'santo-domingo' });
  const day = days.find((candidate) => candidate.windows[0]?.schedule === '9:00 AM - 12:00 PM');
  if (day === undefined) throw new Error('no morning with room');
  const [gateway] = (await clientFor(store()).paymentGateways.list()).filter(
    (candidate) => candidate.enabled,
  );
  if (gateway === undefined) throw new Error('no payment gateway');
  return {
    line_items: [{ product_id: product.id, quantity: 1 }],
    billing: {
      first_name: 'Ana',
      last_name: 'Pérez',
      email,
      phone: '8095550101',
      address_1: 'Av. Winston Churchill 95',
      city: 'Santo Domingo',
      state: 'DO-01',
      country: 'DO',
    },
    shipping_lines: [{ method_id: 'flat_rate' }],
    payment_method: gateway.id,
    meta_data: [
      { key: 'delivery_date', value: day.date },
      { key: 'schedule', value: '9:00 AM - 12:00 PM' },
    ],
  };
}

describe('orders against the embedded store', () => {
  it('H1: creating twice with the same idempotency key answers the same single order (read_write key)', async () => {
    const writer = writerFor(store());
    const input = await orderInput(ANA);
    const idempotencyKey = newIdempotencyKey();
    const first = await writer.orders.create(input, { idempotencyKey });
    const second = await writer.orders.create(input, { idempotencyKey });
    expect(second.id).toBe(first.id);
    expect(first.order_key).toMatch(/^wc_order_/);
    expect(first.line_items).toHaveLength(1);

    const all = await writer.orders.listMine({ per_page: 100 });
    expect(all.items.filter((order) => order.id === first.id)).toHaveLength(1);
    expect(await writer.orders.get(first.id)).toMatchObject({ id: first.id, total: first.total });
  });

  it("lists one customer's orders after a date, and cancels one (read_write key)", async () => {
    const writer = writerFor(store());
    const since = new Date(Date.now() - 60_000).toISOString();
    const order = await writer.orders.create(await orderInput('invitado.lista@vitrina.do'));
    const guests = await writer.orders.ofCustomer(0, { after: since, per_page: 100 });
    expect(guests.some((candidate) => candidate.id === order.id)).toBe(true);
    expect(guests.every((candidate) => candidate.customer_id === 0)).toBe(true);
    expect((await writer.orders.cancel(order.id)).status).toBe('cancelled');
    expect((await writer.orders.get(order.id)).status).toBe('cancelled');
  });

  it("a customer's token alone can neither create nor read orders (401, as WooCommerce)", async () => {
    const ana = await signedInClient(store(), ANA);
    const order = await writerFor(store()).orders.create(await orderInput(ANA));
    expect(await failure(ana.orders.create(await orderInput(ANA)))).toMatchObject({
      status: 401,
      code: 'woocommerce_rest_cannot_create',
      method: 'POST',
    });
    expect(await failure(ana.orders.get(order.id))).toMatchObject({
      status: 401,
      code: 'woocommerce_rest_cannot_view',
    });
    expect(await failure(ana.orders.listMine())).toMatchObject({
      status: 401,
      code: 'woocommerce_rest_cannot_view',
    });
  });

  it('the read key reads an order but cannot create one; the order key alone reads nothing', async () => {
    const order = await writerFor(store()).orders.create(await orderInput('invitado@vitrina.do'));
    expect(await clientFor(store()).orders.get(order.id)).toMatchObject({ id: order.id });
    expect(
      await failure(clientFor(store()).orders.create(await orderInput('invitado@vitrina.do'))),
    ).toMatchObject({ status: 401, code: 'woocommerce_rest_authentication_error' });
    const guest = clientFor(store(), { consumerKey: undefined, consumerSecret: undefined });
    expect(await failure(guest.orders.get(order.id, order.order_key))).toMatchObject({
      status: 401,
    });
  });

  it('a 400 carries the Spanish message of the failing field', async () => {
    const input = await orderInput(CARLOS);
    const error = await failure(writerFor(store()).orders.create({ ...input, payment_method: '' }));
    expect(error).toMatchObject({
      status: 400,
      message: 'Elige un método de pago.',
      method: 'POST',
      path: 'wp-json/wc/v3/orders',
    });
  });

  it('R8: the answer to the order POST is lost after the store committed; the retry with the same key answers the one order', async () => {
    let posts = 0;
    const proxy = await startLossyProxy(
      store().baseUrl,
      (request) => request.method === 'POST' && ++posts === 1,
    );
    try {
      const writer = clientFor(store(), {
        baseUrl: proxy.baseUrl,
        consumerKey: store().writeConsumerKey,
        consumerSecret: store().writeConsumerSecret,
        retry: { limit: 2, backoffLimit: 10 },
      });
      const before = (await writer.orders.listMine({ per_page: 1 })).total;
      const order = await writer.orders.create(await orderInput(CARLOS));
      const posted = proxy.requests.filter((request) => request.method === 'POST');
      expect(posted).toHaveLength(2);
      expect(posted[1]?.headers['idempotency-key']).toBe(posted[0]?.headers['idempotency-key']);
      const after = await writer.orders.listMine({ per_page: 100 });
      expect(after.total).toBe(before + 1);
      expect(after.items.some((candidate) => candidate.id === order.id)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it("N1: a refund made with the owner's key is read back with its date and credit note, and listed on the order", async () => {
    const writer = writerFor(store());
    // No delivery window: the mornings the other cases booked may be full.
    const input = { ...(await orderInput('reembolso.cliente@vitrina.do')), meta_data: [] };
    const order = await writer.orders.create(input);
    const made = await writer.orders.refund(order.id, {
      amount: '100.00',
      reason: 'Caja dañada',
      api_refund: false,
    });
    expect(made).toMatchObject({ amount: '100.00', reason: 'Caja dañada' });
    expect(made.date_created).not.toBeNull();
    expect(made.meta_data.find((entry) => entry.key === 'ncf')?.value).toMatch(/^B04\d{8}$/);
    expect(await writer.orders.refunds(order.id)).toEqual([made]);
    expect((await writer.orders.get(order.id)).refunds).toEqual([
      { id: made.id, reason: 'Caja dañada', total: '-100.00' },
    ]);
  });
});
