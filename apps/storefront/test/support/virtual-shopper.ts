import { z } from 'zod';
import {
  OrderSummarySchema,
  PlacedOrderSchema,
  type OrderSummary,
  type PlacedOrder,
  ShippingOptionsSchema,
  SlotAgendaSchema,
  SlotTakenDataSchema,
} from '../../src/lib/shop-api/checkout.js';
import type { PlaceOrderBody } from '../../src/lib/shop-api/checkout-request.js';
import { guestCheckoutBody } from './checkout-body.js';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';

/**
 * Shoppers made of HTTP calls to the shop server, as a browser makes them (the proxy for the
 * catalogue and the cart, `/api/pedidos` for the checkout): the fault test and the load bench
 * share them (#28).
 */

/** A small seeded generator, so a run can be replayed with the same choices and faults. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What a shopper's calls took, by kind of call, and how they ended. */
export interface CallLog {
  record(kind: string, ms: number, status: number | 'sin respuesta'): void;
}

export interface ShopperOptions {
  /** The shop server, or several instances of it taken in turn call by call (no stickiness). */
  shopUrl: string | readonly string[];
  /** The shopper's address, sent as the shop's reverse proxy would (TRUST_PROXY=1). */
  address: string;
  random: () => number;
  log?: CallLog | undefined;
  /** How often the shopper stops waiting for an order's answer (the answer is lost). */
  givesUp?: number;
}

const CartLinesSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.number() })) });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer's body read with `schema`, or an error that says what the shop answered instead. */
async function answerOf<T>(answer: Response | undefined, schema: z.ZodType<T>, what: string) {
  const text = (await answer?.text()) ?? '';
  const parsed = schema.safeParse(text === '' ? undefined : JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${what}: ${String(answer?.status ?? 'sin respuesta')} ${text.slice(0, 300)}`);
  }
  return parsed.data;
}

export function virtualShopper(options: ShopperOptions) {
  const { address, random, log } = options;
  const urls = typeof options.shopUrl === 'string' ? [options.shopUrl] : options.shopUrl;
  let calls = 0;
  /** The instance the next call goes to. */
  const shopUrl = () => urls[(calls += 1) % urls.length] ?? '';

  async function call(
    kind: string,
    path: string,
    init: {
      method?: string;
      body?: unknown;
      cartKey?: string;
      key?: string;
      timeoutMs?: number;
    } = {},
  ): Promise<Response | undefined> {
    const started = performance.now();
    try {
      const response = await fetch(`${shopUrl()}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(init.cartKey === undefined ? {} : { 'cocart-api-cart-key': init.cartKey }),
          ...(init.key === undefined ? {} : { 'idempotency-key': init.key }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
      });
      const body = await response.arrayBuffer();
      log?.record(kind, performance.now() - started, response.status);
      return new Response(body, { status: response.status, headers: response.headers });
    } catch {
      log?.record(kind, performance.now() - started, 'sin respuesta');
      return undefined;
    }
  }

  /** A look at the catalogue: a category's first page, as the listing asks the proxy for it. */
  async function browse(categoryId: number): Promise<number[]> {
    const answer = await call(
      'catálogo',
      `/wp-json/wc/v3/products?category=${String(categoryId)}&per_page=24&page=1`,
    );
    const products = z.array(z.object({ id: z.number() })).safeParse(await answer?.json());
    return products.success ? products.data.map((product) => product.id) : [];
  }

  /** Adds one unit to the shopper's cart (a new one when `cartKey` is absent); its key. */
  async function addToCart(productId: number, cartKey?: string): Promise<string> {
    const answer = await call('carrito', '/wp-json/cocart/v2/cart/add-item', {
      method: 'POST',
      body: { id: String(productId), quantity: '1' },
      ...(cartKey === undefined ? {} : { cartKey }),
    });
    return (await answerOf(answer, z.object({ cart_key: z.string() }), 'add-item')).cart_key;
  }

  /** The ids of the cart's lines, read as the page reads its cart. */
  async function cartLines(cartKey: string): Promise<number[]> {
    const answer = await call('carrito', '/wp-json/cocart/v2/cart', { cartKey });
    return (await answerOf(answer, CartLinesSchema, 'carrito')).items.map((item) => item.id);
  }

  /**
   * Takes the cart to «Confirmar pedido» as the checkout machine does: the first free window of
   * the agenda, the delivery method, then the review's total. Answers the review and the body
   * the shopper confirms.
   */
  async function review(
    cartKey: string,
    email: string,
  ): Promise<{ review: OrderSummary; body: PlaceOrderBody }> {
    const agenda = await answerOf(
      await call('checkout', '/api/pedidos/horarios?provincia=DO-32', { cartKey }),
      SlotAgendaSchema,
      'horarios',
    );
    const day = agenda.days.find((entry) => entry.windows.some((window) => window.remaining > 0));
    const window = day?.windows.find((entry) => entry.remaining > 0);
    if (!day || !window) throw new Error('the agenda has no free window');
    const methods = await answerOf(
      await call('checkout', '/api/pedidos/envio?provincia=DO-32'),
      ShippingOptionsSchema,
      'envío',
    );
    const flat = methods.find((method) => method.method_id === 'flat_rate');
    const request = guestCheckoutBody({
      email,
      shipping_method: { method_id: flat?.method_id ?? '', instance_id: flat?.instance_id ?? 0 },
      date: day.date,
      schedule: window.schedule,
    });
    const summary = await answerOf(
      await call('checkout', '/api/pedidos/resumen', { method: 'POST', body: request, cartKey }),
      OrderSummarySchema,
      'resumen',
    );
    return { review: summary, body: { ...request, expected_total: summary.total } };
  }

  /** «Confirmar pedido» once with `key`: the shop server's answer as it came, if any. */
  const confirm = (cartKey: string, body: PlaceOrderBody, key: string, timeoutMs?: number) =>
    call('pedido', '/api/pedidos', {
      method: 'POST',
      body,
      cartKey,
      key,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });

  /**
   * Checks the cart out: {@link review}, then «Confirmar pedido» with one key, again with the
   * same key after a 5xx, a lost answer or an order in progress, with a new one after
   * «slot_taken» (the next window). Answers the review the shopper confirmed and the order made.
   */
  async function placeOrder(
    cartKey: string,
    email: string,
  ): Promise<{ review: OrderSummary; order: PlacedOrder }> {
    const reviewed = await review(cartKey, email);
    let body = reviewed.body;
    let key = `${email}-${String(random()).slice(2)}`;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const givesUp = random() < (options.givesUp ?? 0);
      const answer = await confirm(
        cartKey,
        body,
        key,
        givesUp ? Math.ceil(random() * 40) : undefined,
      );
      if (answer?.status === 201) {
        const order = PlacedOrderSchema.parse(await answer.json());
        // As the page does once the order is placed: the cart, read again, without its lines
        // (whatever the store answers: under faults the page reads it again later).
        await call('carrito', '/wp-json/cocart/v2/cart', { cartKey });
        return { review: reviewed.review, order };
      }
      const refusal =
        answer && answer.status < 500 ? ShopRefusalSchema.parse(await answer.json()) : null;
      if (refusal?.code === 'slot_taken') {
        // A refusal ends the attempt: the next free window, confirmed with a new key.
        const { next } = SlotTakenDataSchema.parse(refusal.data);
        if (next === null) throw new Error('no window left');
        body = { ...body, date: next.date, schedule: next.schedule };
        key = `${key}-otro`;
      } else if (refusal?.code === 'rate_limited') {
        // «Espera un minuto»: the shopper waits as told and confirms again, with the same key.
        await pause(Number(answer?.headers.get('retry-after') ?? '1') * 1000);
      } else if (refusal !== null && refusal.code !== 'order_in_progress') {
        throw new Error(`${email}: the order was refused (${refusal.code})`);
      }
      // A 5xx, a lost answer or an order in progress: the same key again shortly.
      await pause(30 + Math.floor(random() * 60));
    }
    throw new Error(`${email}: the order was never confirmed`);
  }

  /** {@link placeOrder}, answering the order's id. */
  const checkOut = async (cartKey: string, email: string): Promise<number> =>
    (await placeOrder(cartKey, email)).order.order_id;

  return { browse, addToCart, cartLines, review, confirm, checkOut, placeOrder };
}
