import { WcOrderSchema } from '@vitrina/api-client/orders';
import { centsToDecimal, depositCents, parseWooPrice } from '@vitrina/core';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import { markPaid, ownerSets } from '../support/paid-orders.js';
import type { StoreTarget } from '../support/targets.js';
import { idOf, MINI_SPLIT, placeMiniSplitOrder } from './checkout.js';

const CARD = 'vitrina_test_card';

/** {@link placeMiniSplitOrder}: its id and payment page. */
async function order(
  store: StoreTarget,
  email: string,
  paymentMethod: string,
  meta: { key: string; value: unknown }[] = [],
) {
  const placed = await placeMiniSplitOrder(store, email, paymentMethod, meta);
  return { id: placed.id, paymentUrl: placed.payment_url ?? '' };
}

async function readOrder(store: StoreTarget, id: number) {
  const answer = await store.raw('GET', `wc/v3/orders/${String(id)}`, { auth: 'write' });
  const read = WcOrderSchema.parse(answer.body);
  const meta = (key: string) => read.meta_data.find((entry) => entry.key === key)?.value ?? null;
  return {
    status: read.status,
    paid: read.date_paid !== null,
    deposit: meta('deposit_amount'),
    balance: meta('balance_amount'),
  };
}

async function verifiedOf(store: StoreTarget, reviewId: number): Promise<boolean> {
  const answer = await store.raw('GET', `wc/v3/products/reviews/${String(reviewId)}`, {
    auth: 'read',
  });
  return (answer.body as { verified: boolean }).verified;
}

async function review(store: StoreTarget, email: string, text: string) {
  const written = await store.writer.reviews.create({
    product_id: idOf(store, MINI_SPLIT),
    review: text,
    reviewer: 'Rosa Peña',
    reviewer_email: email,
    // No stars: the product's rating, which other cases count, stays as it is.
    rating: 0,
  });
  return { id: written.id, verified: written.verified };
}

export const paidOrderCases: ContractCase[] = [
  {
    name: 'G9: un pedido con abono pasado a contra entrega debe todo su total: sin abono, nada pagado',
    async observe(store) {
      // The deposit as the shop writes it (checkoutOrderInput); the embedded store works it out again.
      const product = await store.reader.products.get(idOf(store, MINI_SPLIT));
      const totalCents = parseWooPrice(String(product['price'])) ?? 0;
      const deposit = depositCents(totalCents);
      const { id } = await order(store, 'abono.contrato@example.com', CARD, [
        { key: 'is_partial_payment', value: true },
        { key: 'deposit_amount', value: centsToDecimal(deposit) },
        { key: 'balance_amount', value: centsToDecimal(totalCents - deposit) },
      ]);
      const before = await readOrder(store, id);
      const moved = await store.raw('PUT', `wc/v3/orders/${String(id)}`, {
        auth: 'write',
        json: {
          payment_method: 'cod',
          payment_method_title: 'Pago contra entrega',
          status: 'processing',
        },
      });
      return {
        movedStatus: moved.status,
        before: { status: before.status, paid: before.paid, deposit: before.deposit !== null },
        after: await readOrder(store, id),
      };
    },
    check(seen) {
      expect(seen).toEqual({
        movedStatus: 200,
        before: { status: 'pending', paid: false, deposit: true },
        after: { status: 'processing', paid: false, deposit: null, balance: null },
      });
    },
  },
  {
    name: 'G12: «verified» solo para un pedido pagado y no anulado, revisado cuando el pedido cambia',
    async observe(store) {
      const cash = 'rosa.contraentrega@example.com';
      const cod = await order(store, cash, 'cod');
      const onItsWay = await readOrder(store, cod.id);
      const cashReview = await review(store, cash, 'Llegó ayer; lo pago al recibirlo.');
      await ownerSets(store, cod.id, 'completed');
      const delivered = {
        order: await readOrder(store, cod.id),
        verified: await verifiedOf(store, cashReview.id),
      };
      await ownerSets(store, cod.id, 'refunded');
      const refunded = await verifiedOf(store, cashReview.id);

      const cardBuyer = 'rosa.tarjeta@example.com';
      const card = await order(store, cardBuyer, CARD);
      await markPaid(store, card.id, card.paymentUrl);
      const cardReview = await review(store, cardBuyer, 'Pagada con tarjeta, llegó bien.');
      await ownerSets(store, card.id, 'cancelled');
      return {
        onItsWay: { status: onItsWay.status, paid: onItsWay.paid },
        writtenOnItsWay: cashReview.verified,
        delivered: {
          status: delivered.order.status,
          paid: delivered.order.paid,
          verified: delivered.verified,
        },
        refunded,
        writtenAfterCard: cardReview.verified,
        cancelled: await verifiedOf(store, cardReview.id),
      };
    },
    check(seen) {
      expect(seen).toEqual({
        onItsWay: { status: 'processing', paid: false },
        writtenOnItsWay: false,
        delivered: { status: 'completed', paid: true, verified: true },
        refunded: false,
        writtenAfterCard: true,
        cancelled: false,
      });
    },
  },
];
