// @vitest-environment node
import { DEMO_CUSTOMER_CREDENTIALS } from '@vitrina/store-api/testing';
import { NCF_META, ORDER_STATUS_LABELS } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AccountOrderDetailSchema, AccountOrdersSchema } from '../../src/lib/shop-api/account.js';
import { ConfirmedOrderSchema } from '../../src/lib/shop-api/checkout.js';
import { InvoiceSchema } from '../../src/lib/shop-api/invoice.js';
import { TrackedOrderSchema } from '../../src/lib/shop-api/tracking.js';
import { checkoutStage } from '../../test/support/checkout-shop.js';

// N1, N2, N4: an order's refunds and credit notes, read through the shop as each page reads them,
// in front of the real embedded store where the owner refunds (wc/v3/orders/{id}/refunds).
const stage = checkoutStage();

const [ANA] = DEMO_CUSTOMER_CREDENTIALS;

/** The owner's call at the store, with the admin key (a manual refund, a status change). */
async function owner(method: string, path: string, body: unknown) {
  const key = `consumer_key=${stage.store.adminConsumerKey}&consumer_secret=${stage.store.adminConsumerSecret}`;
  const answer = await fetch(`${stage.store.baseUrl}/wp-json/wc/v3/${path}?${key}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return answer.json() as Promise<unknown>;
}

const refund = (id: number, amount: string, reason = '') =>
  owner('POST', `orders/${String(id)}/refunds`, { amount, reason, api_refund: false });

const centsOf = (decimal: string) => Math.round(Number(decimal) * 100);

describe('N1, N2: refunds through the shop', () => {
  it('N1: a partial refund, then the rest, show with their amounts, days and credit notes wherever the order shows', async () => {
    if (ANA === undefined) throw new Error('no demo customer');
    const buyer = await stage.purchases.customerCart(ANA);
    const order = await stage.purchases.place(buyer, { payment_method: 'cod' });
    const placed = z
      .object({ meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })) })
      .parse(await owner('PUT', `orders/${String(order.order_id)}`, { status: 'completed' }));
    const invoiceNcf = placed.meta_data.find((entry) => entry.key === NCF_META.number)?.value;
    await refund(order.order_id, '1000.00', 'Rayón en la tapa');

    const confirmed = ConfirmedOrderSchema.parse(
      await (
        await stage.purchases.api('GET', `/${String(order.order_id)}?clave=${order.order_key}`)
      ).json(),
    );
    expect(confirmed).toMatchObject({
      status: 'completed',
      refunded: 100_000,
      refunds: [
        {
          amount: 100_000,
          reason: 'Rayón en la tapa',
          credit_note: { modifies: invoiceNcf, valid_until: '' },
        },
      ],
    });
    expect(confirmed.refunds[0]?.credit_note?.ncf).toMatch(/^B04\d{8}$/);
    expect(confirmed.refunds[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(
      (confirmed.refunds[0]?.credit_note?.taxable ?? 0) +
        (confirmed.refunds[0]?.credit_note?.itbis ?? 0),
    ).toBe(100_000);

    const rest = ((order.total - 100_000) / 100).toFixed(2);
    await refund(order.order_id, rest);
    const tracked = TrackedOrderSchema.parse(
      await (
        await stage.purchases.api('POST', '/rastreo', {
          number: String(order.order_id),
          email: order.email,
        })
      ).json(),
    );
    expect(tracked).toMatchObject({
      status: 'refunded',
      status_label: ORDER_STATUS_LABELS.refunded,
      refunded: order.total,
    });
    expect(tracked.refunds.map((entry) => entry.amount)).toEqual([centsOf(rest), 100_000]);

    if (!('authorization' in buyer)) throw new Error('the customer buys with a token');
    const token = buyer.authorization;
    const detail = AccountOrderDetailSchema.parse(
      await (
        await fetch(`${stage.shop.url}/api/cuenta/pedidos/${String(order.order_id)}`, {
          headers: { authorization: token },
        })
      ).json(),
    );
    expect(detail.refunds).toEqual(tracked.refunds);
    const listed = AccountOrdersSchema.parse(
      await (
        await fetch(`${stage.shop.url}/api/cuenta/pedidos`, { headers: { authorization: token } })
      ).json(),
    ).find((entry) => entry.id === order.order_id);
    expect(listed).toMatchObject({ status_label: 'Reembolsado', refunded: order.total });

    const invoice = InvoiceSchema.parse(
      await (
        await stage.purchases.api(
          'GET',
          `/${String(order.order_id)}/factura?clave=${order.order_key}`,
        )
      ).json(),
    );
    expect(invoice).toMatchObject({ total: order.total, refunded: order.total });
    expect(invoice.refunds.map((entry) => entry.credit_note?.ncf)).toEqual(
      tracked.refunds.map((entry) => entry.credit_note?.ncf),
    );
  });

  it('N4: a cancelled order has no invoice to print (409 invoice_voided), whoever may read it', async () => {
    const order = await stage.purchases.place(await stage.purchases.guestCart(), {
      payment_method: 'bacs',
    });
    await owner('PUT', `orders/${String(order.order_id)}`, { status: 'cancelled' });
    const answer = await stage.purchases.api(
      'GET',
      `/${String(order.order_id)}/factura?clave=${order.order_key}`,
    );
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'invoice_voided' });
    // Without the key it stays the 404 of an unknown order (E2: no oracle).
    expect(
      (await stage.purchases.api('GET', `/${String(order.order_id)}/factura?clave=x`)).status,
    ).toBe(404);
  });
});
