// @vitest-environment node
import { SlotAgendaSchema } from '@vitrina/api-client/shipping';
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from '../start-server.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import {
  startStoreRelay,
  type RelayedRequest,
  type StoreFault,
  type StoreRelay,
} from '../../test/support/store-relay.js';

// H1/H3/R8 (#28): many shoppers buying at once while the store's answers to their orders fail at
// every step — never seen, lost after the order was made, a 500 after it, a 504 before a late
// commit — and while shoppers give up waiting (the shop killed mid-answer, as the browser sees
// it). Each shopper behaves as the checkout machine: same key after a 5xx or a lost answer, a new
// key only after a refusal, the next free window after «slot_taken».
const SHOPPERS = 20;
const PURCHASES_EACH = 10;
const STOCK = 1_000;

let store: TestStore;
let relay: StoreRelay;
let shop: RunningShop;
let lateCommits: ReturnType<typeof setInterval>;

/** A small seeded generator, so a failing run can be replayed with the same faults. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seeded(28);
const FAULTS: (StoreFault | undefined)[] = [
  undefined,
  undefined,
  '502-before-commit',
  'commit-then-500',
  'commit-then-drop',
  '504-then-commit',
];
const faults = new Map<StoreFault | 'none', number>();

const isOrderCreation = (request: RelayedRequest) =>
  request.method === 'POST' && request.target.startsWith('/wp-json/wc/v3/orders?');

beforeAll(async () => {
  store = await startTestStore();
  relay = await startStoreRelay(store.baseUrl, (request) => {
    if (!isOrderCreation(request)) return Promise.resolve(undefined);
    const fault = FAULTS[Math.floor(random() * FAULTS.length)];
    faults.set(fault ?? 'none', (faults.get(fault ?? 'none') ?? 0) + 1);
    return Promise.resolve(fault);
  });
  // The store's late commits land while shoppers are retrying, as a slow PHP would.
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

const admin = () =>
  `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
async function storeJson(method: string, path: string, body?: unknown): Promise<unknown> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${store.baseUrl}/wp-json/${path}${separator}${admin()}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

const addressOf = (shopper: number) => `192.0.2.${String(shopper + 1)}`;

const shopCall = (
  shopper: number,
  method: string,
  path: string,
  cartKey: string,
  body?: unknown,
  key?: string,
) =>
  fetch(`${shop.url}/api/pedidos${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': addressOf(shopper),
      'cocart-api-cart-key': cartKey,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    // A shopper who stops waiting for the order: the answer is lost whatever the shop did.
    signal: AbortSignal.timeout(
      key !== undefined && random() < 0.1 ? Math.ceil(random() * 40) : 30_000,
    ),
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ErrorSchema = z.object({ code: z.string(), data: z.looseObject({}).optional() });
const NextSchema = z.object({
  next: z.object({ date: z.string(), schedule: z.string() }).nullable(),
});

/** One purchase, as the checkout machine makes it; answers its order and its cart. */
async function purchase(
  productId: number,
  shopper: number,
  index: number,
): Promise<{ orderId: number; cartKey: string }> {
  const added = await fetch(`${store.baseUrl}/wp-json/cocart/v2/cart/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(shopper) },
    body: JSON.stringify({ id: String(productId), quantity: '1' }),
  });
  const cartKey = z.object({ cart_key: z.string() }).parse(await added.json()).cart_key;
  const agenda = SlotAgendaSchema.parse(
    await (await shopCall(shopper, 'GET', '/horarios?provincia=DO-32', cartKey)).json(),
  );
  const day = agenda.days.find((entry) => entry.windows.some((window) => window.remaining > 0));
  const window = day?.windows.find((entry) => entry.remaining > 0);
  if (!day || !window) throw new Error('the agenda has no free window');
  const methods = z
    .array(z.object({ method_id: z.string(), instance_id: z.number() }))
    .parse(await (await shopCall(shopper, 'GET', '/envio?provincia=DO-32', cartKey)).json());
  const flat = methods.find((method) => method.method_id === 'flat_rate');
  let body: Record<string, unknown> = {
    first_name: 'Compra',
    last_name: `Número ${String(shopper)}-${String(index)}`,
    email: `compra.${String(shopper)}.${String(index)}@fallos.example.do`,
    phone: '809-555-1234',
    social_id: '001-1391820-5',
    billing_address: {
      first_name: 'Compra',
      last_name: 'Con Fallos',
      address: 'Calle El Sol 12',
      city: 'Santo Domingo Este',
      state: 'DO-32',
      sector: 'Los Mina',
      reference: 'Frente al colmado',
    },
    shipping_method: { method_id: flat?.method_id, instance_id: flat?.instance_id },
    payment_method: 'bacs',
    date: day.date,
    schedule: window.schedule,
  };
  const summary = z
    .object({ total: z.number() })
    .parse(await (await shopCall(shopper, 'POST', '/resumen', cartKey, body)).json());
  body = { ...body, expected_total: summary.total };
  let key = `falla-${String(shopper)}-${String(index)}-${String(random()).slice(2)}`;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = await shopCall(shopper, 'POST', '', cartKey, body, key).catch(() => undefined);
    if (answer?.status === 201) {
      const { order_id } = z.object({ order_id: z.number() }).parse(await answer.json());
      return { orderId: order_id, cartKey };
    }
    const refusal = answer && answer.status < 500 ? ErrorSchema.parse(await answer.json()) : null;
    if (refusal?.code === 'slot_taken') {
      // A refusal ends the attempt: the next free window, confirmed with a new key.
      const next = NextSchema.parse(refusal.data).next;
      if (next === null) throw new Error('no window left');
      body = { ...body, date: next.date, schedule: next.schedule };
      key = `${key}-otro`;
    } else if (refusal !== null && refusal.code !== 'order_in_progress') {
      throw new Error(`purchase ${String(shopper)}-${String(index)} refused: ${refusal.code}`);
    }
    // A 5xx, a lost answer or an order in progress: the same key again shortly.
    await pause(30 + Math.floor(random() * 60));
  }
  throw new Error(`purchase ${String(shopper)}-${String(index)} never confirmed`);
}

it('H3/R8: 200 purchases by 20 shoppers with faults at every step give exactly 200 orders, carts emptied of them, stock and windows kept', async () => {
  const product = z.object({ id: z.number() }).parse(
    await storeJson('POST', 'wc/v3/products', {
      name: 'Abanico de pedestal para la prueba de fallos',
      regular_price: '2500.00',
      manage_stock: true,
      stock_quantity: STOCK,
    }),
  );
  const placed = (
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, shopper) => {
        const made = [];
        for (let index = 0; index < PURCHASES_EACH; index += 1) {
          made.push(await purchase(product.id, shopper, index));
        }
        return made;
      }),
    )
  ).flat();
  await relay.commitLate();

  const placedIds = placed.map((made) => made.orderId);
  expect(new Set(placedIds).size).toBe(SHOPPERS * PURCHASES_EACH);
  // Every fault happened, and often.
  for (const fault of FAULTS) expect(faults.get(fault ?? 'none') ?? 0).toBeGreaterThan(10);

  const OrderSchema = z.object({
    id: z.number(),
    billing: z.object({ email: z.string() }),
    meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })),
  });
  const orders: z.infer<typeof OrderSchema>[] = [];
  for (let page = 1; ; page += 1) {
    const batch = z
      .array(OrderSchema)
      .parse(await storeJson('GET', `wc/v3/orders?per_page=100&page=${String(page)}`));
    orders.push(...batch);
    if (batch.length < 100) break;
  }
  const ours = orders.filter((order) => order.billing.email.endsWith('@fallos.example.do'));
  // One order per purchase: none twice, none lost.
  expect(ours).toHaveLength(SHOPPERS * PURCHASES_EACH);
  expect(new Set(ours.map((order) => order.billing.email)).size).toBe(SHOPPERS * PURCHASES_EACH);
  expect(ours.map((order) => order.id).sort()).toEqual(placedIds.sort());
  // Each cart gave up its one line to its order, once.
  for (const { cartKey } of placed) {
    const cart = await fetch(`${store.baseUrl}/wp-json/cocart/v2/cart?cart_key=${cartKey}`);
    expect(z.object({ items: z.array(z.unknown()) }).parse(await cart.json()).items).toEqual([]);
  }

  const stock = z
    .object({ stock_quantity: z.number() })
    .parse(await storeJson('GET', `wc/v3/products/${String(product.id)}`)).stock_quantity;
  expect(stock).toBe(STOCK - SHOPPERS * PURCHASES_EACH);

  // No window holds more orders than it takes.
  const agenda = SlotAgendaSchema.parse(
    await storeJson('GET', 'vitrina/v1/slots?zone=santo-domingo&service=entrega'),
  );
  for (const day of agenda.days) {
    for (const window of day.windows) expect(window.remaining).toBeGreaterThanOrEqual(0);
  }
  const booked = new Map<string, number>();
  for (const order of ours) {
    const meta = (key: string) => String(order.meta_data.find((entry) => entry.key === key)?.value);
    const slot = `${meta('delivery_date')} ${meta('schedule')}`;
    booked.set(slot, (booked.get(slot) ?? 0) + 1);
  }
  for (const [slot, count] of booked) {
    const [date, ...schedule] = slot.split(' ');
    const window = agenda.days
      .find((day) => day.date === date)
      ?.windows.find((entry) => entry.schedule === schedule.join(' '));
    expect(count, slot).toBeLessThanOrEqual(window?.capacity ?? 0);
  }
}, 240_000);
