import { IDEMPOTENCY_KEY_PATTERN } from '@vitrina/core';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { faultResponse } from '../endpoints/faults.js';
import type { ShopAppEnv } from '../app-env.js';
import { shopperAddress } from '../client-ip.js';
import { countOrderAnswer } from '../metrics.js';
import type { ShopConfig } from '../env.js';
import type { ShopperVerifier } from '../shopper/verify-shopper.js';
import { refuse, shopAnswer } from '../endpoints/answers.js';
import { readJsonBody } from '../endpoints/json-body.js';
import {
  CartCouponsSchema,
  GatewaysSchema,
  OrderSummarySchema,
  ShippingOptionsSchema,
  SlotAgendaSchema,
} from '../../src/lib/shop-api/checkout.js';
import { CartCouponsRequestSchema } from '../../src/lib/shop-api/checkout-request.js';
import { memorySharedState, type SharedState } from '../shared-state/shared-state.js';
import { identifyBuyer, type Buyer } from './buyer.js';
import { cartCoupons } from './cart-coupons.js';
import type { CartTidies } from './cart-tidies.js';
import type { CouponGuesses } from './coupon-guesses.js';
import { readCheckoutRequest, readOrderRequest } from './checkout-request.js';
import { deliveryAgenda } from './delivery-slots.js';
import { orderAttempts } from './order-attempts.js';
import { orderSummary, priceOrder, shippingOptions, soldOutProductOf } from './pricing.js';
import { keyedStore, shopStoreHttp } from '../endpoints/shop-store.js';
import { CHECKOUT_UNAVAILABLE, type CheckoutStores } from './checkout-stores.js';
import { keptStoreSettings } from './store-settings.js';
import type { StoreWriteKey } from '../endpoints/write-key.js';

export interface CheckoutRoutesOptions {
  config: ShopConfig;
  /** The shop's one token verification (server/shopper). */
  verifier: ShopperVerifier;
  /** The read_write key; without it every endpoint answers 503. */
  writeKey: StoreWriteKey | undefined;
  /** The shop's count of coupon guessing (G7), shared with the proxy's coupon lookup. */
  guesses: CouponGuesses;
  /** The carts orders are leaving after their answer (issue 40), shared with the proxy. */
  tidies: CartTidies;
  /** The shop learnt that a product sold out: what it keeps of the product is let go (M8). */
  onSoldOut?: (productId: number) => void;
  /** Where the limits, the cart locks and the counted attempts live (Redis: every instance's). */
  state?: Pick<SharedState, 'limits' | 'cartLocks' | 'seenKeys'>;
  now?: () => number;
}

/** `POST cupon`'s body names the code it adds. */
const CouponToAddSchema = CartCouponsRequestSchema.required({ code: true });

/** One key per order attempt (H1). */
const IdempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN);

/**
 * `/api/pedidos`: what the checkout reads (delivery options of a province, gateways, a coupon
 * check, the review's figures) and placing the order; the order once placed is
 * `placed-order-routes.ts`'s. Every answer is the shop's own Spanish `no-store` JSON; the store is
 * reached with the write key.
 */
export function checkoutRoutes(options: CheckoutRoutesOptions): Hono<ShopAppEnv> {
  const { config, verifier, writeKey, guesses, onSoldOut, now = Date.now } = options;
  const state = options.state ?? memorySharedState();
  const app = new Hono<ShopAppEnv>();
  const placeAttempt = orderAttempts(state);

  app.onError((error) => {
    const soldOut = soldOutProductOf(error);
    if (soldOut !== undefined) onSoldOut?.(soldOut);
    return faultResponse('checkout', error);
  });

  const shopStore = keyedStore(config, writeKey, CHECKOUT_UNAVAILABLE);
  // The store's settings the checkout prices with, kept a short time (issue 40).
  const settings = keptStoreSettings(shopStoreHttp(config, { writeKey }));
  const keptSettings = () => {
    shopStore();
    return settings;
  };

  const buyerOf = (c: Context) => identifyBuyer(verifier, c.req.raw.headers, c.req.raw.signal);

  // Every store call made for a shopper carries the shopper's address (K4, G7).
  const storesFor = (c: Context<ShopAppEnv>, buyer: Buyer): CheckoutStores => {
    const forwardedFor = shopperAddress(c, config.trustProxy);
    const shop = shopStore(forwardedFor);
    const guessers = [buyer.scope, ...(forwardedFor === undefined ? [] : [`ip:${forwardedFor}`])];
    const buyerStore = shopStoreHttp(config, {
      ...(buyer.kind === 'customer' ? { token: buyer.token } : { cartKey: buyer.cartKey }),
      forwardedFor,
    });
    return {
      shop,
      buyer: buyerStore,
      readCoupons: (codes) => guesses.read(shop, codes, guessers),
      settings,
      cart: options.tidies.of(buyer.scope, buyerStore),
    };
  };

  app.get('/envio', async (c) => {
    const province = c.req.query('provincia') ?? '';
    const methods = await shippingOptions(keptSettings(), province);
    return shopAnswer(ShippingOptionsSchema, methods);
  });

  app.get('/horarios', async (c) => {
    const buyer = await buyerOf(c);
    const agenda = await deliveryAgenda(storesFor(c, buyer), c.req.query('provincia') ?? '');
    return shopAnswer(SlotAgendaSchema, agenda);
  });

  // The schema leaves out what the page never shows (the transfer's instructions).
  app.get('/pagos', async () => shopAnswer(GatewaysSchema, await keptSettings().gateways()));

  // `/cupon` adds a coupon to the cart's; `/cupones` checks those held again after a change.
  const cartCouponRoute = (adding: boolean) => async (c: Context<ShopAppEnv>) => {
    const { code, email, coupons } = await readJsonBody(
      c,
      adding ? CouponToAddSchema : CartCouponsRequestSchema,
      'coupon_refused',
    );
    const buyer = await buyerOf(c);
    return shopAnswer(
      CartCouponsSchema,
      await cartCoupons(
        storesFor(c, buyer),
        buyer,
        { held: coupons, apply: adding ? code : undefined, email: email ?? null },
        now(),
      ),
    );
  };
  app.post('/cupon', cartCouponRoute(true));
  app.post('/cupones', cartCouponRoute(false));

  app.post('/resumen', async (c) => {
    const request = await readCheckoutRequest(c, now());
    const buyer = await buyerOf(c);
    const priced = await priceOrder(storesFor(c, buyer), buyer, request, now());
    return shopAnswer(OrderSummarySchema, orderSummary(priced));
  });

  // Every answer of «Confirmar pedido» is counted for the metrics: placed, or why not.
  app.post('/', async (c, next) => {
    await next();
    const refusal: unknown =
      c.res.status === 201
        ? undefined
        : await c.res
            .clone()
            .json()
            .catch(() => undefined);
    const code = (refusal as { code?: unknown } | undefined)?.code;
    countOrderAnswer(c.res.status, typeof code === 'string' ? code : undefined);
  });

  app.post('/', async (c) => {
    const key = IdempotencyKeySchema.safeParse(c.req.header('idempotency-key'));
    if (!key.success) {
      return refuse({
        status: 400,
        code: 'idempotency_key_required',
        message: 'Falta la clave del intento de compra. Recarga la página y confirma de nuevo.',
      });
    }
    const at = now();
    const { request, expectedTotal } = await readOrderRequest(c, at);
    const buyer = await buyerOf(c);
    return placeAttempt(storesFor(c, buyer), buyer, request, { key: key.data, expectedTotal, at });
  });

  return app;
}
