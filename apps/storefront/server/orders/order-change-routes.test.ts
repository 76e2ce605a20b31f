// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { DEMO_CUSTOMER_CREDENTIALS } from '@vitrina/store-api/testing';
import { addDays, nextFreeSlot, ORDER_CHANGE_MESSAGES, shopDate } from '@vitrina/core';
import { SlotAgendaSchema } from '@vitrina/api-client/shipping';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfirmedOrderSchema } from '../../src/lib/shop-api/checkout.js';
import { AccountOrderDetailSchema } from '../../src/lib/shop-api/account.js';
import { ChangedOrderSchema } from '../../src/lib/shop-api/order-changes.js';
import { TrackedOrderSchema } from '../../src/lib/shop-api/tracking.js';
import { checkoutStage } from '../../test/support/checkout-shop.js';
import type { Buyer } from '../../test/support/shop-purchase.js';

// A shopper's cancel and new window (issue 37) through /api/pedidos in front of the real embedded
// store: who may ask (the order's key, a tracking pass, the customer's own token), what the store
// gives back, and the refusals in the shop's words.
const stage = checkoutStage();

const [ANA, CARLOS] = DEMO_CUSTOMER_CREDENTIALS;

/**
 * Places the buyer's cart for a day a few days ahead, so the owner's limit (24 hours before the
 * window) is days away whatever the hour the test runs.
 */
function placeAhead(buyer: Buyer) {
  const now = Date.now();
  const slot = nextFreeSlot(addDays(shopDate(now), 5), {
    zone: 'santo-domingo',
    service: 'entrega',
    now,
    booked: () => 0,
  });
  return stage.purchases.place(buyer, { date: slot?.date ?? '' });
}
const query = (proof: { key?: string; pass?: string }) =>
  new URLSearchParams({
    ...(proof.key === undefined ? {} : { clave: proof.key }),
    ...(proof.pass === undefined ? {} : { pase: proof.pass }),
  }).toString();

async function confirmation(id: number, key: string) {
  const answer = await stage.purchases.api('GET', `/${String(id)}?clave=${key}`);
  expect(answer.status).toBe(200);
  return ConfirmedOrderSchema.parse(await answer.json());
}

const keyed = (path: string) =>
  `${stage.store.baseUrl}/wp-json/${path}${path.includes('?') ? '&' : '?'}consumer_key=${stage.store.adminConsumerKey}&consumer_secret=${stage.store.adminConsumerSecret}`;

/** A guest's cart with a mini split the store counts the stock of. */
async function miniSplitCart(): Promise<Buyer & { productId: number }> {
  const listed = await fetch(keyed('wc/v3/products?category=194&stock_status=instock&per_page=1'));
  const [product] = (await listed.json()) as { id: number }[];
  if (product === undefined) throw new Error('no mini split in stock');
  await fetch(keyed(`wc/v3/products/${String(product.id)}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ manage_stock: true, stock_quantity: 40 }),
  });
  const added = await fetch(`${stage.store.baseUrl}/wp-json/cocart/v2/cart/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: String(product.id), quantity: '1' }),
  });
  const { cart_key: cartKey } = (await added.json()) as { cart_key: string };
  return { 'cocart-api-cart-key': cartKey, productId: product.id };
}

/** The units the store holds of a product. */
async function stockOf(productId: number): Promise<number> {
  const answer = await fetch(keyed(`wc/v3/products/${String(productId)}`));
  return ((await answer.json()) as { stock_quantity: number }).stock_quantity;
}

describe('G13: a shopper cancels or moves an order through the shop', () => {
  it('G13: with the order’s key, cancels it: the stock comes back, the page reads «Pedido cancelado» and nothing is left to change', async () => {
    const { productId, ...buyer } = await miniSplitCart();
    const stock = await stockOf(productId);
    const order = await placeAhead(buyer);
    expect(await stockOf(productId)).toBe(stock - 1);
    const before = await confirmation(order.order_id, order.order_key);
    expect(before.changes).toMatchObject({
      cancel: { allowed: true, code: null },
      reschedule: { allowed: true, code: null },
    });
    expect(before.changes.until).not.toBeNull();

    const cancelled = await stage.purchases.api(
      'POST',
      `/${String(order.order_id)}/cancelar?${query({ key: order.order_key })}`,
    );
    expect(cancelled.status).toBe(200);
    expect(ChangedOrderSchema.parse(await cancelled.json())).toMatchObject({
      status: 'cancelled',
      status_label: 'Cancelado',
      changes: { cancel: { allowed: false, code: 'order_not_changeable' } },
    });
    expect(await stockOf(productId)).toBe(stock);
    expect(await confirmation(order.order_id, order.order_key)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'customer',
    });
    // WooCommerce's «cancelled» mail, as an owner's cancel of an order on hold sends it.
    const outbox = await readFile(stage.store.outboxPath, 'utf8');
    expect(outbox).toContain(`Tu pedido #${String(order.order_id)} en Vitrina fue cancelado`);

    const again = await stage.purchases.api(
      'POST',
      `/${String(order.order_id)}/cancelar?${query({ key: order.order_key })}`,
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'order_not_changeable',
      message: ORDER_CHANGE_MESSAGES.cancelled,
    });
  });

  it('G13: moves the delivery to another day from the order’s own agenda, and says what it now is', async () => {
    const { productId: _, ...buyer } = await miniSplitCart();
    const order = await placeAhead(buyer);
    const placed = await confirmation(order.order_id, order.order_key);
    const agenda = await stage.purchases.api(
      'GET',
      `/${String(order.order_id)}/horarios?${query({ key: order.order_key })}`,
    );
    expect(agenda.status).toBe(200);
    const { zone, service, days } = SlotAgendaSchema.parse(await agenda.json());
    expect({ zone, service }).toEqual({ zone: 'santo-domingo', service: 'entrega' });
    const other = days.find(
      (day) => day.available && day.date > placed.delivery_date && day.windows.length > 1,
    );
    if (other === undefined) throw new Error('no other day with room');
    const window = other.windows[1]?.schedule ?? '';

    const moved = await stage.purchases.api(
      'POST',
      `/${String(order.order_id)}/horario?${query({ key: order.order_key })}`,
      { delivery_date: other.date, schedule: window },
    );
    expect(moved.status).toBe(200);
    expect(ChangedOrderSchema.parse(await moved.json())).toMatchObject({
      delivery_date: other.date,
      schedule: window,
      changes: { reschedule: { allowed: true } },
    });
    expect(await confirmation(order.order_id, order.order_key)).toMatchObject({
      delivery_date: other.date,
      schedule: window,
    });

    const same = await stage.purchases.api(
      'POST',
      `/${String(order.order_id)}/horario?${query({ key: order.order_key })}`,
      { delivery_date: other.date, schedule: window },
    );
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      code: 'order_same_window',
      message: ORDER_CHANGE_MESSAGES.sameWindow,
    });
  });

  it('F5: a day or window that is not a delivery’s is 400 in Spanish, and the order keeps its own', async () => {
    const order = await placeAhead(await stage.purchases.guestCart());
    const placed = await confirmation(order.order_id, order.order_key);
    for (const body of [
      { delivery_date: '2020-01-01', schedule: '9:00 AM - 12:00 PM' },
      { delivery_date: addDays(placed.delivery_date, 1), schedule: '8 PM' },
      { delivery_date: 'mañana' },
    ]) {
      const answer = await stage.purchases.api(
        'POST',
        `/${String(order.order_id)}/horario?${query({ key: order.order_key })}`,
        body,
      );
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: 'invalid_delivery_date',
        message: 'Elige una fecha y un horario de entrega válidos.',
      });
    }
    expect(await confirmation(order.order_id, order.order_key)).toMatchObject({
      delivery_date: placed.delivery_date,
      schedule: placed.schedule,
    });
  });

  it('G13: tracking hands out a pass that changes the order it found, and no other', async () => {
    const order = await placeAhead(await stage.purchases.guestCart());
    const other = await placeAhead(await stage.purchases.guestCart());
    const tracked = TrackedOrderSchema.parse(
      await (
        await stage.purchases.api('POST', '/rastreo', {
          number: String(order.order_id),
          email: order.email,
        })
      ).json(),
    );
    expect(tracked.changes.cancel.allowed).toBe(true);
    const pass = tracked.change_pass;
    // Its invoice pass changes nothing, and the change pass opens no other order.
    const invoicePass = await stage.purchases.api(
      'POST',
      `/${String(order.order_id)}/cancelar?${query({ pass: tracked.invoice_pass })}`,
    );
    expect(invoicePass.status).toBe(404);
    const elsewhere = await stage.purchases.api(
      'POST',
      `/${String(other.order_id)}/cancelar?${query({ pass })}`,
    );
    expect(elsewhere.status).toBe(404);
    const cancelled = await stage.purchases.api(
      'POST',
      `/${String(order.order_id)}/cancelar?${query({ pass })}`,
    );
    expect(cancelled.status).toBe(200);
  });
  it('G13: once the owner marks it out for delivery, cancel and a new window are 409 in Spanish and the order stays on its way', async () => {
    const { productId, ...buyer } = await miniSplitCart();
    const order = await placeAhead(buyer);
    const stock = await stockOf(productId);
    const marked = await fetch(keyed(`wc/v3/orders/${String(order.order_id)}`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'out-for-delivery' }),
    });
    expect(marked.status).toBe(200);
    const onItsWay = await confirmation(order.order_id, order.order_key);
    expect(onItsWay).toMatchObject({
      status: 'out-for-delivery',
      changes: { cancel: { allowed: false }, reschedule: { allowed: false } },
    });

    const proof = query({ key: order.order_key });
    const cancel = await stage.purchases.api(
      'POST',
      `/${String(order.order_id)}/cancelar?${proof}`,
    );
    const move = await stage.purchases.api('POST', `/${String(order.order_id)}/horario?${proof}`, {
      delivery_date: addDays(onItsWay.delivery_date, 1),
      schedule: '9:00 AM - 12:00 PM',
    });
    for (const refused of [cancel, move]) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: 'order_not_changeable',
        message: ORDER_CHANGE_MESSAGES.outForDelivery,
      });
    }
    expect(await stockOf(productId)).toBe(stock);
    expect(await confirmation(order.order_id, order.order_key)).toMatchObject({
      status: 'out-for-delivery',
      delivery_date: onItsWay.delivery_date,
    });
  });
});

describe('E7: only the order’s key, its tracking pass or its own customer change it', () => {
  let ana: Buyer;
  let anasOrder: Awaited<ReturnType<typeof placeAhead>>;
  beforeAll(async () => {
    if (ANA === undefined) throw new Error('no demo customer');
    ana = await stage.purchases.customerCart(ANA);
    anasOrder = await placeAhead(ana);
  });

  it('E7: a wrong key, no proof, or another customer’s token answer as an unknown order (E2), and change nothing', async () => {
    if (CARLOS === undefined) throw new Error('no second demo customer');
    const carlos = await stage.purchases.customerCart(CARLOS);
    const unknown = await stage.purchases.api('POST', '/999999/cancelar?clave=wc_order_x');
    const refusals = [
      await stage.purchases.api(
        'POST',
        `/${String(anasOrder.order_id)}/cancelar?clave=wc_order_nope`,
      ),
      await stage.purchases.api('POST', `/${String(anasOrder.order_id)}/cancelar`),
      await stage.purchases.api(
        'POST',
        `/${String(anasOrder.order_id)}/cancelar`,
        undefined,
        carlos,
      ),
      await stage.purchases.api(
        'GET',
        `/${String(anasOrder.order_id)}/horarios`,
        undefined,
        carlos,
      ),
    ];
    const unknownBody: unknown = await unknown.json();
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(await refusal.json()).toEqual(unknownBody);
    }
    expect((await confirmation(anasOrder.order_id, anasOrder.order_key)).status).not.toBe(
      'cancelled',
    );
  });

  it('E7: the customer’s own token changes it from the profile, whose order shows its window and what may change', async () => {
    const detail = await fetch(
      `${stage.shop.url}/api/cuenta/pedidos/${String(anasOrder.order_id)}`,
      {
        headers: ana,
      },
    );
    const seen = AccountOrderDetailSchema.parse(await detail.json());
    expect(seen.delivery_date).not.toBe('');
    expect(seen.changes.cancel.allowed).toBe(true);
    const cancelled = await stage.purchases.api(
      'POST',
      `/${String(anasOrder.order_id)}/cancelar`,
      undefined,
      ana,
    );
    expect(cancelled.status).toBe(200);
    const after = await fetch(
      `${stage.shop.url}/api/cuenta/pedidos/${String(anasOrder.order_id)}`,
      {
        headers: ana,
      },
    );
    expect(AccountOrderDetailSchema.parse(await after.json())).toMatchObject({
      status: 'cancelled',
      changes: { cancel: { allowed: false }, reschedule: { allowed: false } },
    });
  });
});
