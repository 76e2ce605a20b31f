import { afterAll, beforeAll, expect, test } from 'vitest';
import * as z from 'zod';

import {
  auditPurchases,
  cleanAudit,
  FAULTS,
  faultTestProduct,
  orderFaults,
  purchaseAll,
} from '../../../apps/storefront/test/support/purchases-under-faults.js';
import {
  startStoreRelay,
  type StoreRelay,
} from '../../../apps/storefront/test/support/store-relay.js';
import {
  startShopProcess,
  type ShopProcess,
} from '../../../apps/storefront/test/support/shop-process.js';
import { contractTargets } from './support/targets.js';

// H1/H3/R8 (#28) on the real WooCommerce with the Vitrina plugin, smaller than the embedded
// store's run: shoppers buying at once through the shop server while the fault proxy spoils the
// answers to their orders, and every purchase is one order.
const { real } = contractTargets();
const SHOPPERS = 3;
const EACH = 2;
const STOCK = 100;

let relay: StoreRelay;
let shop: ShopProcess;
let lateCommits: ReturnType<typeof setInterval>;
// Few orders: the faults come in turn rather than at random, so each of them falls.
let turn = 0;
const faults = orderFaults(() => (turn++ % FAULTS.length) / FAULTS.length);

beforeAll(async () => {
  // The shop server reaches the relay on loopback (its keys may go as query parameters there,
  // A6); the relay goes on to the store's https front, the only one where WooCommerce takes them.
  relay = await startStoreRelay(real.settings.keyedUrl, (request) => faults.pick(request));
  lateCommits = setInterval(() => void relay.commitLate(), 100);
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
  clearInterval(lateCommits);
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
  const created = await real.raw('POST', 'wc/v3/products', {
    auth: 'write',
    json: faultTestProduct(STOCK),
  });
  const product = z.object({ id: z.number() }).parse(created.body);
  const purchases = await purchaseAll({
    shopUrl: shop.url,
    productId: product.id,
    shoppers: SHOPPERS,
    each: EACH,
    seed: 2_028,
  });
  await relay.commitLate();
  for (const fault of FAULTS) expect(faults.fell.get(fault ?? 'none') ?? 0).toBeGreaterThan(0);
  expect(await auditPurchases(read, purchases, product.id)).toEqual(
    cleanAudit(SHOPPERS * EACH, STOCK),
  );
}, 240_000);
