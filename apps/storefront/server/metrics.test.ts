// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from './start-server.js';
import { startCheckoutShop } from '../test/support/checkout-shop.js';
import { faultTestProduct } from '../test/support/purchases-under-faults.js';
import { seededRandom, virtualShopper } from '../test/support/virtual-shopper.js';

// #35: what a sale day is watched by, in Prometheus's format — read from this machine, or with
// the operator's token from anywhere; nobody else learns how busy the shop is.

let store: TestStore;
let shop: RunningShop;
let guarded: RunningShop;
const TOKEN = 'prometheus-lee-esto-1234';

beforeAll(async () => {
  store = await startTestStore();
  [shop, guarded] = await Promise.all([
    startCheckoutShop(store),
    startCheckoutShop(store, store.baseUrl, { METRICS_TOKEN: TOKEN }),
  ]);
});
afterAll(async () => {
  await Promise.all([shop.close(), guarded.close()]);
  await store.stop();
});

/** The value of one sample of `/metrics`, by its name and labels as printed. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return Number(line?.split(' ').at(-1) ?? Number.NaN);
}

describe('/metrics', () => {
  it('counts the requests, the store calls, the cache and the orders placed and refused by reason', async () => {
    // The registry is the process's: other test files may have counted before this one.
    const read = async () => await (await fetch(`${shop.url}/metrics`)).text();
    const before = await read();
    const grew = (text: string, name: string) => sample(text, name) - (sample(before, name) || 0);
    const shopper = virtualShopper({
      shopUrl: shop.url,
      address: '198.51.100.7',
      random: seededRandom(35),
    });
    // Twice the same page of televisions: the second from the catalogue cache.
    await shopper.browse(211);
    await shopper.browse(211);
    const created = await fetch(
      `${store.baseUrl}/wp-json/wc/v3/products?consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(faultTestProduct(10)),
      },
    );
    const productId = z.object({ id: z.number() }).parse(await created.json()).id;
    const cartKey = await shopper.addToCart(productId);
    await shopper.checkOut(cartKey, 'metricas@example.do');
    // A second «Confirmar pedido» without its attempt key is refused, and counted so.
    await fetch(`${shop.url}/api/pedidos`, {
      method: 'POST',
      headers: { 'cocart-api-cart-key': cartKey },
    });

    const after = await read();
    expect(grew(after, 'vitrina_orders_total{outcome="placed",reason=""}')).toBe(1);
    expect(
      grew(after, 'vitrina_orders_total{outcome="refused",reason="idempotency_key_required"}'),
    ).toBe(1);
    expect(
      grew(after, 'vitrina_requests_seconds_count{group="wp-json",method="GET",status="2xx"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      grew(after, 'vitrina_store_calls_seconds_count{route="wc/v3/orders",outcome="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      grew(after, 'vitrina_cache_lookups_total{cache="catalogue",result="hit"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(after).toContain('process_cpu_seconds_total');
  });

  it('with METRICS_TOKEN, only its bearer reads them: anyone else gets a 404', async () => {
    const [without, wrong, right] = await Promise.all([
      fetch(`${guarded.url}/metrics`),
      fetch(`${guarded.url}/metrics`, {
        headers: { authorization: 'Bearer otra-cosa-1234567890' },
      }),
      fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }),
    ]);
    expect([without.status, wrong.status, right.status]).toEqual([404, 404, 200]);
  });
});
