import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';
import { startWebhookListener, type Delivery, type WebhookListener } from './webhook-listener.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;
let listener: WebhookListener;
let listenerUrl: string;

beforeAll(async () => {
  store = await startTestStore();
  api = storeClient(store);
  listener = await startWebhookListener();
  listenerUrl = listener.url;
});
afterAll(async () => {
  await listener.close();
  await store.stop();
});

/** What WooCommerce sends when a webhook is created, before any delivery. */
const isPing = (delivery: Delivery) => delivery.headers['x-wc-webhook-topic'] === undefined;

/** The deliveries (not the pings) to `path` so far. */
const sentTo = (path: string) => listener.at(path).filter((delivery) => !isPing(delivery));

/** The deliveries to `path` once `count` have arrived (they go out after the store answers). */
async function deliveredTo(path: string, count: number): Promise<Delivery[]> {
  const deadline = Date.now() + 5_000;
  while (sentTo(path).length < count && Date.now() <= deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return sentTo(path);
}

const createWebhook = (body: object, key: 'write' | 'proxy' = 'write') =>
  api.call('POST', '/wc/v3/webhooks', { key, body });

const changePrice = (id: number, price: string) =>
  api.call('PUT', `/wc/v3/products/${String(id)}`, {
    key: 'admin',
    body: { regular_price: price, sale_price: '' },
  });

describe('wc/v3 webhooks', () => {
  it('product.updated goes to the delivery URL signed with the secret, with WooCommerce headers', async () => {
    const created = await createWebhook({
      name: 'Caché de la tienda',
      topic: 'product.updated',
      delivery_url: `${listenerUrl}/actualizado`,
      secret: 'secreto-del-webhook',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Caché de la tienda',
      status: 'active',
      topic: 'product.updated',
      resource: 'product',
      event: 'updated',
      delivery_url: `${listenerUrl}/actualizado`,
    });
    expect(JSON.stringify(created.json)).not.toContain('secreto-del-webhook');
    // As WooCommerce, the creation waits for its ping: an unsigned form post of the id.
    const [ping] = listener.at('/actualizado');
    expect(ping?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(ping && isPing(ping)).toBe(true);
    expect(ping?.body).toBe(`webhook_id=${String(at(created.json, 'id'))}`);

    const changed = await changePrice(1020, '45678');
    expect(changed.status).toBe(200);
    const [delivery] = await deliveredTo('/actualizado', 1);
    expect(delivery).toBeDefined();
    if (!delivery) return;
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/json',
      'x-wc-webhook-topic': 'product.updated',
      'x-wc-webhook-resource': 'product',
      'x-wc-webhook-event': 'updated',
      'x-wc-webhook-id': String(at(created.json, 'id')),
    });
    const expected = createHmac('sha256', 'secreto-del-webhook')
      .update(delivery.body)
      .digest('base64');
    expect(delivery.headers['x-wc-webhook-signature']).toBe(expected);
    expect(JSON.parse(delivery.body)).toMatchObject({ id: 1020, price: '45678.00' });
  });

  it('only active webhooks of the topic receive it, and a deleted one no longer does', async () => {
    const other = await createWebhook({
      topic: 'product.deleted',
      delivery_url: `${listenerUrl}/borrado`,
    });
    const paused = await createWebhook({
      topic: 'product.updated',
      status: 'paused',
      delivery_url: `${listenerUrl}/pausado`,
    });
    const live = await createWebhook({
      topic: 'product.updated',
      delivery_url: `${listenerUrl}/vivo`,
    });
    expect([other.status, paused.status, live.status]).toEqual([201, 201, 201]);
    await changePrice(1021, '11111');
    expect(await deliveredTo('/vivo', 1)).toHaveLength(1);
    const removed = await api.call('DELETE', `/wc/v3/webhooks/${String(at(live.json, 'id'))}`, {
      key: 'write',
    });
    expect(removed.status).toBe(200);
    await changePrice(1021, '22222');
    // The first webhook still fires for the second change; by then the deleted one would have too.
    await deliveredTo('/actualizado', 2);
    expect(sentTo('/vivo')).toHaveLength(1);
    expect(sentTo('/pausado')).toHaveLength(0);
    expect(sentTo('/borrado')).toHaveLength(0);
  });

  it('an order that takes stock, and its cancellation that gives it back, each send product.updated', async () => {
    const hook = await createWebhook({
      topic: 'product.updated',
      delivery_url: `${listenerUrl}/existencias`,
    });
    expect(hook.status).toBe(201);
    const stock = async () =>
      at((await api.call('GET', '/wc/v3/products/1001', { key: 'proxy' })).json, 'stock_quantity');
    const before = Number(await stock());
    const order = await api.call('POST', '/wc/v3/orders', {
      key: 'write',
      body: {
        payment_method: 'bacs',
        billing: {
          first_name: 'Rosa',
          last_name: 'Díaz',
          address_1: 'Calle Duarte 12',
          city: 'Santo Domingo',
          state: 'DO-32',
          email: 'existencias@correo.do',
          phone: '8495550123',
        },
        line_items: [{ product_id: 1001, quantity: 2 }],
        shipping_lines: [{ method_id: 'flat_rate' }],
      },
    });
    expect(order.status).toBe(201);
    const [taken] = await deliveredTo('/existencias', 1);
    expect(JSON.parse(taken?.body ?? '{}')).toMatchObject({ id: 1001, stock_quantity: before - 2 });

    const cancelled = await api.call('PUT', `/wc/v3/orders/${String(at(order.json, 'id'))}`, {
      key: 'write',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const [, givenBack] = await deliveredTo('/existencias', 2);
    expect(JSON.parse(givenBack?.body ?? '{}')).toMatchObject({ id: 1001, stock_quantity: before });
  });

  it('a product created and then deleted sends product.created and product.deleted', async () => {
    for (const topic of ['product.created', 'product.deleted'])
      await createWebhook({ topic, delivery_url: `${listenerUrl}/${topic}` });
    const created = await api.call('POST', '/wc/v3/products', {
      key: 'admin',
      body: {
        name: 'Aire de prueba 9,000 BTU',
        regular_price: '19999',
        categories: [{ id: 194 }],
        manage_stock: true,
        stock_quantity: 3,
      },
    });
    expect(created.status).toBe(201);
    const id = Number(at(created.json, 'id'));
    const [announced] = await deliveredTo('/product.created', 1);
    expect(JSON.parse(announced?.body ?? '{}')).toMatchObject({
      id,
      name: 'Aire de prueba 9,000 BTU',
      price: '19999.00',
      stock_status: 'instock',
    });
    const listed = await api.call('GET', '/wc/v3/products?category=194&per_page=100', {
      key: 'proxy',
    });
    expect((listed.json as { id: number }[]).map((product) => product.id)).toContain(id);

    const path = `/wc/v3/products/${String(id)}`;
    expect((await api.call('DELETE', path, { key: 'admin' })).status).toBe(501);
    expect((await api.call('DELETE', `${path}?force=true`, { key: 'proxy' })).status).toBe(401);
    expect((await api.call('DELETE', `${path}?force=true`, { key: 'admin' })).status).toBe(200);
    const [gone] = await deliveredTo('/product.deleted', 1);
    expect(JSON.parse(gone?.body ?? '{}')).toEqual({ id });
    expect((await api.call('GET', path, { key: 'proxy' })).status).toBe(404);
  });

  it('lists and reads webhooks with a key; an unknown id is 404', async () => {
    const list = await api.call('GET', '/wc/v3/webhooks', { key: 'proxy' });
    expect(list.status).toBe(200);
    expect((list.json as unknown[]).length).toBeGreaterThanOrEqual(3);
    const first = (list.json as unknown[])[0];
    const one = await api.call('GET', `/wc/v3/webhooks/${String(at(first, 'id'))}`, {
      key: 'proxy',
    });
    expect(one.json).toEqual(first);
    const missing = await api.call('GET', '/wc/v3/webhooks/999999', { key: 'proxy' });
    expect(missing.status).toBe(404);
  });

  it('the read key, a token or nothing cannot create one; a bad topic or URL is a 400 in Spanish', async () => {
    const body = { topic: 'product.updated', delivery_url: `${listenerUrl}/nunca` };
    expect((await createWebhook(body, 'proxy')).status).toBe(401);
    const customer = await api.register();
    expect(
      (await api.call('POST', '/wc/v3/webhooks', { token: customer.token, body })).status,
    ).toBe(401);
    expect((await api.call('POST', '/wc/v3/webhooks', { body })).status).toBe(401);
    const topic = await createWebhook({ ...body, topic: 'order.created' });
    expect(topic.status).toBe(400);
    expect(at(topic.json, 'message')).toBe('El tema del webhook no es válido.');
    const url = await createWebhook({ ...body, delivery_url: 'ftp://example.com/x' });
    expect(url.status).toBe(400);
    expect(at(url.json, 'message')).toBe('La URL de entrega del webhook no es válida.');
  });
});
