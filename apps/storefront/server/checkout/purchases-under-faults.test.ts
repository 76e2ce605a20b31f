// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from '../start-server.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import {
  auditPurchases,
  cleanAudit,
  FAULTS,
  faultTestProduct,
  orderFaults,
  purchaseAll,
} from '../../test/support/purchases-under-faults.js';
import { startStoreRelay, type StoreRelay } from '../../test/support/store-relay.js';
import { seededRandom } from '../../test/support/virtual-shopper.js';

// The same run as `pnpm bench`'s 200 purchases by 20 shoppers, smaller: every purchase one
// order, whatever fails on the way (H1, H3, R8; #28).
const SHOPPERS = 10;
const EACH = 4;
const STOCK = 1_000;

let store: TestStore;
let relay: StoreRelay;
let shop: RunningShop;
let lateCommits: ReturnType<typeof setInterval>;
const faults = orderFaults(seededRandom(28));

beforeAll(async () => {
  store = await startTestStore();
  relay = await startStoreRelay(store.baseUrl, (request) => faults.pick(request));
  // The store's late commits land while shoppers are retrying, as a slow PHP's would.
  lateCommits = setInterval(() => void relay.commitLate(), 40);
  // Each shopper comes from an address of their own, as behind the shop's reverse proxy.
  shop = await startCheckoutShop(store, relay.url, { TRUST_PROXY: '1' });
});
afterAll(async () => {
  clearInterval(lateCommits);
  await shop.close();
  await relay.close();
  await store.stop();
});

async function storeRead(path: string): Promise<unknown> {
  const key = `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
  const separator = path.includes('?') ? '&' : '?';
  return (await fetch(`${store.baseUrl}/wp-json/${path}${separator}${key}`)).json();
}

it('H3/R8: shoppers buying at once with faults at every step get one order per purchase, carts emptied of it, stock and windows kept', async () => {
  const created = await fetch(
    `${store.baseUrl}/wp-json/wc/v3/products?consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(faultTestProduct(STOCK)),
    },
  );
  const product = z.object({ id: z.number() }).parse(await created.json());
  const purchases = await purchaseAll({
    shopUrl: shop.url,
    productId: product.id,
    shoppers: SHOPPERS,
    each: EACH,
    seed: 2_028,
  });
  await relay.commitLate();
  for (const fault of FAULTS) expect(faults.fell.get(fault ?? 'none') ?? 0).toBeGreaterThan(0);
  expect(await auditPurchases(storeRead, purchases, product.id)).toEqual(
    cleanAudit(SHOPPERS * EACH, STOCK),
  );
}, 120_000);
