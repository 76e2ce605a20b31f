import {
  GatewaysSchema,
  OrderSummarySchema,
  PlacedOrderSchema,
  PriceChangedDataSchema,
  ShippingOptionsSchema,
  SlotAgendaSchema,
  SlotTakenDataSchema,
  SoldOutDataSchema,
} from '../../lib/shop-api/checkout';
import { shopCall, type ShopCall } from '../../lib/shop-api/shop-client';
import { ShopFault, ShopRefused } from '../../lib/shop-api/shop-errors';
import { billingAddressOf, couponCodes, parseRateId, type CheckoutDraft } from './checkout-steps';
import type { CheckoutFailure, Outcome } from './checkout.machine';

/** Who the shop server is asked for: the token, or the guest cart key. */
export interface Buyer {
  readonly token: string | null;
  readonly cartKey: string | null;
}

/** What a refusal of the shop server means for the checkout (its message is already Spanish). */
function refusalOf({ status, code, message, data }: ShopRefused): CheckoutFailure {
  if (code === 'price_changed') {
    const price = PriceChangedDataSchema.safeParse(data);
    if (price.success) return { kind: 'price_changed', message, summary: price.data.summary };
  }
  if (code === 'coupon_refused') return { kind: 'coupon_refused', message };
  if (code === 'slot_taken') {
    const next = SlotTakenDataSchema.safeParse(data);
    return { kind: 'slot_taken', message, next: next.success ? next.data.next : null };
  }
  if (code === 'out_of_stock') {
    const soldOut = SoldOutDataSchema.safeParse(data);
    return { kind: 'stock_changed', message, productId: soldOut.data?.product_id };
  }
  if (code === 'empty_cart') return { kind: 'stock_changed', message };
  if (code === 'token_expired') return { kind: 'token_expired', message };
  if (status === 429) return { kind: 'rate_limited', message };
  // Another request of this cart is placing its order: retried with the same key.
  if (code === 'order_in_progress') return { kind: 'network', message };
  return { kind: 'refused', message };
}

/**
 * What went wrong for the checkout machine: a refusal by its code, our own fault as such (never
 * retried), and a store down or no answer as `network`, which the machine retries with the same
 * attempt key, since the order may exist (H1).
 */
function failureOf(error: unknown): CheckoutFailure {
  if (error instanceof ShopRefused) return refusalOf(error);
  if (error instanceof ShopFault) return { kind: 'fault', message: error.message };
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

async function outcome<T>(call: ShopCall<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await shopCall(call) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/** The body the shop server reads: the shopper's choices only, never an amount but the total they reviewed. */
export function checkoutBody(draft: CheckoutDraft) {
  const method = draft.shipping_address.method_id;
  return {
    first_name: draft.first_name,
    last_name: draft.last_name,
    email: draft.email,
    phone: draft.phone,
    social_id: draft.social_id,
    passport: draft.passport,
    is_fiscal: draft.is_fiscal,
    rnc: draft.is_fiscal ? draft.rnc : '',
    trade_name: draft.is_fiscal ? draft.trade_name : '',
    billing_address: billingAddressOf(draft),
    ...(draft.ship_to_different_address
      ? {
          shipping_address: {
            address: draft.shipping_address.address,
            city: draft.shipping_address.city,
            state: draft.shipping_address.state,
            postcode: draft.shipping_address.postcode,
            latitude: draft.shipping_address.latitude,
            longitude: draft.shipping_address.longitude,
            reference: draft.shipping_address.reference,
          },
        }
      : {}),
    shipping_method: parseRateId(method),
    payment_method: draft.payment_method,
    is_partial_payment: draft.isPartialPayment,
    coupons: couponCodes(draft),
    date: draft.date,
    schedule: draft.schedule,
    bulky_delivery: draft.bulky_delivery,
  };
}

/** The shop server's checkout endpoints for one buyer. */
export function checkoutApi(buyer: () => Buyer) {
  const call = <T>(endpoint: Omit<ShopCall<T>, 'caller'>): ShopCall<T> => ({
    ...endpoint,
    caller: buyer(),
  });
  return {
    shippingOptions: (provincia: string) =>
      shopCall(
        call({ path: 'pedidos/envio', query: { provincia }, answer: ShippingOptionsSchema }),
      ),
    gateways: () => shopCall(call({ path: 'pedidos/pagos', answer: GatewaysSchema })),
    review: (draft: CheckoutDraft) =>
      outcome(
        call({
          method: 'POST',
          path: 'pedidos/resumen',
          body: checkoutBody(draft),
          answer: OrderSummarySchema,
        }),
      ),
    place: (draft: CheckoutDraft, attemptKey: string, expectedTotal: number) =>
      outcome(
        call({
          method: 'POST',
          path: 'pedidos',
          body: { ...checkoutBody(draft), expected_total: expectedTotal },
          headers: { 'idempotency-key': attemptKey },
          timeout: 30_000,
          answer: PlacedOrderSchema,
        }),
      ),
    /** The province's delivery agenda for this cart: days, windows and what remains. */
    deliveryAgenda: (provincia: string) =>
      shopCall(call({ path: 'pedidos/horarios', query: { provincia }, answer: SlotAgendaSchema })),
  };
}
