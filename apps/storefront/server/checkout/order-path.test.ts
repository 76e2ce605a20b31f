// @vitest-environment node
import { addDays, nextFreeSlot, shopDate } from '@vitrina/core';
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from '../start-server.js';
import { OrderSummarySchema, ShippingOptionsSchema } from '../../src/lib/shop-api/checkout.js';
import { guestCheckoutBody } from '../../test/support/checkout-body.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import { faultTestProduct } from '../../test/support/purchases-under-faults.js';
import { callsInARow, logStoreCalls, type LoggedCall } from '../../test/support/store-call-log.js';
import { startStoreRelay, type StoreRelay } from '../../test/support/store-relay.js';

// Issue 40: «Confirmar pedido» waits for few store calls, most of them side by side: the store's
// settings are the shop's for a minute, the order is not read back, and its lines leave the cart
// after the answer, before the page's next look at the cart.
let store: TestStore;
let relay: StoreRelay;
let shop: RunningShop;
let log: ReturnType<typeof logStoreCalls>;
/** While set, the cart calls that follow an order wait at the relay for it to resolve. */
let tidyHeld: Promise<void> | undefined;
let ordered = false;
beforeAll(async () => {
  store = await startTestStore();
  relay = await startStoreRelay(store.baseUrl, async (request) => {
    if (request.method === 'POST' && request.target.startsWith('/wp-json/wc/v3/orders?')) {
      ordered = true;
    }
    if (ordered && request.target.startsWith('/wp-json/cocart/')) await tidyHeld;
  });
  log = logStoreCalls(relay.url);
  shop = await startCheckoutShop(store, relay.url);
});
afterAll(async () => {
  log.restore();
  await shop.close();
  await relay.close();
  await store.stop();
});

/** Holds the cart's tidying after the next order until the answer's `release` is called. */
function holdTidy() {
  ordered = false;
  let release = () => undefined as void;
  tidyHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    release();
    tidyHeld = undefined;
  };
}

const send = (path: string, init: RequestInit = {}) => log.plainFetch(`${shop.url}${path}`, init);
const atStore = (path: string, body: unknown) =>
  log.plainFetch(`${store.baseUrl}/wp-json/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const cartThroughShop = async (cartKey: string) =>
  z
    .object({ items: z.array(z.unknown()) })
    .parse(await (await send(`/wp-json/cocart/v2/cart?cart_key=${cartKey}`)).json()).items;

/** A guest's cart of one new product, reviewed: the order «Confirmar pedido» places for it. */
async function reviewedCart(sku: string) {
  const created = await atStore(
    `wc/v3/products?consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`,
    { ...faultTestProduct(10), sku },
  );
  const product = z.object({ id: z.number() }).parse(await created.json());
  const added = await atStore('cocart/v2/cart/add-item', { id: String(product.id), quantity: '1' });
  const cartKey = z.object({ cart_key: z.string() }).parse(await added.json()).cart_key;
  const flat = ShippingOptionsSchema.parse(
    await (await send('/api/pedidos/envio?provincia=DO-32')).json(),
  ).find((method) => method.method_id === 'flat_rate');
  const body = guestCheckoutBody({
    shipping_method: { method_id: flat?.method_id ?? '', instance_id: flat?.instance_id ?? 0 },
    date:
      nextFreeSlot(addDays(shopDate(Date.now()), 1), {
        zone: 'santo-domingo',
        service: 'entrega',
        now: Date.now(),
        booked: () => 0,
      })?.date ?? '',
  });
  const buyer = { 'content-type': 'application/json', 'cocart-api-cart-key': cartKey };
  const review = await send('/api/pedidos/resumen', {
    method: 'POST',
    headers: buyer,
    body: JSON.stringify(body),
  });
  const { total } = OrderSummarySchema.parse(await review.json());
  await log.quiet();
  const place = () =>
    send('/api/pedidos', {
      method: 'POST',
      headers: { ...buyer, 'idempotency-key': `${sku}-intento` },
      body: JSON.stringify({ ...body, expected_total: total }),
    });
  return { cartKey, place };
}

const named = (calls: readonly LoggedCall[]) =>
  calls.map((call) => `${call.method} ${call.path.replace(/\/item\/.+$/, '/item/{key}')}`).sort();

it('an order waits for four store calls, three one after another: settings kept, no read back, the cart tidied after the answer', async () => {
  const { cartKey, place } = await reviewedCart('RUTA-DEL-PEDIDO-1');
  const release = holdTidy();
  const started = performance.now();
  const placed = await place();
  const answeredAt = performance.now();
  // The answer came while the cart's tidying was held: it did not wait for it.
  expect(placed.status).toBe(201);
  release();
  await log.quiet();
  const calls = log.since(started);
  const waitedFor = calls.filter((call) => call.endedAt <= answeredAt);
  expect(named(waitedFor)).toEqual([
    'GET cocart/v2/cart',
    'GET wc/v3/orders',
    'GET wc/v3/products',
    'POST wc/v3/orders',
  ]);
  expect(callsInARow(waitedFor)).toBe(3);
  expect(named(calls.filter((call) => call.endedAt > answeredAt))).toEqual([
    'DELETE cocart/v2/cart/item/{key}',
    'GET cocart/v2/cart',
  ]);
  expect(await cartThroughShop(cartKey)).toEqual([]);
});

it('the cart the page reads right after the answer waits for the order’s lines to leave it', async () => {
  const { cartKey, place } = await reviewedCart('RUTA-DEL-PEDIDO-2');
  const release = holdTidy();
  expect((await place()).status).toBe(201);
  let read = false;
  const cart = cartThroughShop(cartKey).finally(() => {
    read = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(read).toBe(false);
  release();
  expect(await cart).toEqual([]);
});
