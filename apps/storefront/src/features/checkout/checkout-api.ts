import { SlotAgendaSchema, type SlotAgenda } from '@vitrina/api-client/shipping';
import * as z from 'zod';
import {
  billingAddressOf,
  couponCodes,
  parseRateId,
  type CheckoutDraft,
  type PaymentOption,
  type ShippingOption,
} from './checkout-steps';
import type { CheckoutFailure, OrderSummary, Outcome, PlacedOrder } from './checkout.machine';

/** Who the shop server is asked for: the token, or the guest cart key. */
export interface Buyer {
  readonly token: string | null;
  readonly cartKey: string | null;
}

const ErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z
    .looseObject({
      summary: z.unknown().optional(),
      next: z.object({ date: z.string(), schedule: z.string() }).nullable().catch(null).optional(),
    })
    .optional(),
});

const SummarySchema: z.ZodType<OrderSummary> = z.object({
  lines: z.array(
    z.object({ product_id: z.number(), name: z.string(), quantity: z.number(), total: z.number() }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  itbis: z.number(),
  total: z.number(),
  coupons: z.array(z.string()),
  deposit: z.number().nullable(),
});

const PlacedSchema: z.ZodType<PlacedOrder> = z.object({
  order_id: z.number(),
  order_key: z.string(),
  total: z.number(),
  payment_url: z.string().nullable().default(null),
});

const ShippingOptionsSchema: z.ZodType<ShippingOption[]> = z.array(
  z.object({
    method_id: z.string(),
    instance_id: z.number(),
    title: z.string(),
    cost: z.number(),
    minimum: z.number(),
  }),
);

const GatewaysSchema: z.ZodType<PaymentOption[]> = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    allows_partial_payment: z.boolean(),
  }),
);

const UNREACHABLE = 'No pudimos conectar con la tienda. Revisa tu conexión e inténtalo de nuevo.';

/** What the shop server's refusal means for the checkout (its message is already Spanish). */
function failureOf(status: number, body: unknown): CheckoutFailure {
  const error = ErrorSchema.safeParse(body);
  const message = error.success ? error.data.message : UNREACHABLE;
  const code = error.success ? error.data.code : '';
  if (code === 'price_changed') {
    const summary = SummarySchema.safeParse(error.data?.data?.summary);
    if (summary.success) return { kind: 'price_changed', message, summary: summary.data };
  }
  if (code === 'coupon_refused') return { kind: 'coupon_refused', message };
  if (code === 'slot_taken') {
    return { kind: 'slot_taken', message, next: error.data?.data?.next ?? null };
  }
  if (code === 'out_of_stock' || code === 'empty_cart') return { kind: 'stock_changed', message };
  if (code === 'token_expired') return { kind: 'token_expired', message };
  if (status === 429) return { kind: 'rate_limited', message };
  // In progress or unreachable: the order may exist, so it is retried with the same key.
  if (code === 'order_in_progress' || status >= 500) return { kind: 'network', message };
  return { kind: 'refused', message };
}

async function call<T>(
  buyer: Buyer,
  path: string,
  schema: z.ZodType<T>,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeout?: number;
  } = {},
): Promise<Outcome<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (buyer.token !== null) headers['authorization'] = `Bearer ${buyer.token}`;
  else if (buyer.cartKey !== null) headers['cocart-api-cart-key'] = buyer.cartKey;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  // A network failure or a timeout throws: the machine decides what a lost answer means.
  const response = await fetch(`/api/pedidos${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(init.timeout ?? 10_000),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return { ok: false, failure: failureOf(response.status, body) };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, failure: { kind: 'network', message: UNREACHABLE } };
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
  return {
    shippingOptions: async (province: string) => {
      const answer = await call(
        buyer(),
        `/envio?provincia=${encodeURIComponent(province)}`,
        ShippingOptionsSchema,
      );
      if (!answer.ok) throw new Error(answer.failure.message);
      return answer.value;
    },
    gateways: async () => {
      const answer = await call(buyer(), '/pagos', GatewaysSchema);
      if (!answer.ok) throw new Error(answer.failure.message);
      return answer.value;
    },
    review: (draft: CheckoutDraft) =>
      call(buyer(), '/resumen', SummarySchema, { method: 'POST', body: checkoutBody(draft) }),
    place: (draft: CheckoutDraft, attemptKey: string, expectedTotal: number) =>
      call(buyer(), '', PlacedSchema, {
        method: 'POST',
        body: { ...checkoutBody(draft), expected_total: expectedTotal },
        headers: { 'idempotency-key': attemptKey },
        timeout: 30_000,
      }),
    /** The province's delivery agenda for this cart: days, windows and what remains. */
    deliveryAgenda: async (province: string): Promise<SlotAgenda> => {
      const answer = await call(
        buyer(),
        `/horarios?provincia=${encodeURIComponent(province)}`,
        SlotAgendaSchema,
      );
      if (!answer.ok) throw new Error(answer.failure.message);
      return answer.value;
    },
  };
}
