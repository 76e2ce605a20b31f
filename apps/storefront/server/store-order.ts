import { createHash, timingSafeEqual } from 'node:crypto';
import { isStoreApiError, type StoreHttp } from '@vitrina/api-client';
import { createOrdersApi, type WcOrder } from '@vitrina/api-client/orders';
import { amountPaid, parseWooPrice, paymentDueOnline } from '@vitrina/core';
import type { OnlinePayment } from '../src/lib/shop-api/checkout.js';

/** A Woo price string in cents; a missing or empty price counts as 0. */
export const wooCents = (price: string): number => parseWooPrice(price) ?? 0;

/** An order's number as the shopper reads it. */
export const orderNumber = (order: WcOrder): string => order.number ?? String(order.id);

/** Whether `given` is the order's key, compared in constant time (no key oracle, E2). */
export const holdsOrderKey = (order: WcOrder, given: string): boolean =>
  // Digests of equal length, so not even the key's length shows in the time taken.
  timingSafeEqual(digest(given), digest(order.order_key)) && order.order_key !== '';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Whether someone who may read an order also sees who placed it and where it goes (D5): the
 * holder of a guest order's key and the customer it belongs to do; a key alone does not reveal
 * a registered customer's name, e-mail, phone or address.
 */
export const showsPersonalData = (
  orderCustomerId: number,
  askerCustomerId: number | null | undefined,
): boolean => orderCustomerId === 0 || orderCustomerId === askerCustomerId;

/**
 * «Pagar» on an order: WooCommerce's order-pay page of an order that still takes a payment there
 * (a waiting or declined card, or the balance after its abono; never bank transfer nor cash on
 * delivery) and what is paid there, else null.
 */
export function onlinePayment(order: WcOrder): OnlinePayment {
  const due = paymentDueOnline(order);
  return due !== null && order.payment_url ? { url: order.payment_url, due } : null;
}

/** The order-pay page of an order that still takes a payment there, else null. */
export const paymentPageOf = (order: WcOrder): string | null => onlinePayment(order)?.url ?? null;

/** A text meta entry of the order, or '' when it is absent or not text. */
export const orderMetaText = (order: WcOrder, key: string): string => {
  const value = order.meta_data.find((entry) => entry.key === key)?.value;
  return typeof value === 'string' ? value : '';
};

/** A money meta of the order (G9's `deposit_amount`, `balance_amount`) in cents, or null when absent. */
export function orderMetaCents(order: WcOrder, key: string): number | null {
  try {
    return parseWooPrice(orderMetaText(order, key));
  } catch {
    // A meta edited by hand into something else is no amount the shop can promise.
    return null;
  }
}

/**
 * What an order asks and has received, in centavos (G9): the deposit it was placed with (`null`
 * without one; the store drops it when the order moves to a gateway that takes none) and what
 * came in so far by core's `amountPaid`: nothing until the store records a payment.
 */
export function orderPayments(order: WcOrder) {
  const total = wooCents(order.total);
  const deposit = orderMetaCents(order, 'deposit_amount');
  const paid = amountPaid({
    status: order.status,
    date_paid: order.date_paid,
    totalCents: total,
    depositCents: deposit,
  });
  return { total, deposit, paid };
}

/** The order with this id read with the shop's key, or null when the store has none. */
export async function readStoreOrder(store: StoreHttp, id: number): Promise<WcOrder | null> {
  try {
    return await createOrdersApi(store).get(id);
  } catch (error) {
    if (isStoreApiError(error) && error.status === 404) return null;
    throw error;
  }
}
