import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cartClient } from '../cart/cart-test-client.js';
import { startTestStore, type TestStore } from '../testing.js';
import { FAULT_HEADER } from './fault-hooks.js';

const INTERNAL_ERROR = {
  code: 'internal_error',
  message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  data: { status: 500 },
};

describe('fault hooks (STORE_FAULTS=1)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ faults: true });
  });
  afterAll(() => store.stop());

  it.each(['error', 'db-error'])(
    'L1: %s answers the generic 500 with no stack, SQL or path',
    async (fault) => {
      const response = await fetch(`${store.baseUrl}/wp-json/cocart/v2/cart`, {
        headers: { [FAULT_HEADER]: fault },
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual(INTERNAL_ERROR);
      expect(text).not.toMatch(/ at |SQLITE|\/home\/|missing_table|no such/i);
    },
  );

  it('commit-then-error keeps the change but answers 500', async () => {
    const api = cartClient(store);
    const created = await api.cart(await api.add({ id: '1004', quantity: '1' }));
    const response = await fetch(api.url('cart/add-item', created.cart_key), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [FAULT_HEADER]: 'commit-then-error' },
      body: JSON.stringify({ id: '1007', quantity: '1' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(INTERNAL_ERROR);
    const after = await api.cart(await api.get(created.cart_key));
    expect(after.items.map((item) => item.id)).toEqual([1004, 1007]);
  });

  it('delay answers normally, later', async () => {
    const startedAt = Date.now();
    const response = await fetch(`${store.baseUrl}/wp-json/cocart/v2/cart`, {
      headers: { [FAULT_HEADER]: 'delay=150' },
    });
    expect(response.status).toBe(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(150);
  });
});

describe('fault hooks without STORE_FAULTS', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(() => store.stop());

  it('ignores the fault header', async () => {
    const response = await fetch(`${store.baseUrl}/wp-json/cocart/v2/cart`, {
      headers: { [FAULT_HEADER]: 'error' },
    });
    expect(response.status).toBe(200);
  });
});
