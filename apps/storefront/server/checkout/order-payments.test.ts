// @vitest-environment node
import { addDays, nextFreeSlot, shopDate } from '@vitrina/core';
import { DEMO_CUSTOMER_CREDENTIALS } from '@vitrina/store-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountOrderDetailSchema, AccountOrdersSchema } from '../../src/lib/shop-api/account.js';
import { ConfirmedOrderSchema } from '../../src/lib/shop-api/checkout.js';
import { InvoiceSchema } from '../../src/lib/shop-api/invoice.js';
import { TrackedOrderSchema } from '../../src/lib/shop-api/tracking.js';
import { checkoutStage } from '../../test/support/checkout-shop.js';
import type { Buyer } from '../../test/support/shop-purchase.js';

// What a placed order owes, has paid and shows of its buyer, read through /api/pedidos in front of
// the real embedded store, as the confirmation page, the invoice and tracking read it.
const stage = checkoutStage();

const CARD = 'vitrina_test_card';
const [ANA, CARLOS] = DEMO_CUSTOMER_CREDENTIALS;

/** The gateway's verdict on the order's page, as the shopper's click sends it. */
async function onGateway(paymentUrl: string | null, outcome: 'approve' | 'decline') {
  const answer = await fetch(`${String(paymentUrl)}&outcome=${outcome}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
}

const confirmation = async (id: number, key: string, headers: Record<string, string> = {}) => {
  const answer = await stage.purchases.api(
    'GET',
    `/${String(id)}?clave=${key}`,
    undefined,
    headers,
  );
  expect(answer.status).toBe(200);
  return ConfirmedOrderSchema.parse(await answer.json());
};

const invoice = async (id: number, query: string) => {
  const answer = await stage.purchases.api('GET', `/${String(id)}/factura?${query}`);
  expect(answer.status).toBe(200);
  return InvoiceSchema.parse(await answer.json());
};

describe('G9: what an order with an abono owes and has paid', () => {
  it('G9: a card order with an abono moved to cash on delivery owes its whole total, and nothing prints as paid', async () => {
    const order = await stage.purchases.place(await stage.purchases.guestCart(), {
      payment_method: CARD,
      is_partial_payment: true,
    });
    expect(order.summary.deposit).toBe(Math.ceil(order.total / 2));
    await onGateway(order.payment_url, 'decline');
    const moved = await stage.purchases.api(
      'POST',
      `/${String(order.order_id)}/pago?clave=${order.order_key}`,
      { payment_method: 'cod' },
    );
    expect(moved.status).toBe(200);
    const nothingOwedApart = { deposit: null, paid: 0, balance: null, total: order.total };
    expect(ConfirmedOrderSchema.parse(await moved.json())).toMatchObject({
      status: 'processing',
      ...nothingOwedApart,
    });
    expect(await confirmation(order.order_id, order.order_key)).toMatchObject(nothingOwedApart);
    expect(await invoice(order.order_id, `clave=${order.order_key}`)).toMatchObject({
      deposit: null,
      balance: null,
    });
    // Tracking hands out the same invoice: no abono there either.
    const tracked = await stage.purchases.api('POST', '/rastreo', {
      number: String(order.order_id),
      email: order.email,
    });
    const pass = encodeURIComponent(TrackedOrderSchema.parse(await tracked.json()).invoice_pass);
    expect(await invoice(order.order_id, `pase=${pass}`)).toMatchObject({
      deposit: null,
      balance: null,
    });
  });

  it('G9: an abono prints as paid only once the gateway took it, and the balance is what is left', async () => {
    const order = await stage.purchases.place(await stage.purchases.guestCart(), {
      payment_method: CARD,
      is_partial_payment: true,
    });
    const deposit = order.summary.deposit ?? 0;
    expect(await confirmation(order.order_id, order.order_key)).toMatchObject({
      deposit,
      paid: 0,
      balance: order.total - deposit,
    });
    // The invoice's figures are the order's: nothing paid yet, so no abono prints (G9).
    expect(await invoice(order.order_id, `clave=${order.order_key}`)).toMatchObject({
      deposit,
      paid: 0,
    });
    await onGateway(order.payment_url, 'approve');
    expect(await confirmation(order.order_id, order.order_key)).toMatchObject({
      status: 'partially-paid',
      deposit: null,
      paid: deposit,
      balance: order.total - deposit,
    });
    expect(await invoice(order.order_id, `clave=${order.order_key}`)).toMatchObject({
      deposit: null,
      paid: deposit,
      balance: order.total - deposit,
    });
  });
});

describe('D5: the order key alone and a customer’s order', () => {
  let customerOrder: Awaited<ReturnType<typeof stage.purchases.place>>;
  let ana: Buyer;
  beforeAll(async () => {
    if (ANA === undefined) throw new Error('no demo customer');
    ana = await stage.purchases.customerCart(ANA);
    customerOrder = await stage.purchases.place(ana);
  });

  it('D5: shows a registered customer’s order to the key alone without where it goes', async () => {
    const seen = await confirmation(customerOrder.order_id, customerOrder.order_key);
    expect(seen.address).toBeNull();
    expect(seen.total).toBe(customerOrder.total);
    const text = JSON.stringify(seen);
    for (const personal of ['Calle El Sol', 'Los Mina', 'Frente al colmado', '809', '001-']) {
      expect(text).not.toContain(personal);
    }
  });

  it('D5: the customer’s own token shows the address; another customer’s does not', async () => {
    const own = await confirmation(customerOrder.order_id, customerOrder.order_key, ana);
    expect(own.address).toMatchObject({ address: 'Calle El Sol 12', sector: 'Los Mina' });
    if (CARLOS === undefined) throw new Error('no second demo customer');
    const other = await stage.purchases.customerCart(CARLOS);
    const theirs = await confirmation(customerOrder.order_id, customerOrder.order_key, other);
    expect(theirs.address).toBeNull();
  });

  it('D5: a guest’s own order keeps what its confirmation shows', async () => {
    const guest = await stage.purchases.place(await stage.purchases.guestCart());
    const seen = await confirmation(guest.order_id, guest.order_key);
    expect(seen.address).toMatchObject({
      address: 'Calle El Sol 12',
      reference: 'Frente al colmado La Esquina',
    });
  });
});

describe('N2: «Pagar» on an order still paid online, in the profile and in tracking', () => {
  // A day the cases above leave free: their orders fill the first one's morning.
  const later = (days: number) =>
    nextFreeSlot(addDays(shopDate(Date.now()), days), {
      zone: 'santo-domingo',
      service: 'entrega',
      now: Date.now(),
      booked: () => 0,
    })?.date;
  const profileOrder = async (buyer: Buyer, id: number) => {
    const answer = await fetch(`${stage.shop.url}/api/cuenta/pedidos/${String(id)}`, {
      headers: buyer,
    });
    expect(answer.status).toBe(200);
    return AccountOrderDetailSchema.parse(await answer.json());
  };
  const profileList = async (buyer: Buyer, id: number) => {
    const answer = await fetch(`${stage.shop.url}/api/cuenta/pedidos`, { headers: buyer });
    return AccountOrdersSchema.parse(await answer.json()).find((order) => order.id === id);
  };
  const tracked = async (id: number, email: string) => {
    const answer = await stage.purchases.api('POST', '/rastreo', { number: String(id), email });
    return TrackedOrderSchema.parse(await answer.json());
  };

  it('N2: a declined card order of a customer reads «Pagar» in the profile, then nothing once paid', async () => {
    if (CARLOS === undefined) throw new Error('no second demo customer');
    const carlos = await stage.purchases.customerCart(CARLOS);
    const order = await stage.purchases.place(carlos, { payment_method: CARD, date: later(3) });
    const pay = { url: order.payment_url, due: 'order' };
    expect((await profileOrder(carlos, order.order_id)).pay).toEqual(pay);
    await onGateway(order.payment_url, 'decline');
    expect(await profileOrder(carlos, order.order_id)).toMatchObject({ status: 'failed', pay });
    expect((await profileList(carlos, order.order_id))?.pay).toEqual(pay);
    await onGateway(order.payment_url, 'approve');
    expect(await profileOrder(carlos, order.order_id)).toMatchObject({
      status: 'processing',
      pay: null,
    });
  });

  it('N2/G9: a guest tracks an abono and pays the balance on the same page; bank transfer never reads «Pagar»', async () => {
    const order = await stage.purchases.place(await stage.purchases.guestCart(), {
      payment_method: CARD,
      is_partial_payment: true,
      date: later(3),
    });
    expect((await tracked(order.order_id, order.email)).pay).toEqual({
      url: order.payment_url,
      due: 'order',
    });
    await onGateway(order.payment_url, 'approve');
    expect(await tracked(order.order_id, order.email)).toMatchObject({
      status: 'partially-paid',
      status_label: 'Abono pagado',
      pay: { url: order.payment_url, due: 'balance' },
    });
    expect((await confirmation(order.order_id, order.order_key)).payment_url).toBe(
      order.payment_url,
    );
    await onGateway(order.payment_url, 'approve');
    expect(await tracked(order.order_id, order.email)).toMatchObject({
      status: 'processing',
      pay: null,
    });
    const transfer = await stage.purchases.place(await stage.purchases.guestCart(), {
      payment_method: 'bacs',
      date: later(4),
    });
    expect((await tracked(transfer.order_id, transfer.email)).pay).toBeNull();
  });
});
