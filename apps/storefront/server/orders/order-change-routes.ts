import { isStoreApiError, type StoreHttp } from '@vitrina/api-client';
import { createOrdersApi, type WcOrder } from '@vitrina/api-client/orders';
import { Hono, type Context } from 'hono';
import type { ShopAppEnv } from '../app-env.js';
import { refuse, shopAnswer } from '../endpoints/answers.js';
import { readJsonBody } from '../endpoints/json-body.js';
import { agendaFor } from '../checkout/delivery-slots.js';
import { changePasses } from '../checkout/invoice-pass.js';
import { shopStoreHttp } from '../endpoints/shop-store.js';
import type { StoreWriteKey } from '../endpoints/write-key.js';
import { shopperAddress } from '../client-ip.js';
import type { ShopConfig } from '../env.js';
import { faultResponse } from '../endpoints/faults.js';
import type { ShopperVerifier } from '../shopper/verify-shopper.js';
import { readStoreOrder } from '../store-order.js';
import { SlotAgendaSchema } from '../../src/lib/shop-api/checkout.js';
import {
  ChangedOrderSchema,
  RescheduleRequestSchema,
} from '../../src/lib/shop-api/order-changes.js';
import { changedOrder } from '../order-view.js';
import { changeRefusal, mayChange, ruledOut, verdictsOn } from './order-changes.js';

export interface OrderChangeRoutesOptions {
  config: ShopConfig;
  verifier: ShopperVerifier;
  /** The read_write key; without it every endpoint answers 503. */
  writeKey: StoreWriteKey | undefined;
  now?: () => number;
}

const notFound = () =>
  refuse({ status: 404, code: 'order_not_found', message: 'No encontramos ese pedido.' });

/** A refusal the store decided (4xx) in the shop's words; its faults go on to `faultResponse`. */
const refusedByStore = (error: unknown): never => {
  if (isStoreApiError(error) && error.status < 500 && error.status !== 429) {
    refuse(
      error.status === 404
        ? { status: 404, code: 'order_not_found', message: 'No encontramos ese pedido.' }
        : changeRefusal(error),
    );
  }
  throw error;
};

/**
 * `/api/pedidos/:id/horarios`, `/cancelar` and `/horario` (issue 37): the agenda an order may move
 * to, its cancel and its new window, for whoever holds its key (`clave`), a pass its tracking
 * page got (`pase`) or the token of the customer it belongs to; anyone else gets the 404 of an
 * unknown order (E2). Core's rules refuse first what the store would; the store decides under the
 * order's lock with the shop's write key, and answers the order as it now stands.
 */
export function orderChangeRoutes({
  config,
  verifier,
  writeKey,
  now = Date.now,
}: OrderChangeRoutesOptions): Hono<ShopAppEnv> {
  const app = new Hono<ShopAppEnv>();
  const passes = writeKey === undefined ? undefined : changePasses(writeKey.secret, now);

  app.onError((error) => faultResponse('order-changes', error));

  /** The order the asker may change, read with the shop's key, and the store to change it in. */
  const orderFor = async (
    c: Context<ShopAppEnv>,
  ): Promise<{ store: StoreHttp; order: WcOrder }> => {
    if (writeKey === undefined || passes === undefined) {
      return refuse({
        status: 503,
        code: 'checkout_unavailable',
        message: 'No podemos cambiar pedidos en este momento. Inténtalo más tarde.',
      });
    }
    const store = shopStoreHttp(config, {
      writeKey,
      forwardedFor: shopperAddress(c, config.trustProxy),
    });
    const shopper = await verifier.verify(c.req.raw.headers, c.req.raw.signal);
    const order = await readStoreOrder(store, Number(c.req.param('id')));
    const asker = {
      key: c.req.query('clave') ?? '',
      pass: c.req.query('pase') ?? '',
      customerId: shopper.kind === 'customer' ? shopper.id : null,
    };
    if (order === null || !mayChange(order, asker, passes)) return notFound();
    return { store, order };
  };

  app.get('/:id{[0-9]{1,10}}/horarios', async (c) => {
    const { store, order } = await orderFor(c);
    const refused = ruledOut(verdictsOn(order, now()).reschedule);
    if (refused !== undefined) refuse(refused);
    const agenda = await agendaFor(
      store,
      order.line_items.map((line) => line.product_id),
      order.shipping.state || order.billing.state,
    );
    return shopAnswer(SlotAgendaSchema, agenda);
  });

  app.post('/:id{[0-9]{1,10}}/cancelar', async (c) => {
    const { store, order } = await orderFor(c);
    const refused = ruledOut(verdictsOn(order, now()).cancel);
    if (refused !== undefined) refuse(refused);
    const cancelled = await createOrdersApi(store).cancelForShopper(order.id).catch(refusedByStore);
    return shopAnswer(ChangedOrderSchema, changedOrder(cancelled, now()));
  });

  app.post('/:id{[0-9]{1,10}}/horario', async (c) => {
    const window = await readJsonBody(c, RescheduleRequestSchema, 'invalid_delivery_date');
    const { store, order } = await orderFor(c);
    const refused = ruledOut(verdictsOn(order, now()).reschedule);
    if (refused !== undefined) refuse(refused);
    const moved = await createOrdersApi(store).reschedule(order.id, window).catch(refusedByStore);
    return shopAnswer(ChangedOrderSchema, changedOrder(moved, now()));
  });

  return app;
}
