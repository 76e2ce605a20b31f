import { afterAll, beforeAll, expect, test } from 'vitest';
import * as z from 'zod';

import {
  cleanRun,
  FAULTS,
  faultTestProduct,
  orderFaults,
  runPurchasesUnderFaults,
  startFaultyRelay,
} from '../../../apps/storefront/test/support/purchases-under-faults.js';
import type { StoreRelay } from '../../../apps/storefront/test/support/store-relay.js';
import {
  startShopProcess,
  type ShopProcess,
} from '../../../apps/storefront/test/support/shop-process.js';
import { contractTargets } from './support/targets.js';

// H1/H3/R8 (#28) on the real WooCommerce with the Vitrina plugin, smaller than the embedded
// store's run: shoppers buying at once through the shop server while the fault proxy spoils the
// answers to their orders, and every purchase is one order.
const { real } = contractTargets();
const RUN = { shoppers: 3, each: 2, stock: 100 };

let relay: StoreRelay;
let shop: ShopProcess;
// Few orders: the faults come in turn rather than at random, so each of them falls.
let turn = 0;
const faults = orderFaults(() => (turn++ % FAULTS.length) / FAULTS.length);

beforeAll(async () => {
  // The shop server reaches the relay on loopback (its keys may go as query parameters there,
  // A6); the relay goes on to the store's https front, the only one where WooCommerce takes them.
  relay = await startFaultyRelay(real.settings.keyedUrl, faults, 100);
  shop = await startShopProcess({
    STORE_URL: relay.url,
    WC_CONSUMER_KEY: real.settings.readKey.key,
    WC_CONSUMER_SECRET: real.settings.readKey.secret,
    WC_WRITE_CONSUMER_KEY: real.settings.writeKey.key,
    WC_WRITE_CONSUMER_SECRET: real.settings.writeKey.secret,
    // Each virtual shopper comes from an address of their own, as behind a reverse proxy.
    TRUST_PROXY: '1',
  });
});
afterAll(async () => {
  shop.stop();
  await relay.close();
});

/** A read at the real store: keyed for wc/v3 (every order), open for the rest. */
async function read(path: string): Promise<unknown> {
  const keyed = path.startsWith('wc/');
  const answer = await real.raw('GET', path, keyed ? { auth: 'write' } : { via: 'open' });
  return answer.body;
}

test('H3/R8: en el WooCommerce real, compras a la vez con fallos en cada paso del pedido: un pedido por compra, carritos vacíos, stock y horarios en orden', async () => {
  const run = await runPurchasesUnderFaults({
    ...RUN,
    shopUrl: shop.url,
    relay,
    faults,
    read,
    makeProduct: async (stock) => {
      const created = await real.raw('POST', 'wc/v3/products', {
        auth: 'write',
        json: faultTestProduct(stock),
      });
      return z.object({ id: z.number() }).parse(created.body).id;
    },
    seed: 2_028,
  });
  expect(run).toEqual(cleanRun(RUN));
}, 240_000);
