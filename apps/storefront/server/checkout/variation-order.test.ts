// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningShop } from '../start-server.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import { buyAndReadLines } from '../../test/support/variation-purchase.js';

// Issue 29: a variation bought through /api/pedidos in front of the embedded store.
let store: TestStore;
let shop: RunningShop;
beforeAll(async () => {
  store = await startTestStore();
  shop = await startCheckoutShop(store);
});
afterAll(async () => {
  await shop.close();
  await store.stop();
});

/** The seeded 55" television, a variation of the TV in three sizes (the store's variable seed). */
const TV_55 = 50012;

it('names a variation by its product, with its options apart, in the review, the confirmation and the invoice', async () => {
  const seen = await buyAndReadLines(shop.url, TV_55, `tv55.${String(Date.now())}@example.do`);
  const line = {
    name: 'Televisor Samsung Crystal UHD Smart TV',
    options: [{ label: 'Tamaño de pantalla', value: '55"' }],
    quantity: 1,
  };
  expect(seen).toEqual({ review: [line], confirmed: [line], invoice: [line] });
});
