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

describe('wc/v3 shipping zones', () => {
  it("lists Santo Domingo, Santiago, the rest of the country and WooCommerce's zone 0", async () => {
    const answer = await api.call('GET', '/wc/v3/shipping/zones', { key: 'proxy' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject([
      { id: 1, name: 'Gran Santo Domingo', order: 0 },
      { id: 2, name: 'Santiago', order: 1 },
      { id: 3, name: 'Resto del país', order: 2 },
      { id: 0, order: 99 },
    ]);
  });

  it('gives each zone its methods with their costs in settings', async () => {
    const answer = await api.call('GET', '/wc/v3/shipping/zones/1/methods', { key: 'proxy' });
    expect(answer.json).toMatchObject([
      { method_id: 'flat_rate', enabled: true, settings: { cost: { value: '500.00' } } },
      { method_id: 'free_shipping', settings: { min_amount: { value: '25000.00' } } },
      { method_id: 'local_pickup' },
    ]);
    const locations = await api.call('GET', '/wc/v3/shipping/zones/2/locations', { key: 'proxy' });
    expect(locations.json).toEqual([{ code: 'DO:DO-25', type: 'state' }]);
  });

  it('unknown zone → 404; no key → 401; a non-numeric id is no route', async () => {
    const missing = await api.call('GET', '/wc/v3/shipping/zones/77/methods', { key: 'proxy' });
    expect(missing.status).toBe(404);
    expect(at(missing.json, 'code')).toBe('woocommerce_rest_shipping_zone_invalid');
    expect((await api.call('GET', '/wc/v3/shipping/zones')).status).toBe(401);
    const noRoute = await api.call('GET', '/wc/v3/shipping/zones/abc/methods', { key: 'proxy' });
    expect(at(noRoute.json, 'code')).toBe('rest_no_route');
  });
});

describe('wc/v3 payment_gateways', () => {
  it('offers bank transfer, cash on delivery and a redirect card gateway', async () => {
    const answer = await api.call('GET', '/wc/v3/payment_gateways', { key: 'proxy' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject([
      { id: 'bacs', enabled: true, title: 'Transferencia bancaria' },
      { id: 'cod', enabled: true, title: 'Pago contra entrega' },
      { id: 'vitrina_test_card', enabled: true },
    ]);
    const one = await api.call('GET', '/wc/v3/payment_gateways/cod', { key: 'proxy' });
    expect(at(one.json, 'settings.title.value')).toBe('Pago contra entrega');
    expect((await api.call('GET', '/wc/v3/payment_gateways/stripe', { key: 'proxy' })).status).toBe(
      404,
    );
    expect((await api.call('GET', '/wc/v3/payment_gateways')).status).toBe(401);
  });
});
