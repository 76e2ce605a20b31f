import { afterAll, beforeAll, expect, inject, test } from 'vitest';

import { buyAndReadLines } from '../../../apps/storefront/test/support/variation-purchase.js';
import { idOf, TV } from './cases/variations.js';
import { startShopProcess, type ShopProcess } from './support/shop-process.js';
import { contractTargets } from './support/targets.js';

// Issue 29 end to end on the real WooCommerce with the Vitrina plugin: a guest buys a variation
// through the shop server (`/api/pedidos`, its write key), and the review, the confirmation and
// the invoice name the product and its options as WooCommerce keeps them on the order's line
// (`parent_name`, `meta_data`), not the line's joined name.
const { real } = contractTargets();

let shop: ShopProcess;

beforeAll(async () => {
  shop = await startShopProcess({
    NODE_EXTRA_CA_CERTS: inject('contractStores').real.caPath,
    STORE_URL: real.settings.keyedUrl,
    WC_CONSUMER_KEY: real.settings.readKey.key,
    WC_CONSUMER_SECRET: real.settings.readKey.secret,
    WC_WRITE_CONSUMER_KEY: real.settings.writeKey.key,
    WC_WRITE_CONSUMER_SECRET: real.settings.writeKey.secret,
    TRUST_PROXY: '1',
  });
});
afterAll(() => {
  shop.stop();
});

test('en el WooCommerce real, una variación comprada por /api/pedidos: el resumen, la confirmación y la factura nombran el producto y sus opciones', async () => {
  // The 50" size: the shared cases count the 55"'s stock.
  const seen = await buyAndReadLines(
    shop.url,
    idOf(real, `${TV}-50`),
    `tv50.${String(Date.now())}@example.do`,
  );
  const line = {
    name: 'Televisor Samsung Crystal UHD Smart TV',
    options: [{ label: 'Tamaño de pantalla', value: '50"' }],
    quantity: 1,
  };
  expect(seen).toEqual({ review: [line], confirmed: [line], invoice: [line] });
}, 120_000);
