import { newIdempotencyKey } from '@vitrina/core';
import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import { requestPage, type Page } from '../pagination.js';
import {
  OrderCreateInputSchema,
  OrderListQuerySchema,
  RefundCreateInputSchema,
  WcOrderRefundSchema,
  WcOrderSchema,
  type OrderCreateInput,
  type OrderListQuery,
  type RefundCreateInput,
  type WcOrder,
  type WcOrderRefund,
} from './orders.schemas.js';
import {
  DispatchListSchema,
  RescheduleInputSchema,
  WcOrderNoteSchema,
  type DispatchList,
  type RescheduleInput,
  type WcOrderNote,
} from './order-changes.schemas.js';

export {
  DispatchListSchema,
  DispatchVisitSchema,
  RescheduleInputSchema,
  WcOrderNoteSchema,
} from './order-changes.schemas.js';
export type {
  DispatchList,
  DispatchVisit,
  RescheduleInput,
  WcOrderNote,
} from './order-changes.schemas.js';
export {
  OrderCreateInputSchema,
  OrderListQuerySchema,
  RefundCreateInputSchema,
  WcOrderCouponLineSchema,
  WcOrderRefundSchema,
  WcOrderLineItemSchema,
  WcOrderSchema,
  WcOrderShippingLineSchema,
} from './orders.schemas.js';
export type {
  OrderCreateInput,
  OrderListQuery,
  RefundCreateInput,
  WcOrder,
  WcOrderLineItem,
  WcOrderRefund,
} from './orders.schemas.js';
export { checkoutOrderInput } from './checkout-order.js';
export type {
  CheckoutOrder,
  CheckoutOrderChoices,
  CheckoutOrderPricing,
} from './checkout-order.js';
export type { Page } from '../pagination.js';
export type { CallOptions, StoreHttp } from '../http.js';

const BASE = 'wp-json/wc/v3/orders';
/** The plugin's keyed routes (a `wc-` namespace: WooCommerce authenticates keys only there). */
const VITRINA = 'wp-json/wc-vitrina/v1';

/** Options of {@link OrdersApi.create}. */
export interface CreateOrderOptions {
  /**
   * The order attempt's key. Keep one per checkout attempt and send it again when retrying
   * after a lost answer: the store then answers the first order instead of making a second (H1).
   * Generated when absent.
   */
  idempotencyKey?: string | undefined;
}

/**
 * WooCommerce v3 orders. A customer's token is no credential here (WooCommerce's customer role may
 * not create or read orders): creating takes a read_write consumer key, reading a key, so these
 * calls belong to a server that holds one.
 */
export interface OrdersApi {
  /**
   * Places an order with an `Idempotency-Key` header. With `retry` configured, a network
   * failure, a timeout or a 5xx is retried with the same key (R8).
   */
  create(input: OrderCreateInput, options?: CreateOrderOptions): Promise<WcOrder>;
  /** One order by id (`orderKey`, `wc_order_…`, is passed along for stores that check it). */
  get(id: number, orderKey?: string, options?: CallOptions): Promise<WcOrder>;
  /** A page of orders (every order the key may see). */
  listMine(query?: OrderListQuery, options?: CallOptions): Promise<Page<WcOrder>>;
  /**
   * The orders of one customer (0: the guests'), as one list without pagination headers: for a
   * server with a key that looks for an order among a customer's recent ones.
   */
  ofCustomer(customerId: number, query?: OrderListQuery, options?: CallOptions): Promise<WcOrder[]>;
  /** Cancels an order (status `cancelled`, which gives its stock back) and answers it. */
  cancel(id: number): Promise<WcOrder>;
  /**
   * Moves an unpaid order to an offline gateway (after a declined card, without a second order):
   * WooCommerce's `payment_method`, its title and the status that gateway gives a new order.
   */
  changePaymentMethod(
    id: number,
    change: {
      payment_method: string;
      payment_method_title: string;
      status: 'on-hold' | 'processing';
    },
  ): Promise<WcOrder>;
  /** The order's notes, newest first (what happened to it and who did it). */
  notes(id: number, options?: CallOptions): Promise<WcOrderNote[]>;
  /**
   * Cancels the order for its shopper, under the store's rules (core's `cancelVerdict`: not yet
   * out for delivery, before the owner's limit, nothing paid); its stock, coupon uses and window
   * are given back. A refusal is a 409 with the rule's code and Spanish message.
   */
  cancelForShopper(id: number): Promise<WcOrder>;
  /**
   * Moves the order's delivery to another window of its agenda for its shopper (core's
   * `rescheduleVerdict`); a full window is 409 `delivery_slot_full` with the next free one.
   */
  reschedule(id: number, window: RescheduleInput): Promise<WcOrder>;
  /** A day's deliveries and installations (`YYYY-MM-DD`), for the owner's key. */
  dispatchList(date: string, options?: CallOptions): Promise<DispatchList>;
  /** An order's refunds, newest first, each with its date and metas (its credit note's NCF). */
  refunds(id: number, options?: CallOptions): Promise<WcOrderRefund[]>;
  /**
   * Refunds part or all of an order, as the owner does in wp-admin (a key with the owner's
   * rights): the store answers the refund made; a refund for more than is left is refused.
   */
  refund(id: number, input: RefundCreateInput): Promise<WcOrderRefund>;
}

/** Creates the orders resource on a transport from `createStoreHttp`. */
export function createOrdersApi(http: StoreHttp): OrdersApi {
  return {
    async create(input, options) {
      const { data } = await http.request({
        method: 'POST',
        path: BASE,
        auth: 'bearer',
        json: OrderCreateInputSchema.parse(input),
        headers: { 'Idempotency-Key': options?.idempotencyKey ?? newIdempotencyKey() },
        idempotent: true,
        schema: WcOrderSchema,
      });
      return data;
    },
    async get(id, orderKey, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `${BASE}/${encodeURIComponent(String(id))}`,
        auth: 'bearer',
        query: { key: orderKey },
        schema: WcOrderSchema,
        signal: options?.signal,
      });
      return data;
    },
    listMine(query, options) {
      return requestPage(http, {
        method: 'GET',
        path: BASE,
        auth: 'bearer',
        query: OrderListQuerySchema.parse(query ?? {}),
        schema: z.array(WcOrderSchema),
        signal: options?.signal,
      });
    },
    async ofCustomer(customerId, query, options) {
      const { data } = await http.request({
        method: 'GET',
        path: BASE,
        auth: 'bearer',
        query: { ...OrderListQuerySchema.parse(query ?? {}), customer: customerId },
        schema: z.array(WcOrderSchema),
        signal: options?.signal,
      });
      return data;
    },
    async cancel(id) {
      const { data } = await http.request({
        method: 'PUT',
        path: `${BASE}/${encodeURIComponent(String(id))}`,
        auth: 'bearer',
        json: { status: 'cancelled' },
        schema: WcOrderSchema,
      });
      return data;
    },
    async changePaymentMethod(id, change) {
      const { data } = await http.request({
        method: 'PUT',
        path: `${BASE}/${encodeURIComponent(String(id))}`,
        auth: 'bearer',
        json: change,
        schema: WcOrderSchema,
      });
      return data;
    },
    async notes(id, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `${BASE}/${encodeURIComponent(String(id))}/notes`,
        auth: 'bearer',
        schema: z.array(WcOrderNoteSchema),
        signal: options?.signal,
      });
      return data;
    },
    async cancelForShopper(id) {
      const { data } = await http.request({
        method: 'POST',
        path: `${VITRINA}/orders/${encodeURIComponent(String(id))}/cancel`,
        auth: 'bearer',
        json: {},
        schema: WcOrderSchema,
      });
      return data;
    },
    async reschedule(id, window) {
      const { data } = await http.request({
        method: 'POST',
        path: `${VITRINA}/orders/${encodeURIComponent(String(id))}/reschedule`,
        auth: 'bearer',
        json: RescheduleInputSchema.parse(window),
        schema: WcOrderSchema,
      });
      return data;
    },
    async dispatchList(date, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `${VITRINA}/dispatch`,
        auth: 'bearer',
        query: { date },
        schema: DispatchListSchema,
        signal: options?.signal,
      });
      return data;
    },
    async refunds(id, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `${BASE}/${encodeURIComponent(String(id))}/refunds`,
        auth: 'bearer',
        // Every refund at once: an order has few, and WooCommerce pages them by 10.
        query: { per_page: 100 },
        schema: z.array(WcOrderRefundSchema),
        signal: options?.signal,
      });
      return data;
    },
    async refund(id, input) {
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/${encodeURIComponent(String(id))}/refunds`,
        auth: 'bearer',
        json: RefundCreateInputSchema.parse(input),
        schema: WcOrderRefundSchema,
      });
      return data;
    },
  };
}
