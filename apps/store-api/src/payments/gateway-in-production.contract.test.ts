import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';
import { pickupOrderBody } from './pickup-order.js';

/** The store's first published product. */
async function firstProductId(store: TestStore): Promise<number> {
  const products = await storeClient(store).call(
    'GET',
    '/wc/v3/products?status=publish&per_page=1',
    { key: 'proxy' },
  );
  return Number(at(products.json, '0.id'));
}

/** An order of `store`'s first published product, paid with `paymentMethod`. */
async function orderPaidWith(store: TestStore, paymentMethod: string) {
  return storeClient(store).call('POST', '/wc/v3/orders', {
    key: 'write',
    body: pickupOrderBody(paymentMethod, await firstProductId(store)),
  });
}

const gatewayIds = async (store: TestStore) => {
  const answer = await storeClient(store).call('GET', '/wc/v3/payment_gateways', {
    key: 'proxy',
  });
  return (answer.json as { id: string }[]).map((gateway) => gateway.id);
};

describe('B7: the test card gateway in production', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => store.stop());

  it('B7: is not offered, takes no order and its page does not exist', async () => {
    expect(await gatewayIds(store)).toEqual(['bacs', 'cod']);
    const gateway = await storeClient(store).call(
      'GET',
      '/wc/v3/payment_gateways/vitrina_test_card',
      { key: 'proxy' },
    );
    expect(gateway.status).toBe(404);
    const order = await orderPaidWith(store, 'vitrina_test_card');
    expect([order.status, at(order.json, 'code')]).toEqual([
      400,
      'woocommerce_rest_invalid_payment_method',
    ]);
    const page = await fetch(`${store.baseUrl}/pasarela-prueba/1?key=wc_order_x`);
    expect(page.status).toBe(404);
    const approve = await fetch(
      `${store.baseUrl}/pasarela-prueba/1?key=wc_order_x&outcome=approve`,
      { method: 'POST' },
    );
    expect(approve.status).toBe(404);
  });

  it('B7: an unpaid order cannot be moved onto it', async () => {
    const order = await orderPaidWith(store, 'bacs');
    expect(order.status).toBe(201);
    const moved = await storeClient(store).call(
      'PUT',
      `/wc/v3/orders/${String(at(order.json, 'id'))}`,
      {
        key: 'write',
        body: { payment_method: 'vitrina_test_card', status: 'pending' },
      },
    );
    expect(moved.status).toBe(400);
  });
});

describe('B7: STORE_TEST_GATEWAY=1 turns it on in production', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { NODE_ENV: 'production', STORE_TEST_GATEWAY: '1' } });
  });
  afterAll(() => store.stop());

  it('B7: offered and payable, as outside production', async () => {
    expect(await gatewayIds(store)).toContain('vitrina_test_card');
    const order = await orderPaidWith(store, 'vitrina_test_card');
    expect(order.status).toBe(201);
    const page = await fetch(String(at(order.json, 'payment_url')));
    expect(page.status).toBe(200);
  });
});
