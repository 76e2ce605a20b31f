import { Hono, type Context } from 'hono';
import type { ShopAppEnv } from '../app-env.js';
import { shopperAddress } from '../client-ip.js';
import { refuse, shopAnswer } from '../endpoints/answers.js';
import { faultResponse } from '../endpoints/faults.js';
import { readJsonBody } from '../endpoints/json-body.js';
import { keyedStore } from '../endpoints/shop-store.js';
import type { StoreWriteKey } from '../endpoints/write-key.js';
import type { ShopConfig } from '../env.js';
import { memorySharedState, type SharedState } from '../shared-state/shared-state.js';
import type { ShopIdentitySource } from '../shop-identity.js';
import type { ShopperVerifier } from '../shopper/verify-shopper.js';
import { ConfirmedOrderSchema } from '../../src/lib/shop-api/checkout.js';
import { PaymentChoiceSchema } from '../../src/lib/shop-api/checkout-request.js';
import { InvoiceSchema } from '../../src/lib/shop-api/invoice.js';
import { TrackedOrderSchema, TrackingRequestSchema } from '../../src/lib/shop-api/tracking.js';
import { CHECKOUT_UNAVAILABLE } from './checkout-stores.js';
import { orderInvoice } from './invoice.js';
import { changePasses, invoicePasses } from './invoice-pass.js';
import { confirmedOrder, payOrderOffline } from './order-confirmation.js';
import { ORDER_NOT_TRACKED, trackingGuesses, trackOrder } from './order-tracking.js';

export interface PlacedOrderRoutesOptions {
  config: ShopConfig;
  /** The shop's one token verification (server/shopper). */
  verifier: ShopperVerifier;
  /** The read_write key; without it every endpoint answers 503. */
  writeKey: StoreWriteKey | undefined;
  /** The shop's own data: the invoice's seller. */
  identity: ShopIdentitySource;
  /** Where the tracking's guesses are counted (Redis: every instance's). */
  state?: Pick<SharedState, 'limits'>;
  now?: () => number;
}

/**
 * `/api/pedidos/:id…` and `/rastreo`: an order once placed, for whoever holds its key (`clave`),
 * a pass its tracking page got (`pase`) or the token of the customer it belongs to — the
 * confirmation, the invoice, paying offline after a declined card — and a guest's order found by
 * its number and e-mail (#29). Every answer is the shop's own Spanish `no-store` JSON.
 */
export function placedOrderRoutes(options: PlacedOrderRoutesOptions): Hono<ShopAppEnv> {
  const { config, verifier, writeKey, identity, now = Date.now } = options;
  const app = new Hono<ShopAppEnv>();
  // Order tracking (#29): guesses of a number or an e-mail, and the passes it hands out.
  const tracking = trackingGuesses((options.state ?? memorySharedState()).limits);
  const passes =
    writeKey === undefined
      ? undefined
      : {
          invoice: invoicePasses(writeKey.secret, now),
          change: changePasses(writeKey.secret, now),
        };

  app.onError((error) => faultResponse('checkout', error));

  const shopStore = keyedStore(config, writeKey, CHECKOUT_UNAVAILABLE);

  // The order's key, and the customer a token proves, if any: only they see their address (D5).
  const confirmationReader = async (c: Context) => {
    const shopper = await verifier.verify(c.req.raw.headers, c.req.raw.signal);
    return {
      key: c.req.query('clave') ?? '',
      customerId: shopper.kind === 'customer' ? shopper.id : null,
      now: now(),
    };
  };

  // The invoice: the order's key, or the verified customer it belongs to; else the same 404.
  app.get('/:id{[0-9]{1,10}}/factura', async (c) => {
    const shopper = await verifier.verify(c.req.raw.headers, c.req.raw.signal);
    const invoice = await orderInvoice(
      shopStore(),
      Number(c.req.param('id')),
      {
        key: c.req.query('clave') ?? '',
        customerId: shopper.kind === 'customer' ? shopper.id : null,
        pass: c.req.query('pase'),
      },
      identity,
      passes?.invoice,
    );
    return shopAnswer(InvoiceSchema, invoice);
  });

  // A guest's order by its number and e-mail (#29): status, delivery window, an invoice pass.
  app.post('/rastreo', async (c) => {
    const asked = await readJsonBody(c, TrackingRequestSchema, 'tracking_invalid');
    const store = shopStore();
    // Not reached: without the write key (which signs the passes) shopStore() answered 503.
    if (passes === undefined) return refuse(ORDER_NOT_TRACKED);
    const order = await trackOrder(store, asked, {
      address: shopperAddress(c, config.trustProxy),
      guesses: tracking,
      passes,
      now: now(),
    });
    return shopAnswer(TrackedOrderSchema, order);
  });

  // «Elegir otro método de pago» after a declined card: the same order, paid offline.
  app.post('/:id{[0-9]{1,10}}/pago', async (c) => {
    const choice = await readJsonBody(c, PaymentChoiceSchema, 'payment_method_invalid');
    const order = await payOrderOffline(
      shopStore(),
      Number(c.req.param('id')),
      await confirmationReader(c),
      choice.payment_method,
    );
    return shopAnswer(ConfirmedOrderSchema, order);
  });

  app.get('/:id{[0-9]{1,10}}', async (c) => {
    const order = await confirmedOrder(
      shopStore(),
      Number(c.req.param('id')),
      await confirmationReader(c),
    );
    return shopAnswer(ConfirmedOrderSchema, order);
  });

  return app;
}
