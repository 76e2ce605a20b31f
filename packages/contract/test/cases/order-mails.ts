import { WcOrderSchema } from '@vitrina/api-client/orders';
import {
  centsToDecimal,
  DELIVERY_SCHEDULES,
  depositCents,
  formatMoney,
  formatSlotDate,
  parseWooPrice,
} from '@vitrina/core';
import { expect } from 'vitest';

import {
  atInstant,
  MORNING,
  orderId,
  placeOrder as placeAgendaOrder,
  shopInstant,
} from '../support/agenda-orders.js';
import type { ContractCase } from '../support/contract-case.js';
import { chargedOn, gatewayPage, pressOnGatewayPage } from '../support/gateway-page.js';
import { inbox, orderPage, type SeenMail } from '../support/order-mails.js';
import { ownerSets, sweepUnpaid } from '../support/paid-orders.js';
import { sentMail, type StoreTarget } from '../support/targets.js';
import { idOf, MINI_SPLIT, placeMiniSplitOrder } from './checkout.js';
import { refund } from './refunds.js';

const CARD = 'vitrina_test_card';
/** «Mantener inventario»: 60 minutes on both stores, WooCommerce's default. */
const HOLD_MS = 60 * 60_000;

/** A buyer's address no other case (nor run) writes to. */
const buyer = (store: StoreTarget, label: string) =>
  `correo.${label}.${String(Date.now())}.${store.name}@example.com`;

/** {@link placeMiniSplitOrder}, with its page in the shop and its payment page. */
async function placeOrder(
  store: StoreTarget,
  email: string,
  paymentMethod: string,
  meta: { key: string; value: unknown }[] = [],
) {
  const order = await placeMiniSplitOrder(store, email, paymentMethod, meta);
  return { ...order, page: orderPage(order), paymentUrl: order.payment_url ?? '' };
}

async function readOrder(store: StoreTarget, id: number) {
  const answer = await store.raw('GET', `wc/v3/orders/${String(id)}`, { auth: 'write' });
  return WcOrderSchema.parse(answer.body);
}

/** A mail as every one must read: the shop's name and address, and its one button. */
const mail = (id: string, button: string): SeenMail => ({
  id,
  shop: true,
  address: true,
  button,
});

export const orderMailCases: ContractCase[] = [
  {
    name: 'N1: un pedido con tarjeta: recibido con «Pagar», rechazado con «Pagar», pagado; cada correo con el nombre y la dirección de la tienda y el enlace a su página',
    async observe(store) {
      const email = buyer(store, 'tarjeta');
      const box = inbox(store, email);
      const order = await placeOrder(store, email, CARD);
      const placed = await box.since(order.page);
      const declined = await pressOnGatewayPage(store, order.paymentUrl, 'Rechazar pago');
      const afterDecline = await box.since(order.page);
      const paid = await pressOnGatewayPage(store, order.paymentUrl, 'Aprobar pago');
      return {
        placed,
        declined: { back: declined, mails: afterDecline },
        paid: { back: paid, mails: await box.since(order.page) },
      };
    },
    check(seen) {
      expect(seen).toEqual({
        placed: [mail('vitrina_order_received', 'Pagar')],
        declined: { back: 'failed', mails: [mail('customer_failed_order', 'Pagar')] },
        paid: { back: 'processing', mails: [mail('customer_processing_order', 'Ver tu pedido')] },
      });
    },
  },
  {
    name: 'N1: transferencia y contra entrega: recibidos; cancelado, entregado y reembolsado por la tienda, cada uno con su correo',
    async observe(store) {
      const transfer = buyer(store, 'transferencia');
      const transferBox = inbox(store, transfer);
      const onHold = await placeOrder(store, transfer, 'bacs');
      const placedOnHold = await transferBox.since(onHold.page);
      await ownerSets(store, onHold.id, 'cancelled');
      const cancelled = await transferBox.since(onHold.page);

      const cash = buyer(store, 'contraentrega');
      const cashBox = inbox(store, cash);
      const cod = await placeOrder(store, cash, 'cod');
      const placedCod = await cashBox.since(cod.page);
      await ownerSets(store, cod.id, 'completed');
      const completed = await cashBox.since(cod.page);
      await ownerSets(store, cod.id, 'refunded');
      return {
        transfer: { placed: placedOnHold, cancelled },
        cash: { placed: placedCod, completed, refunded: await cashBox.since(cod.page) },
      };
    },
    check(seen) {
      const view = 'Ver tu pedido';
      expect(seen).toEqual({
        transfer: {
          placed: [mail('customer_on_hold_order', view)],
          cancelled: [mail('customer_cancelled_order', view)],
        },
        cash: {
          placed: [mail('customer_processing_order', view)],
          completed: [mail('customer_completed_order', view)],
          refunded: [mail('customer_refunded_order', view)],
        },
      });
    },
  },
  {
    name: 'N2/G9: el abono en la página de la pasarela, su correo con el saldo y «Pagar el saldo», y el saldo pagado en la misma página',
    async observe(store) {
      // «Permitir abono» on the card gateway: the owner's setting on WooCommerce, always on in the
      // embedded store's.
      if (store.name === 'woocommerce') {
        const marked = await store.raw('PUT', 'wc/v3/payment_gateways/vitrina_test_card', {
          auth: 'write',
          json: { settings: { partial_payment: 'yes' } },
        });
        expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      }
      const product = await store.reader.products.get(idOf(store, MINI_SPLIT));
      const totalCents = parseWooPrice(String(product['price'])) ?? 0;
      const deposit = depositCents(totalCents);
      const email = buyer(store, 'abono');
      const box = inbox(store, email);
      const order = await placeOrder(store, email, CARD, [
        { key: 'is_partial_payment', value: true },
        { key: 'deposit_amount', value: centsToDecimal(deposit) },
        { key: 'balance_amount', value: centsToDecimal(totalCents - deposit) },
      ]);
      const placed = await box.since(order.page);
      const depositPage = chargedOn((await gatewayPage(store, order.paymentUrl)).html);
      const depositBack = await pressOnGatewayPage(store, order.paymentUrl, 'Aprobar pago');
      const afterDeposit = await readOrder(store, order.id);
      const balanceMails = await box.since(order.page);
      const balancePage = chargedOn(
        (await gatewayPage(store, afterDeposit.payment_url ?? '')).html,
      );
      const balanceBack = await pressOnGatewayPage(store, order.paymentUrl, 'Aprobar pago');
      const afterBalance = await readOrder(store, order.id);
      const balance = formatMoney(totalCents - deposit);
      return {
        placed,
        deposit: {
          charged: depositPage === `${formatMoney(deposit)} (anticipo)`,
          back: depositBack,
          status: afterDeposit.status,
          paid: afterDeposit.date_paid !== null,
          mails: balanceMails,
          // The mail says what is left to pay.
          tellsBalance: (await sentBalanceMail(store, email)).includes(balance),
        },
        balance: {
          charged: balancePage === balance,
          back: balanceBack,
          status: afterBalance.status,
          mails: await box.since(order.page),
        },
      };
    },
    check(seen) {
      expect(seen).toEqual({
        placed: [mail('vitrina_order_received', 'Pagar')],
        deposit: {
          charged: true,
          back: 'partially-paid',
          status: 'partially-paid',
          paid: true,
          mails: [mail('vitrina_balance_due', 'Pagar el saldo')],
          tellsBalance: true,
        },
        balance: {
          charged: true,
          back: 'processing',
          status: 'processing',
          mails: [mail('customer_processing_order', 'Ver tu pedido')],
        },
      });
    },
  },
  {
    name: 'N1: un pedido sin pagar recibe un recordatorio con «Pagar» a la mitad de la reserva, una sola vez',
    async observe(store) {
      const email = buyer(store, 'recordatorio');
      const box = inbox(store, email);
      const placedAt = Date.now();
      const order = await placeOrder(store, email, CARD);
      await box.since(order.page);
      const sweepAt = async (minutes: number) =>
        atInstant(store, placedAt + minutes * 60_000, async () => {
          await sweepUnpaid(store);
          return box.since(order.page);
        });
      const early = await sweepAt(25);
      const halfway = await sweepAt(HOLD_MS / 60_000 / 2 + 5);
      const again = await sweepAt(HOLD_MS / 60_000 / 2 + 10);
      return { early, halfway, again, status: (await readOrder(store, order.id)).status };
    },
    check(seen) {
      expect(seen).toEqual({
        early: [],
        halfway: [mail('vitrina_payment_reminder', 'Pagar')],
        again: [],
        status: 'pending',
      });
    },
  },
  {
    name: 'N1: un reembolso parcial y luego el resto por wc/v3, cada uno con el correo de WooCommerce: parcial, luego completo',
    async observe(store) {
      const email = buyer(store, 'reembolso');
      const box = inbox(store, email);
      const order = await placeOrder(store, email, 'cod');
      await ownerSets(store, order.id, 'completed');
      await box.since(order.page);
      const partial = await refund(store, order.id, '1000.00', 'Rayón en la tapa');
      const afterPartial = await box.since(order.page);
      const rest = centsToDecimal((parseWooPrice(order.total) ?? 0) - 100_000);
      const full = await refund(store, order.id, rest);
      return {
        statuses: [partial.status, full.status],
        partial: afterPartial,
        full: await box.since(order.page),
        status: (await readOrder(store, order.id)).status,
      };
    },
    check(seen) {
      const view = 'Ver tu pedido';
      expect(seen).toEqual({
        statuses: [201, 201],
        partial: [mail('customer_partially_refunded_order', view)],
        full: [mail('customer_refunded_order', view)],
        status: 'refunded',
      });
    },
  },
  {
    name: 'N1: el cliente cambia su entrega de horario y recibe un correo con el nuevo día y la nueva ventana',
    async observe(store) {
      const email = buyer(store, 'horario');
      const box = inbox(store, email);
      const from = { date: '2026-12-28', schedule: MORNING };
      const to = { date: '2026-12-28', schedule: AFTERNOON };
      return atInstant(store, shopInstant('2026-12-14', 8), async () => {
        const placed = await placeAgendaOrder(store, {
          productIds: [idOf(store, MINI_SPLIT)],
          state: 'DO-25',
          email,
          ...from,
        });
        const order = WcOrderSchema.parse(placed.body);
        const page = orderPage(order);
        // Not the placement's mail: a new order's status is the gateway's on one store only
        // (estado-del-pedido-nuevo).
        await box.since(page);
        const moved = await store.raw(
          'POST',
          `wc-vitrina/v1/orders/${String(orderId(placed))}/reschedule`,
          { auth: 'write', json: { delivery_date: to.date, schedule: to.schedule } },
        );
        const mails = await box.since(page);
        const text = (await lastMailTo(store, email)).text;
        return {
          moved: moved.status,
          mails,
          tellsNewWindow: text.includes(formatSlotDate(to.date)) && text.includes(to.schedule),
          tellsOldWindow: text.includes(from.schedule),
          // Until when the shopper may change it again: 24 hours before the new window.
          tellsUntil: text.includes('domingo, 27 de diciembre a las 3:00 PM'),
        };
      });
    },
    check(seen) {
      const view = 'Ver tu pedido';
      expect(seen).toEqual({
        moved: 200,
        mails: [mail('vitrina_order_rescheduled', view)],
        tellsNewWindow: true,
        tellsOldWindow: false,
        tellsUntil: true,
      });
    },
  },
];

const AFTERNOON = DELIVERY_SCHEDULES[2];

/** The last mail sent to `email`, its entities read as text. */
async function lastMailTo(store: StoreTarget, email: string) {
  const mails = (await sentMail(store)).filter((entry) => entry.to === email);
  const last = mails.at(-1);
  return { id: last?.email_id, text: (last?.text ?? '').replaceAll(/&(amp|#0?38);/g, '&') };
}

/** The text of the last «abono recibido» mail to `email`. */
async function sentBalanceMail(store: StoreTarget, email: string): Promise<string> {
  const mails = (await sentMail(store)).filter(
    (entry) => entry.to === email && entry.email_id === 'vitrina_balance_due',
  );
  return (mails.at(-1)?.text ?? '').replaceAll(/&(amp|#0?38);/g, '&');
}
