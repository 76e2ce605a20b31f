import { createHash } from 'node:crypto';
import { isStoreApiError, type StoreHttp } from '@vitrina/api-client';
import { checkoutOrderInput, createOrdersApi, type WcOrder } from '@vitrina/api-client/orders';
import { formatMoney, parseWooPrice } from '@vitrina/core';
import {
  shopAnswer,
  refuse,
  storeBusy,
  STORE_UNREACHABLE,
  type Refusal,
} from '../endpoints/answers.js';
import type { Buyer } from './buyer.js';
import type { CartTidy } from './cart-tidies.js';
import type { CheckoutRequest } from './checkout-request.js';
import { slotTaken } from './delivery-slots.js';
import { orderedUnits } from './ordered-lines.js';
import { orderSummary, priceOrder, soldOut, type PricedLine, type PricedOrder } from './pricing.js';
import { CHECKOUT_UNAVAILABLE, type CheckoutStores } from './checkout-stores.js';
import { logStoreFailure } from '../store-refusal-log.js';
import { paymentPageOf } from '../store-order.js';
import { PlacedOrderSchema, SoldOutDataSchema } from '../../src/lib/shop-api/checkout.js';

/** How far back an attempt is looked for: the life of an idempotency key (H1). */
export const ATTEMPT_TTL_MS = 24 * 3_600_000;

const ATTEMPT_META = '_vitrina_attempt';
const REQUEST_META = '_vitrina_request';

/** Another request of the same cart is placing its order: the browser tries again shortly. */
export const ORDER_IN_PROGRESS: Refusal = {
  status: 409,
  code: 'order_in_progress',
  message: 'Tu pedido ya se está procesando.',
};

/** The attempt's name in the store: the key, scoped to the buyer, hashed. */
export function attemptId(buyer: Buyer, idempotencyKey: string): string {
  return createHash('sha256').update(`${buyer.scope}\n${idempotencyKey}`).digest('hex');
}

/** The store's customer id of the buyer: 0 for a guest, as WooCommerce keeps guest orders. */
const customerIdOf = (buyer: Buyer): number => (buyer.kind === 'customer' ? buyer.id : 0);

const metaValue = (order: WcOrder, key: string): unknown =>
  order.meta_data.find((entry) => entry.key === key)?.value;

/**
 * The shop's answer for a placed order (the same for its first answer and every replay), with
 * WooCommerce's order-pay page when the gateway takes the payment on its own page (issue 24).
 */
export function placedAnswer(order: WcOrder) {
  return {
    order_id: order.id,
    order_key: order.order_key,
    total: parseWooPrice(order.total) ?? 0,
    payment_url: paymentPageOf(order),
  };
}

/**
 * The buyer's order made for this attempt in the last 24 h, if any, found through the order's
 * meta, so a retry landing on another instance of the shop server still finds it (H1). The store
 * answers that one order when it knows `vitrina_attempt` (the embedded store, the plugin); else
 * the buyer's latest 100 orders are looked through.
 */
export async function findAttemptOrder(
  store: StoreHttp,
  buyer: Buyer,
  attempt: string,
  now: number,
): Promise<WcOrder | undefined> {
  const orders = await createOrdersApi(store).ofCustomer(customerIdOf(buyer), {
    vitrina_attempt: attempt,
    after: new Date(now - ATTEMPT_TTL_MS).toISOString(),
    per_page: 100,
    orderby: 'date',
    order: 'desc',
  });
  return orders.find((order) => metaValue(order, ATTEMPT_META) === attempt);
}

/**
 * The order priced from the store (G2) beside the attempt's lookup (issue 40), under the buyer's
 * cart lock, so the cart priced is the one the order takes. When the lookup finds the attempt's
 * order, what pricing says is nobody's to answer.
 */
export function priceAttempt(
  stores: CheckoutStores,
  buyer: Buyer,
  request: CheckoutRequest,
  now: number,
): Promise<PricedOrder> {
  const priced = priceOrder(stores, buyer, request, now);
  priced.catch(() => undefined);
  return priced;
}

/**
 * Replays the answer of an attempt already made, or 422 when the body is not the same. A replay
 * means the first answer never reached the browser, perhaps before the order's lines left the
 * cart (the store made the order late, after the shop had answered): they are taken out after
 * this answer.
 */
export function replay(cart: CartTidy, order: WcOrder, fingerprint: string): Response {
  if (metaValue(order, REQUEST_META) !== fingerprint) {
    return refuse({
      status: 422,
      code: 'idempotency_key_reused',
      message:
        'Este intento de compra ya se usó con otros datos. Recarga la página y confirma de nuevo.',
    });
  }
  cart.afterAnswer(orderedUnits(order.line_items));
  return shopAnswer(PlacedOrderSchema, placedAnswer(order), 201, { 'idempotent-replayed': 'true' });
}

/** «El total cambió»: 409 `price_changed` with the new figures and no order (G3). */
export function priceChanged(order: PricedOrder): Refusal {
  const summary = orderSummary(order);
  return {
    status: 409,
    code: 'price_changed',
    message: `El total de tu pedido cambió a ${formatMoney(summary.total)}. Revísalo y confirma de nuevo.`,
    data: { summary },
  };
}

/**
 * The store's «se agotó» in the shop's words: the priced line it names by `data.product_id` (both
 * stores send it, M8), or the cart at large from a store that does not.
 */
function storeSoldOut(storeData: unknown, lines: readonly PricedLine[]): Refusal {
  const named = SoldOutDataSchema.safeParse(storeData);
  const line = named.success
    ? lines.find((entry) => entry.product_id === named.data.product_id)
    : undefined;
  if (line !== undefined) return soldOut(line);
  return {
    status: 409,
    code: 'out_of_stock',
    message: 'Un producto de tu carrito se agotó mientras comprabas. Revisa tu carrito.',
  };
}

/** What a store refusal of the order means to the shopper, in the shop's own words. */
function storeRefusal(error: unknown, priced: PricedOrder): Refusal {
  if (!isStoreApiError(error)) return STORE_UNREACHABLE;
  if (error.code === 'order_in_progress') return ORDER_IN_PROGRESS;
  if (error.status === 422) {
    return {
      status: 422,
      code: 'idempotency_key_reused',
      message:
        'Este intento de compra ya se usó con otros datos. Recarga la página y confirma de nuevo.',
    };
  }
  if (error.status === 429) return storeBusy(error.retryAfter);
  if (error.code === 'out_of_stock') return storeSoldOut(error.data, priced.lines);
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
    return { status: 503, ...CHECKOUT_UNAVAILABLE };
  }
  return {
    status: 400,
    code: 'order_refused',
    message: 'La tienda no aceptó el pedido. Revisa los datos e inténtalo de nuevo.',
  };
}

/** No answer, or the store's own fault: whether the order was made is not known. */
const outcomeUnknown = (error: unknown): boolean => !isStoreApiError(error) || error.status >= 500;

/**
 * The store's answer shows the order as the shop priced it: its lines, and the totals compared.
 * Either may be missing from an answer cut short, or the store made the totals otherwise.
 */
const showsPriced = (order: WcOrder, priced: PricedOrder): boolean =>
  order.line_items.length > 0 &&
  parseWooPrice(order.total) === priced.totals.totalCents &&
  parseWooPrice(order.shipping_total) === priced.totals.shippingTotalCents &&
  parseWooPrice(order.discount_total) === priced.totals.discountTotalCents;

/**
 * Makes the order: priced by the shop (read with the attempt), compared with the total the
 * shopper reviewed, created with the write key (pending, unpaid) and compared with the store's
 * answer, which is read back only when it does not show the same totals; an order the store
 * priced otherwise is cancelled and the shopper gets the figures priced again, with the store's
 * settings read afresh. What the order holds leaves the cart after the answer. The store's
 * `Idempotency-Key` answers a retry that races the first.
 */
export async function createOrder(
  stores: CheckoutStores,
  buyer: Buyer,
  request: CheckoutRequest,
  attempt: {
    id: string;
    fingerprint: string;
    expectedTotal: number;
    now: number;
    priced: Promise<PricedOrder>;
  },
): Promise<Response> {
  const priced = await attempt.priced;
  if (priced.totals.totalCents !== attempt.expectedTotal) refuse(priceChanged(priced));
  const orders = createOrdersApi(stores.shop);
  let created: WcOrder;
  try {
    created = await orders.create(
      checkoutOrderInput({
        customer_id: customerIdOf(buyer),
        choices: request,
        pricing: priced,
        meta: { [ATTEMPT_META]: attempt.id, [REQUEST_META]: attempt.fingerprint },
      }),
      { idempotencyKey: attempt.id },
    );
  } catch (error) {
    logStoreFailure('placing an order', error);
    if (isStoreApiError(error) && error.code === 'price_changed') {
      refuse(priceChanged(await priceOrder(stores, buyer, request, attempt.now)));
    }
    if (!outcomeUnknown(error)) return refuse(storeRefusal(error, priced));
    // The store may have made the order before failing to say so (#28): never report it as
    // refused. The attempt's own order is looked for; without one, a 5xx tells the browser to
    // try again with the same key, which finds the order then if it appears late.
    const made = await findAttemptOrder(stores.shop, buyer, attempt.id, attempt.now).catch(
      () => undefined,
    );
    if (made === undefined) return refuse(STORE_UNREACHABLE);
    created = made;
  }
  const stored = showsPriced(created, priced) ? created : await orders.get(created.id);
  if (!showsPriced(stored, priced)) {
    stores.settings.forget();
    await orders.cancel(created.id);
    refuse(priceChanged(await priceOrder(stores, buyer, request, attempt.now)));
  }
  stores.cart.afterAnswer(orderedUnits(stored.line_items));
  return shopAnswer(PlacedOrderSchema, placedAnswer(stored), 201);
}
