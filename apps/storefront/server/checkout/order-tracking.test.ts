// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from '../start-server.js';
import {
  OrderSummarySchema,
  PlacedOrderSchema,
  ShippingOptionsSchema,
} from '../../src/lib/shop-api/checkout.js';
import { InvoiceSchema } from '../../src/lib/shop-api/invoice.js';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';
import { TrackedOrderSchema } from '../../src/lib/shop-api/tracking.js';
import { firstDeliveryDate } from '../../test/support/checkout-body.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import { storeCaller } from '../../test/support/store-order.js';

// /api/pedidos/rastreo in front of the real embedded store, over HTTP, as a guest's browser calls
// it. The shop trusts X-Forwarded-For here so each test speaks from its own address.
let store: TestStore;
let shop: RunningShop;
beforeAll(async () => {
  store = await startTestStore();
  shop = await startCheckoutShop(store, store.baseUrl, { TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await shop.close();
  await store.stop();
});

const MORNING = '9:00 AM - 12:00 PM';
const EMAIL = 'Rosa.Tejada@Correo.do';
const tomorrow = firstDeliveryDate();

let addresses = 0;
/** A shopper address of its own, so one test's misses never limit another's. */
const newAddress = () => `203.0.113.${String((addresses += 1))}`;

const shopCall = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${shop.url}/api/pedidos${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const track = (number: string, email: string, address: string) =>
  shopCall('POST', '/rastreo', { number, email }, { 'x-forwarded-for': address });

/** A guest's order placed through /api/pedidos, as the checkout page places it. */
async function placeGuestOrder() {
  const write = `consumer_key=${store.writeConsumerKey}&consumer_secret=${store.writeConsumerSecret}`;
  const products = z
    .array(z.object({ id: z.number(), stock_quantity: z.number().nullable() }))
    .parse(
      await (
        await storeCaller(store.baseUrl)(
          'GET',
          `wc/v3/products?stock_status=instock&per_page=50&${write}`,
        )
      ).json(),
    )
    .toSorted((a, b) => (b.stock_quantity ?? 1e9) - (a.stock_quantity ?? 1e9));
  const product = products[0];
  if (product === undefined) throw new Error('no product in stock');
  const added = await storeCaller(store.baseUrl)('POST', 'cocart/v2/cart/add-item', {
    id: String(product.id),
    quantity: '1',
  });
  const { cart_key } = z.object({ cart_key: z.string() }).parse(await added.json());
  const methods = ShippingOptionsSchema.parse(
    await (await shopCall('GET', '/envio?provincia=DO-32')).json(),
  );
  const flat = methods.find((method) => method.method_id === 'flat_rate');
  if (flat === undefined) throw new Error('no flat rate in DO-32');
  const buyer = { 'cocart-api-cart-key': cart_key };
  const body = {
    first_name: 'Rosa',
    last_name: 'Tejada',
    email: EMAIL,
    phone: '809-555-0177',
    social_id: '001-1391820-5',
    billing_address: {
      first_name: 'Rosa',
      last_name: 'Tejada',
      address: 'Calle Las Flores 8',
      city: 'Santo Domingo Este',
      state: 'DO-32',
      sector: 'Los Mina',
      reference: 'Casa verde',
    },
    shipping_method: { method_id: flat.method_id, instance_id: flat.instance_id },
    payment_method: 'bacs',
    date: tomorrow,
    schedule: MORNING,
  };
  const summary = OrderSummarySchema.parse(
    await (await shopCall('POST', '/resumen', body, buyer)).json(),
  );
  const placed = await shopCall(
    'POST',
    '',
    { ...body, expected_total: summary.total },
    { ...buyer, 'idempotency-key': `tracking-${String(Date.now())}` },
  );
  if (placed.status !== 201) throw new Error(await placed.text());
  return PlacedOrderSchema.parse(await placed.json());
}

let order: z.infer<typeof PlacedOrderSchema>;
beforeAll(async () => {
  order = await placeGuestOrder();
}, 30_000);

describe('/api/pedidos/rastreo: a guest tracks an order by its number and e-mail (#29)', () => {
  it('finds the order with the e-mail in any case and shows its status, window, lines and total', async () => {
    const answer = await track(
      `#${String(order.order_id)}`,
      ' rosa.tejada@CORREO.do ',
      newAddress(),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const tracked = TrackedOrderSchema.parse(await answer.json());
    expect(tracked).toMatchObject({
      id: order.order_id,
      number: String(order.order_id),
      status: 'on-hold',
      status_label: 'En espera',
      delivery_date: tomorrow,
      schedule: MORNING,
      total: order.total,
    });
    expect(tracked.lines.length).toBeGreaterThan(0);
    // The lines, the shipping and the discount add up to the total the shopper paid.
    expect(tracked.lines.reduce((sum, line) => sum + line.subtotal, 0)).toBe(tracked.goods);
    expect(tracked.shipping).toBeGreaterThan(0);
    expect(tracked.goods + tracked.shipping - tracked.discount).toBe(tracked.total);
    expect(tracked).toMatchObject({ refunds: [], refunded: 0 });
    expect(tracked.placed_at).not.toBe('');
  });

  it('D5: the answer holds no address, phone, name nor order key', async () => {
    const answer = await track(String(order.order_id), EMAIL, newAddress());
    const text = await answer.text();
    for (const secret of ['Calle Las Flores', '809-555-0177', '8095550177', 'Rosa', 'Los Mina']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(order.order_key);
  });

  it('E2: a wrong e-mail and an unknown number get byte-identical 404s', async () => {
    const wrongEmail = await track(String(order.order_id), 'otra.persona@correo.do', newAddress());
    const unknownNumber = await track('987654', EMAIL, newAddress());
    expect(wrongEmail.status).toBe(404);
    expect(unknownNumber.status).toBe(404);
    const [a, b] = [await wrongEmail.text(), await unknownNumber.text()];
    expect(a).toBe(b);
    expect(ShopRefusalSchema.parse(JSON.parse(a))).toMatchObject({
      code: 'order_not_found',
      message: 'No encontramos un pedido con ese número y correo.',
    });
    expect(wrongEmail.headers.get('cache-control')).toBe(
      unknownNumber.headers.get('cache-control'),
    );
  });

  it('a number or an e-mail that is no such thing is a 400 with each field’s Spanish message', async () => {
    const answer = await track('12a', 'ana@', newAddress());
    expect(answer.status).toBe(400);
    const refusal = ShopRefusalSchema.parse(await answer.json());
    expect(refusal.code).toBe('tracking_invalid');
    expect(refusal.data.fields).toEqual({
      number: 'El número de pedido tiene solo dígitos, como 1234.',
      email: expect.stringContaining('correo') as unknown,
    });
  });

  it('the invoice pass opens the invoice without the buyer’s personal data, and only that order’s', async () => {
    const tracked = TrackedOrderSchema.parse(
      await (await track(String(order.order_id), EMAIL, newAddress())).json(),
    );
    const pass = encodeURIComponent(tracked.invoice_pass);
    const invoice = await shopCall('GET', `/${String(order.order_id)}/factura?pase=${pass}`);
    expect(invoice.status).toBe(200);
    const read = InvoiceSchema.parse(await invoice.json());
    expect(read.number).toBe(String(order.order_id));
    expect(read.total).toBe(order.total);
    expect(read.buyer).toMatchObject({ name: '', email: '', phone: '', address: '' });
    // The same pass names no other order, and a forged one opens nothing: the same 404 as ever.
    const other = await shopCall('GET', `/${String(order.order_id - 1)}/factura?pase=${pass}`);
    // The last character with its lowest bit flipped: a padding bit of base64, so the same
    // signature bytes spelled otherwise, which must not open the invoice either.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const forgedPass = tracked.invoice_pass.replace(
      /.$/,
      (last) => alphabet[alphabet.indexOf(last) ^ 1] ?? last,
    );
    const forged = await shopCall(
      'GET',
      `/${String(order.order_id)}/factura?pase=${encodeURIComponent(forgedPass)}`,
    );
    const unknown = await shopCall('GET', '/987654/factura?pase=1.x');
    expect([other.status, forged.status, unknown.status]).toEqual([404, 404, 404]);
    expect(await forged.text()).toBe(await unknown.text());
    // The order's key still shows its guest everything, as the confirmation page's link does.
    const byKey = await shopCall(
      'GET',
      `/${String(order.order_id)}/factura?clave=${order.order_key}`,
    );
    expect(InvoiceSchema.parse(await byKey.json()).buyer.email).toBe(EMAIL.toLowerCase());
  });

  it('K5: 10 misses from one address make its 11th try a 429 with Retry-After, a right one too', async () => {
    const address = newAddress();
    for (let miss = 0; miss < 10; miss += 1) {
      const answer = await track(String(900_000 + miss), `nadie${String(miss)}@correo.do`, address);
      expect(answer.status).toBe(404);
    }
    const limited = await track(String(order.order_id), EMAIL, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ShopRefusalSchema.parse(await limited.json()).message).toBe(
      'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
    );
    // Another shopper's address is not limited by them.
    expect((await track(String(order.order_id), EMAIL, newAddress())).status).toBe(200);
  });

  it('K5: 10 wrong e-mails for one order from rotating addresses never keep its owner out', async () => {
    const other = await placeGuestOrder();
    for (let miss = 0; miss < 10; miss += 1) {
      const answer = await track(
        String(other.order_id),
        `intruso${String(miss)}@correo.do`,
        newAddress(),
      );
      expect(answer.status).toBe(404);
    }
    expect((await track(String(other.order_id), EMAIL, newAddress())).status).toBe(200);
  });

  it('K5: 10 wrong numbers for the owner’s e-mail from rotating addresses never keep the owner out', async () => {
    for (let miss = 0; miss < 10; miss += 1) {
      const answer = await track(String(910_000 + miss), EMAIL, newAddress());
      expect(answer.status).toBe(404);
    }
    expect((await track(String(order.order_id), EMAIL, newAddress())).status).toBe(200);
  });

  it('K5: 5 misses on one order from one address limit that order there, not its other tries', async () => {
    const other = await placeGuestOrder();
    const address = newAddress();
    for (let miss = 0; miss < 5; miss += 1) {
      const answer = await track(
        String(other.order_id),
        `intruso${String(miss)}@correo.do`,
        address,
      );
      expect(answer.status).toBe(404);
    }
    const limited = await track(String(other.order_id), EMAIL, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await track(String(order.order_id), EMAIL, address)).status).toBe(200);
  });
});
