import type { StoreHttp } from '@vitrina/api-client';
import { createOrdersApi } from '@vitrina/api-client/orders';
import {
  DOMINICAN_PROVINCES,
  CANCELLED_BY_META,
  offlineOrderStatus,
  paysOnGatewayPage,
  readBulkyDeliveryMeta,
} from '@vitrina/core';
import { refuse } from '../endpoints/answers.js';
import { orderWindow, readOrderView } from '../order-view.js';
import {
  holdsOrderKey,
  orderMetaText,
  paymentPageOf,
  readStoreOrder,
  showsPersonalData,
} from '../store-order.js';
import { readGateways } from './store-reads.js';
import { OFFLINE_PAYMENT_MESSAGE } from '../../src/lib/shop-api/checkout-request.js';

const notFound = () =>
  refuse({ status: 404, code: 'order_not_found', message: 'No encontramos ese pedido.' });

/** Who reads a confirmation: the holder of the order's key, and the verified customer, if any. */
export interface ConfirmationReader {
  readonly key: string;
  readonly customerId: number | null;
  /** When it is read: what the shopper may still change is decided at this instant. */
  readonly now: number;
}

/**
 * The confirmation page's order: read with the shop's key, shown only to whoever holds its
 * `order_key` (the same 404 for a wrong key and an unknown id, E2). A registered customer's
 * delivery address shows only to that customer's token, as D5 says: a key alone (a forwarded
 * link, a shared computer) reads the order, its money and its delivery day, not where it goes.
 */
export async function confirmedOrder(store: StoreHttp, id: number, reader: ConfirmationReader) {
  const order = await readStoreOrder(store, id);
  if (order === null || !holdsOrderKey(order, reader.key)) return notFound();
  const [gateways, view] = await Promise.all([readGateways(store), readOrderView(store, order)]);
  const gateway = gateways.find((entry) => entry.id === order.payment_method);
  return {
    ...view,
    ...orderWindow(order, reader.now),
    coupons: order.coupon_lines.map((line) => line.code),
    shipping_title: order.shipping_lines[0]?.method_title ?? '',
    bulky_delivery: readBulkyDeliveryMeta((key) => orderMetaText(order, key)),
    address: showsPersonalData(order.customer_id, reader.customerId)
      ? {
          address: order.shipping.address_1 || order.billing.address_1,
          sector: orderMetaText(order, 'sector') || order.billing.address_2,
          city: order.shipping.city || order.billing.city,
          province:
            DOMINICAN_PROVINCES[order.shipping.state || order.billing.state] ??
            (order.shipping.state || order.billing.state),
          reference: orderMetaText(order, 'reference'),
        }
      : null,
    payment_method: order.payment_method,
    payment_url: paymentPageOf(order),
    // A guest has no account to find the invoice in: the page links it with the order's key.
    is_guest: order.customer_id === 0,
    payment_title: order.payment_method_title,
    instructions: order.payment_method === 'bacs' ? (gateway?.instructions ?? '') : '',
    cancelled_by: orderMetaText(order, CANCELLED_BY_META),
  };
}

/**
 * After a declined or abandoned card payment: the same order, paid another way (bank transfer,
 * cash on delivery), never a second order. Only an order still waiting for its payment changes;
 * the answer is the confirmation page's order as it now stands.
 */
export async function payOrderOffline(
  store: StoreHttp,
  id: number,
  reader: ConfirmationReader,
  gatewayId: string,
) {
  const order = await readStoreOrder(store, id);
  if (order === null || !holdsOrderKey(order, reader.key)) return notFound();
  if (order.status !== 'pending' && order.status !== 'failed') {
    return refuse({
      status: 409,
      code: 'order_not_payable',
      message: 'Este pedido ya no espera su pago.',
    });
  }
  const gateway = (await readGateways(store)).find((entry) => entry.id === gatewayId);
  if (gateway === undefined || paysOnGatewayPage(gateway.id)) {
    return refuse({
      status: 400,
      code: 'payment_method_invalid',
      message: OFFLINE_PAYMENT_MESSAGE,
    });
  }
  await createOrdersApi(store).changePaymentMethod(id, {
    payment_method: gateway.id,
    payment_method_title: gateway.title,
    status: offlineOrderStatus(gateway.id),
  });
  return confirmedOrder(store, id, reader);
}
