// @vitest-environment node
import { nextFreeSlot, shopDate } from '@vitrina/core';
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from '../start-server.js';
import {
  PlacedOrderSchema,
  ShippingOptionsSchema,
  SlotAgendaSchema,
  SlotTakenDataSchema,
} from '../../src/lib/shop-api/checkout.js';
import { InvoiceSchema } from '../../src/lib/shop-api/invoice.js';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import { otherShoppersOrder, storeCaller } from '../../test/support/store-order.js';
import { buyAndReadLines } from '../../test/support/variation-purchase.js';

// The delivery agenda, its booking and the invoice through /api/pedidos, in front of the embedded store.
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

const MORNING = '9:00 AM - 12:00 PM';
const write = () =>
  `consumer_key=${store.writeConsumerKey}&consumer_secret=${store.writeConsumerSecret}`;

const storeCall = (method: string, path: string, body?: unknown) =>
  storeCaller(store.baseUrl)(method, path, body);

/** The product of a category with the most stock (several orders take from it). */
async function productIn(category: number): Promise<number> {
  const answer = await storeCall(
    'GET',
    `wc/v3/products?category=${String(category)}&stock_status=instock&${write()}`,
  );
  const products = z
    .array(z.object({ id: z.number(), stock_quantity: z.number().nullable() }))
    .parse(await answer.json())
    .toSorted((a, b) => (b.stock_quantity ?? 1e9) - (a.stock_quantity ?? 1e9));
  const [product] = products;
  if (!product) throw new Error(`no product in ${String(category)}`);
  return product.id;
}

async function guestCart(...productIds: number[]): Promise<Record<string, string>> {
  let cartKey = '';
  for (const id of productIds) {
    const path = cartKey === '' ? '' : `?cart_key=${cartKey}`;
    const answer = await storeCall('POST', `cocart/v2/cart/add-item${path}`, {
      id: String(id),
      quantity: '1',
    });
    cartKey = z.object({ cart_key: z.string() }).parse(await answer.json()).cart_key;
  }
  return { 'cocart-api-cart-key': cartKey };
}

const shopCall = (method: string, path: string, buyer: Record<string, string>, body?: unknown) =>
  fetch(`${shop.url}/api/pedidos${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...buyer },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** An order made straight at the store with the shop's write key (another shopper's). */
const storeOrder = (
  productId: number,
  state: string,
  date: string,
  extra: { customerId?: number; meta?: { key: string; value: unknown }[] } = {},
) =>
  storeCall(
    'POST',
    `wc/v3/orders?${write()}`,
    otherShoppersOrder({
      productId,
      state,
      city: 'Puerto Plata',
      date,
      schedule: MORNING,
      ...extra,
    }),
  );

describe('/api/pedidos/horarios', () => {
  it("reads the province's agenda: a truck's for appliances, a technician's for a service, both for both", async () => {
    const fridge = await guestCart(await productIn(338));
    const trucks = SlotAgendaSchema.parse(
      await (await shopCall('GET', '/horarios?provincia=DO-25', fridge)).json(),
    );
    expect(trucks).toMatchObject({ zone: 'santiago', service: 'entrega' });
    const installation = await guestCart(await productIn(200));
    const answer = await shopCall('GET', '/horarios?provincia=DO-01', installation);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(SlotAgendaSchema.parse(await answer.json())).toMatchObject({
      zone: 'santo-domingo',
      service: 'instalacion',
    });
    const both = await guestCart(await productIn(338), await productIn(200));
    expect(
      SlotAgendaSchema.parse(
        await (await shopCall('GET', '/horarios?provincia=DO-01', both)).json(),
      ),
    ).toMatchObject({ zone: 'santo-domingo', service: 'entrega-e-instalacion' });
  });
});

describe('booking the window with the order', () => {
  it('a window filled meanwhile is 409 slot_taken with the next free one, and no order', async () => {
    const fridgeId = await productIn(338);
    const first = nextFreeSlot(shopDate(Date.now()), {
      zone: 'resto-del-pais',
      service: 'entrega',
      now: Date.now(),
      booked: () => 0,
    });
    if (first === null) throw new Error('no free day');
    const buyer = await guestCart(fridgeId);
    const methods = ShippingOptionsSchema.parse(
      await (await shopCall('GET', '/envio?provincia=DO-18', buyer)).json(),
    );
    const body = {
      first_name: 'Rosa',
      last_name: 'Almonte',
      email: 'rosa.almonte@correo.do',
      phone: '809-555-0140',
      social_id: '001-1391820-5',
      billing_address: {
        first_name: 'Rosa',
        last_name: 'Almonte',
        address: 'Calle Beller 20',
        city: 'Puerto Plata',
        state: 'DO-18',
        sector: 'Centro',
        reference: 'Detrás del parque',
      },
      shipping_method: methods[0],
      payment_method: 'bacs',
      date: first.date,
      schedule: MORNING,
      bulky_delivery: { floor: '2', access: 'escaleras', someone_receives: true, haul_away: true },
    };
    const summary = z
      .object({ total: z.number() })
      .parse(await (await shopCall('POST', '/resumen', buyer, body)).json());

    // Meanwhile other shoppers take every place of that morning.
    for (let taken = 0; taken < 6; taken += 1) {
      expect((await storeOrder(fridgeId, 'DO-18', first.date)).status).toBe(201);
    }

    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = await shopCall(
      'POST',
      '',
      { ...buyer, 'idempotency-key': `slot-attempt-${String(Date.now())}` },
      { ...body, expected_total: summary.total },
    );
    expect(refused.status).toBe(409);
    // The refusal is logged with the store's status and code, and nothing secret.
    const lines = logged.mock.calls.map((call) => call.join(' '));
    logged.mockRestore();
    expect(lines).toContainEqual(
      expect.stringMatching(/the store answered 409 delivery_slot_full to POST .*wc\/v3\/orders$/),
    );
    expect(lines.join('\n')).not.toMatch(/ck_|cs_|consumer|Bearer|cart_key/i);
    const error = ShopRefusalSchema.parse(await refused.json());
    const { next } = SlotTakenDataSchema.parse(error.data);
    if (next === null) throw new Error('no next window offered');
    expect(error.code).toBe('slot_taken');
    expect(error.message).toMatch(
      /^El horario que elegiste se llenó mientras comprabas\. El próximo horario libre es el .+, de 9:00 AM - 12:00 PM\.$/,
    );
    expect(next.date > first.date).toBe(true);

    // The next free window is taken, with the bulky-delivery details in the order.
    const placed = await shopCall(
      'POST',
      '',
      { ...buyer, 'idempotency-key': `slot-attempt-next-${String(Date.now())}` },
      { ...body, ...next, expected_total: summary.total },
    );
    expect(placed.status).toBe(201);
    const { order_id, order_key } = PlacedOrderSchema.parse(await placed.json());
    const order = z
      .object({ meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })) })
      .parse(await (await storeCall('GET', `wc/v3/orders/${String(order_id)}?${write()}`)).json());
    const meta = Object.fromEntries(order.meta_data.map((entry) => [entry.key, entry.value]));
    expect(meta).toMatchObject({
      delivery_date: next.date,
      delivery_floor: '2',
      delivery_access: 'escaleras',
      delivery_someone_receives: 'yes',
      delivery_haul_away: 'yes',
      ncf_type: 'B02',
    });
    // The confirmation page reads them back for the shopper.
    const confirmed = await shopCall('GET', `/${String(order_id)}?clave=${order_key}`, {});
    expect(await confirmed.json()).toMatchObject({
      delivery_date: next.date,
      schedule: MORNING,
      bulky_delivery: { floor: '2', access: 'escaleras', someone_receives: true, haul_away: true },
    });
  });
});

/** A demo customer's token and id, as the store's account API answers them. */
async function signIn(email: string) {
  const login = await storeCall('POST', 'api/v1/login', { email, password: 'Vitrina-Demo-2026' });
  const { token } = z
    .object({ results: z.object({ token: z.string() }) })
    .parse(await login.json()).results;
  const me = await fetch(`${store.baseUrl}/wp-json/api/v1/users`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = z
    .object({
      results: z.object({ userData: z.object({ data: z.object({ ID: z.coerce.number() }) }) }),
    })
    .parse(await me.json()).results.userData.data.ID;
  return { token, id };
}

describe('/api/pedidos/:id/factura', () => {
  it("shows a company's invoice (B01, RNC, trade name, ITBIS) to its key and its owner only", async () => {
    const ana = await signIn('ana.perez@vitrina.do');
    const carlos = await signIn('carlos.santos@vitrina.do');
    const fridgeId = await productIn(338);
    const day = nextFreeSlot(shopDate(Date.now()), {
      zone: 'santiago',
      service: 'entrega',
      now: Date.now(),
      booked: () => 0,
    });
    const created = await storeOrder(fridgeId, 'DO-25', day?.date ?? '', {
      customerId: ana.id,
      meta: [
        { key: 'is_fiscal', value: true },
        { key: 'rnc', value: '101850043' },
        { key: 'trade_name', value: 'Frío Caribe SRL' },
      ],
    });
    const createdBody: unknown = await created.json();
    if (created.status !== 201) throw new Error(JSON.stringify(createdBody));
    const order = z
      .object({ id: z.number(), order_key: z.string(), total: z.string() })
      .parse(createdBody);
    const path = `/${String(order.id)}/factura`;

    const byKey = await shopCall('GET', `${path}?clave=${order.order_key}`, {});
    expect(byKey.status).toBe(200);
    expect(byKey.headers.get('cache-control')).toBe('no-store');
    const invoice = InvoiceSchema.parse(await byKey.json());
    const total = Math.round(Number(order.total) * 100);
    // E2/D5 (#28): the key alone gives the business on the invoice, never the person behind it.
    expect(invoice).toMatchObject({
      ncf: { type: 'B01', number: expect.stringMatching(/^B01\d{8}$/) as unknown },
      buyer: {
        rnc: '1-01-85004-3',
        trade_name: 'Frío Caribe SRL',
        name: '',
        email: '',
        phone: '',
        address: '',
      },
      total,
    });
    expect(invoice.taxable + invoice.itbis).toBe(total);
    expect(invoice.itbis).toBe(Math.round(total - (total * 100) / 118));

    const owner = await shopCall('GET', path, { authorization: `Bearer ${ana.token}` });
    expect(owner.status).toBe(200);
    expect(InvoiceSchema.parse(await owner.json()).buyer.email).toBe('otro.cliente@example.do');

    // Somebody else's token, a wrong key, no credential and an unknown id: one same 404.
    const refusals = await Promise.all([
      shopCall('GET', path, { authorization: `Bearer ${carlos.token}` }),
      shopCall('GET', `${path}?clave=wc_order_otra`, {}),
      shopCall('GET', path, {}),
      shopCall('GET', '/999999/factura?clave=wc_order_otra', {}),
    ]);
    const bodies = await Promise.all(refusals.map((answer) => answer.text()));
    expect(refusals.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('No encontramos esa factura.');
  });
});

describe('a variation bought through /api/pedidos (issue 29)', () => {
  it('is named by its product, with its options apart, in the review, the confirmation and the invoice', async () => {
    // The seeded 55" television, a variation of the TV in three sizes.
    const seen = await buyAndReadLines(shop.url, 50012, `tv55.${String(Date.now())}@example.do`);
    const line = {
      name: 'Televisor Samsung Crystal UHD Smart TV',
      options: [{ label: 'Tamaño de pantalla', value: '55"' }],
      quantity: 1,
    };
    expect(seen).toEqual({ review: [line], confirmed: [line], invoice: [line] });
  });
});
