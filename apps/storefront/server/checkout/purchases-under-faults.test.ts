// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningShop } from '../start-server.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import {
  cleanRun,
  makeFaultTestProduct,
  orderFaults,
  ownerRead,
  runPurchasesUnderFaults,
  startFaultyRelay,
} from '../../test/support/purchases-under-faults.js';
import type { StoreRelay } from '../../test/support/store-relay.js';
import { seededRandom } from '../../test/support/virtual-shopper.js';

// The same run as `pnpm bench`'s 200 purchases by 20 shoppers, smaller: every purchase one
// order, whatever fails on the way (H1, H3, R8; #28).
const RUN = { shoppers: 10, each: 4, stock: 1_000 };

let store: TestStore;
let relay: StoreRelay;
let shop: RunningShop;
const faults = orderFaults(seededRandom(28));

beforeAll(async () => {
  store = await startTestStore();
  relay = await startFaultyRelay(store.baseUrl, faults, 40);
  // Each shopper comes from an address of their own, as behind the shop's reverse proxy.
  shop = await startCheckoutShop(store, relay.url, { TRUST_PROXY: '1' });
});
afterAll(async () => {
  await shop.close();
  await relay.close();
  await store.stop();
});

it('H3/R8: shoppers buying at once with faults at every step get one order per purchase, carts emptied of it, stock and windows kept', async () => {
  const run = await runPurchasesUnderFaults({
    ...RUN,
    shopUrl: shop.url,
    relay,
    faults,
    read: ownerRead(store),
    makeProduct: (stock) => makeFaultTestProduct(store, stock),
    seed: 2_028,
  });
  expect(run).toEqual(cleanRun(RUN));
}, 120_000);
