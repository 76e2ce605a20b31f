import { describe, expect, test } from 'vitest';
import * as z from 'zod';

import { atInstant, MORNING, orderId, remaining } from './support/agenda-orders.js';
import { gatewayPage, pressOnGatewayPage } from './support/gateway-page.js';
import { productWithUnits, stockOf } from './support/last-units.js';
import { markPaid, sweepUnpaid as sweep } from './support/paid-orders.js';
import { contractTargets, type StoreTarget } from './support/targets.js';

// Issue 24: an order nobody paid is let go after «Mantener inventario (minutos)» (60 on both
// stores, WooCommerce's default). The embedded store sweeps before it reads orders; the real one
// on WP-Cron, which the kit's must-use plugin runs now (`wc-vitrina-test/v1/unpaid-sweep`).
const { embedded, real } = contractTargets();
const HOLD_MS = 60 * 60_000;
/** The card gateway for tests on both stores (the real one: realwoo/vitrina-test-gateway.php). */
const CARD = 'vitrina_test_card';
// A day no other case counts: the shared cases compare the places left across stores.
const ORDER_DAY = '2026-12-22';

const StatusSchema = z.looseObject({ status: z.string(), payment_url: z.string() });

function cardOrder(store: StoreTarget, productId: number) {
  return store.raw('POST', 'wc/v3/orders', {
    auth: 'write',
    json: {
      payment_method: CARD,
      billing: {
        first_name: 'Pedro',
        last_name: 'Martínez',
        address_1: 'Calle Duarte 10',
        city: 'Ciudad',
        state: 'DO-01',
        country: 'DO',
        email: 'pedro.tarjeta@example.com',
        phone: '8095550111',
      },
      shipping_lines: [{ method_id: 'local_pickup', method_title: 'Recoger en tienda (Piantini)' }],
      line_items: [{ product_id: productId, quantity: 1 }],
      meta_data: [
        { key: 'social_id', value: '001-1234567-3' },
        { key: 'delivery_date', value: ORDER_DAY },
        { key: 'schedule', value: MORNING },
      ],
    },
  });
}

async function statusOf(store: StoreTarget, id: number): Promise<string> {
  const answer = await store.raw('GET', `wc/v3/orders/${String(id)}`, { auth: 'write' });
  return StatusSchema.parse(answer.body).status;
}

describe.each([embedded, real])('pedidos sin pagar ($name)', (store) => {
  test('un pedido con tarjeta sin pagar se anula tras el plazo y devuelve inventario y ventana; uno pagado se queda', async () => {
    // 10 units of a product of its own: other files' orders, cancellations and refunds move none.
    const productId = await productWithUnits(store, `Aire Sin Pagar (${store.name})`, 10);
    const agenda = { zone: 'santo-domingo', service: 'entrega', date: ORDER_DAY };
    // The orders other files left pending hold places too: let them go first, so the places
    // counted below move with this test's orders alone.
    await atInstant(store, Date.now() + 2 * HOLD_MS, () => sweep(store));
    const placedAt = Date.now();
    const { unpaid, paid, placesBefore } = await atInstant(store, placedAt, async () => {
      const places = await remaining(store, agenda);
      const first = await cardOrder(store, productId);
      const second = await cardOrder(store, productId);
      expect([first.status, second.status], JSON.stringify(first.body)).toEqual([201, 201]);
      expect(StatusSchema.parse(first.body)).toMatchObject({ status: 'pending' });
      expect(StatusSchema.parse(first.body).payment_url).not.toBe('');
      const paidId = orderId(second);
      await markPaid(store, paidId, StatusSchema.parse(second.body).payment_url);
      expect(await statusOf(store, paidId)).toBe('processing');
      return { unpaid: orderId(first), paid: paidId, placesBefore: places };
    });
    expect(await remaining(store, agenda)).toBe((placesBefore ?? 0) - 2);

    await atInstant(store, placedAt + HOLD_MS - 60_000, async () => {
      await sweep(store);
      expect(await statusOf(store, unpaid)).toBe('pending');
    });
    await atInstant(store, placedAt + HOLD_MS + 60_000, async () => {
      await sweep(store);
      expect(await statusOf(store, unpaid)).toBe('cancelled');
      expect(await statusOf(store, paid)).toBe('processing');
    });
    expect(await remaining(store, agenda)).toBe((placesBefore ?? 0) - 1);
    // The unpaid order's unit is back; the paid one's stays sold.
    expect(await stockOf(store, productId)).toMatchObject({ stock_quantity: 9 });
  });
});

describe.each([embedded, real])('la pasarela de prueba ($name)', (store) => {
  test('su página no pide la tarjeta; «Aprobar pago» deja el pedido pagado y vuelve a la página del pedido', async () => {
    // 10 units of a product of its own: other files' orders, cancellations and refunds move none.
    const productId = await productWithUnits(store, `Aire Sin Pagar (${store.name})`, 10);
    const placed = await cardOrder(store, productId);
    expect(placed.status).toBe(201);
    const paymentUrl = StatusSchema.parse(placed.body).payment_url;
    const { html } = await gatewayPage(store, paymentUrl);
    expect(html).toContain('Pasarela de pago de prueba');
    expect(html).not.toMatch(/<input[^>]*name="[^"]*(card|cvc|cvv)/i);
    expect(await pressOnGatewayPage(store, paymentUrl, 'Aprobar pago')).toBe('processing');
    expect(await statusOf(store, orderId(placed))).toBe('processing');
  });
});
