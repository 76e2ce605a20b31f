import { createHash } from 'node:crypto';
import { isStoreApiError, isStoreClientError, type StoreHttp } from '@vitrina/api-client';
import { WcOrderSchema, type WcOrder } from '@vitrina/api-client/orders';
import { bulkyDeliveryMeta, centsToDecimal, formatMoney, parseWooPrice } from '@vitrina/core';
import { z } from 'zod';
import { privateJson, refuse, STORE_UNREACHABLE, type CheckoutRefusal } from './answers.js';
import type { Buyer } from './buyer.js';
import type { CheckoutRequest } from './checkout-request.js';
import { slotTaken } from './delivery-slots.js';
import { takeOrderedLines } from './ordered-lines.js';
import { orderSummary, priceOrder, soldOut, type PricedOrder } from './pricing.js';
import type { CheckoutStores } from './shop-store.js';
import { logStoreFailure } from '../store-refusal-log.js';

/** How far back an attempt is looked for: the life of an idempotency key (H1). */
const ATTEMPT_TTL_MS = 24 * 3_600_000;

const ATTEMPT_META = '_vitrina_attempt';
const REQUEST_META = '_vitrina_request';

/** The attempt's name in the store: the key, scoped to the buyer, hashed. */
export function attemptId(buyer: Buyer, idempotencyKey: string): string {
  return createHash('sha256').update(`${buyer.scope}\n${idempotencyKey}`).digest('hex');
}

const metaValue = (order: WcOrder, key: string): unknown =>
  order.meta_data.find((entry) => entry.key === key)?.value;

/** The shop's answer for a placed order (the same for its first answer and every replay). */
export function placedAnswer(order: WcOrder) {
  return {
    order_id: order.id,
    order_key: order.order_key,
    total: parseWooPrice(order.total) ?? 0,
    status: order.status,
  };
}

/**
 * The buyer's order made for this attempt in the last 24 h, if any, found through the order's
 * meta, so a retry landing on another instance of the shop server still finds it (H1).
 */
export async function findAttemptOrder(
  store: StoreHttp,
  buyer: Buyer,
  attempt: string,
  now: number,
): Promise<WcOrder | undefined> {
  const { data } = await store.request({
    method: 'GET',
    path: 'wp-json/wc/v3/orders',
    query: {
      customer: buyer.kind === 'customer' ? buyer.id : 0,
      after: new Date(now - ATTEMPT_TTL_MS).toISOString(),
      per_page: 100,
      orderby: 'date',
      order: 'desc',
    },
    schema: z.array(WcOrderSchema),
  });
  return data.find((order) => metaValue(order, ATTEMPT_META) === attempt);
}

/** Replays the answer of an attempt already made, or 422 when the body is not the same. */
export function replay(order: WcOrder, fingerprint: string): Response {
  if (metaValue(order, REQUEST_META) !== fingerprint) {
    return refuse({
      status: 422,
      code: 'idempotency_key_reused',
      message:
        'Este intento de compra ya se usó con otros datos. Recarga la página y confirma de nuevo.',
    });
  }
  return privateJson(placedAnswer(order), 201, { 'idempotent-replayed': 'true' });
}

const address = (request: CheckoutRequest) => {
  const billing = request.billing_address;
  const shipping = request.shipping_address ?? billing;
  return {
    billing: {
      first_name: billing.first_name,
      last_name: billing.last_name,
      address_1: billing.address,
      address_2: billing.sector,
      city: billing.city,
      state: billing.state,
      postcode: billing.postcode,
      country: billing.country,
      email: request.email,
      phone: request.phone,
    },
    shipping: {
      first_name: billing.first_name,
      last_name: billing.last_name,
      address_1: shipping.address,
      address_2: billing.sector,
      city: shipping.city,
      state: shipping.state,
      postcode: shipping.postcode,
      country: billing.country,
    },
  };
};

/** The order as WooCommerce's admin API takes it: every amount the shop's own (G2). */
function orderBody(
  buyer: Buyer,
  request: CheckoutRequest,
  order: PricedOrder,
  meta: { attempt: string; fingerprint: string },
) {
  const delivery = request.shipping_address ?? request.billing_address;
  const entries: Record<string, unknown> = {
    ...bulkyDeliveryMeta(request.bulky_delivery),
    social_id: request.social_id,
    passport: request.passport,
    rnc: request.rnc,
    trade_name: request.trade_name,
    is_fiscal: request.is_fiscal,
    is_partial_payment: request.is_partial_payment,
    // A real WooCommerce keeps what the shop decided; the embedded store decides it again.
    ...(order.deposit === null
      ? {}
      : {
          deposit_amount: centsToDecimal(order.deposit),
          balance_amount: centsToDecimal(order.totals.totalCents - order.deposit),
        }),
    delivery_date: request.date,
    schedule: request.schedule,
    sector: request.billing_address.sector,
    reference: delivery.reference,
    latitude: delivery.latitude,
    longitude: delivery.longitude,
    [ATTEMPT_META]: meta.attempt,
    [REQUEST_META]: meta.fingerprint,
  };
  return {
    customer_id: buyer.kind === 'customer' ? buyer.id : 0,
    status: 'pending',
    set_paid: false,
    payment_method: order.gateway.id,
    payment_method_title: order.gateway.title,
    ...address(request),
    line_items: order.lines.map((line) => ({
      product_id: line.product_id,
      quantity: line.quantity,
      // The price the shop computed with: the embedded store refuses the order if it moved since.
      price: centsToDecimal(line.unitPrice),
    })),
    shipping_lines: [
      {
        method_id: order.shipping.method_id,
        instance_id: String(order.shipping.instance_id),
        method_title: order.shipping.title,
        total: centsToDecimal(order.shipping.cost),
      },
    ],
    coupon_lines: order.coupons.map((coupon) => ({ code: coupon.code })),
    meta_data: Object.entries(entries)
      .filter(([, value]) => value !== '' && value !== null && value !== false)
      .map(([key, value]) => ({ key, value })),
  };
}

/** «El total cambió»: 409 `price_changed` with the new figures and no order (G3). */
export function priceChanged(order: PricedOrder): CheckoutRefusal {
  const summary = orderSummary(order);
  return {
    status: 409,
    code: 'price_changed',
    message: `El total de tu pedido cambió a ${formatMoney(summary.total)}. Revísalo y confirma de nuevo.`,
    data: { summary },
  };
}

/** What a store refusal of the order means to the shopper, in the shop's own words. */
function storeRefusal(error: unknown): CheckoutRefusal {
  if (!isStoreApiError(error)) return STORE_UNREACHABLE;
  if (error.code === 'order_in_progress') {
    return { status: 409, code: 'order_in_progress', message: 'Tu pedido ya se está procesando.' };
  }
  if (error.status === 422) {
    return {
      status: 422,
      code: 'idempotency_key_reused',
      message:
        'Este intento de compra ya se usó con otros datos. Recarga la página y confirma de nuevo.',
    };
  }
  if (error.code === 'out_of_stock') return soldOut('Un producto de tu carrito');
  if (error.code === 'delivery_slot_full') return slotTaken(error.data);
  if (error.code === 'invalid_delivery_date') {
    return {
      status: 400,
      code: 'invalid_delivery_date',
      message: 'Ese día no entregamos. Elige otra fecha de entrega.',
    };
  }
  if (error.code?.startsWith('woocommerce_rest_coupon') === true) {
    return { status: 409, code: 'coupon_refused', message: 'El cupón alcanzó su límite de uso.' };
  }
  if (error.status === 401 || error.status === 403) {
    return {
      status: 503,
      code: 'checkout_unavailable',
      message: 'No podemos tomar pedidos en este momento. Inténtalo más tarde.',
    };
  }
  return {
    status: 400,
    code: 'order_refused',
    message: 'La tienda no aceptó el pedido. Revisa los datos e inténtalo de nuevo.',
  };
}

const sameTotals = (order: WcOrder, priced: PricedOrder): boolean =>
  parseWooPrice(order.total) === priced.totals.totalCents &&
  parseWooPrice(order.shipping_total) === priced.totals.shippingTotalCents &&
  parseWooPrice(order.discount_total) === priced.totals.discountTotalCents;

/**
 * Makes the order: priced by the shop, compared with the total the shopper reviewed, created
 * with the write key (pending, unpaid), read back and cancelled if the store's totals differ,
 * then what it holds is taken out of the cart. The store's `Idempotency-Key` answers a retry that races the first.
 */
export async function createOrder(
  stores: CheckoutStores,
  buyer: Buyer,
  request: CheckoutRequest,
  attempt: { id: string; fingerprint: string; expectedTotal: number; now: number },
): Promise<Response> {
  const priced = await priceOrder(stores, buyer, request, attempt.now);
  if (priced.totals.totalCents !== attempt.expectedTotal) refuse(priceChanged(priced));
  let created: WcOrder;
  try {
    ({ data: created } = await stores.shop.request({
      method: 'POST',
      path: 'wp-json/wc/v3/orders',
      json: orderBody(buyer, request, priced, {
        attempt: attempt.id,
        fingerprint: attempt.fingerprint,
      }),
      headers: { 'Idempotency-Key': attempt.id },
      schema: WcOrderSchema,
    }));
  } catch (error) {
    logStoreFailure('placing an order', error);
    if (isStoreApiError(error) && error.code === 'price_changed') {
      refuse(priceChanged(await priceOrder(stores, buyer, request, attempt.now)));
    }
    return refuse(storeRefusal(error));
  }
  const { data: stored } = await stores.shop.request({
    method: 'GET',
    path: `wp-json/wc/v3/orders/${String(created.id)}`,
    schema: WcOrderSchema,
  });
  if (!sameTotals(stored, priced)) {
    await stores.shop.request({
      method: 'PUT',
      path: `wp-json/wc/v3/orders/${String(created.id)}`,
      json: { status: 'cancelled' },
      schema: WcOrderSchema,
    });
    refuse(priceChanged(priced));
  }
  await takeOrderedLines(stores.buyer, priced.lines).catch((error: unknown) => {
    // The order stands; a line left in the cart is the lesser harm, the shopper sees it there.
    if (!isStoreClientError(error)) throw error;
  });
  return privateJson(placedAnswer(stored), 201);
}
