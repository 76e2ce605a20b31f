import { isStoreApiError, type StoreHttp } from '@vitrina/api-client';
import { createCustomersApi } from '@vitrina/api-client/customers';
import { createOrdersApi, type WcOrder } from '@vitrina/api-client/orders';
import { createProductsApi } from '@vitrina/api-client/products';
import {
  type CustomerAddressForm,
  readWishlistMeta,
  toCustomer,
  toCustomerMetaData,
  toWishlistMeta,
  type Wishlist,
} from '@vitrina/core';
import { Hono, type Context } from 'hono';
import type * as z from 'zod';
import { faultResponse } from '../endpoints/faults.js';
import type { ShopAppEnv } from '../app-env.js';
import { shopperAddress } from '../client-ip.js';
import { refuse, shopAnswer } from '../endpoints/answers.js';
import { readJsonBody } from '../endpoints/json-body.js';
import {
  AccountOrderDetailSchema,
  AccountOrdersSchema,
  AccountUpdateSchema,
  AccountWishlistSchema,
  CustomerSchema,
  type AccountOrder,
} from '../../src/lib/shop-api/account.js';
import { keyedStore } from '../endpoints/shop-store.js';
import type { StoreWriteKey } from '../endpoints/write-key.js';
import type { ShopConfig } from '../env.js';
import type { ShopperVerifier } from '../shopper/verify-shopper.js';
import { orderHead, orderWindow, readOrderView, refundedCents } from '../order-view.js';
import { onlinePayment, readStoreOrder, wooCents } from '../store-order.js';

export interface AccountRoutesOptions {
  config: ShopConfig;
  verifier: ShopperVerifier;
  /** The read_write key; without it every endpoint answers 503. */
  writeKey: StoreWriteKey | undefined;
}

const notFound = () =>
  refuse({ status: 404, code: 'order_not_found', message: 'No encontramos ese pedido.' });

/** The fields that hold text (zod leaves absent optional ones `undefined`). */
const texts = (record: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** An address as WooCommerce keeps it, and its reference, which the customer's meta keeps. */
function splitReference<Address extends { reference: string }>(
  address: Address,
): [Omit<Address, 'reference'>, string] {
  const { reference, ...kept } = address;
  return [kept, reference];
}

/** The profile's addresses, each split into WooCommerce's address and its reference meta. */
function addressesOf(update: {
  billing?: CustomerAddressForm | undefined;
  shipping?: Omit<CustomerAddressForm, 'email'> | undefined;
}) {
  const fields: Record<string, unknown> = {};
  const references: Record<string, string> = {};
  if (update.billing !== undefined) {
    [fields['billing'], references['billing_reference']] = splitReference(update.billing);
  }
  if (update.shipping !== undefined) {
    [fields['shipping'], references['shipping_reference']] = splitReference(update.shipping);
  }
  return { fields, references };
}

/** An order as the profile lists it: the order's own figures, no second read. */
function orderSummary(order: WcOrder): AccountOrder {
  return {
    ...orderHead(order),
    total: wooCents(order.total),
    refunded: refundedCents(order),
    pay: onlinePayment(order),
  };
}

/** One order with its lines, its money and refunds, its window and changes at `now`, for its page. */
async function orderDetail(
  store: StoreHttp,
  order: WcOrder,
  now: number,
): Promise<z.input<typeof AccountOrderDetailSchema>> {
  return {
    ...(await readOrderView(store, order)),
    billing: order.billing,
    shipping_address: order.shipping,
    payment_title: order.payment_method_title,
    ...orderWindow(order, now),
    pay: onlinePayment(order),
  };
}

/**
 * `/api/cuenta`: the signed-in customer's own account and orders. The customer id comes only
 * from the verified token (E1, E2); the store is read and written with the shop's write key,
 * because WooCommerce refuses a customer's token there. Every answer is the shop's own Spanish
 * `no-store` JSON, never the store's body.
 */
export function accountRoutes({ config, verifier, writeKey }: AccountRoutesOptions) {
  const app = new Hono<ShopAppEnv>();

  app.onError((error) => faultResponse('account', error));

  // With the customer's address, so the store's limits count the customer (K4).
  const storeFor = keyedStore(config, writeKey, {
    code: 'account_unavailable',
    message: 'Tu cuenta no está disponible en este momento. Inténtalo más tarde.',
  });
  const shopStore = (c: Context<ShopAppEnv>) => storeFor(shopperAddress(c, config.trustProxy));

  async function customerId(c: Context): Promise<number> {
    const shopper = await verifier.verify(c.req.raw.headers, c.req.raw.signal);
    if (shopper.kind === 'customer') return shopper.id;
    return refuse(
      shopper.kind === 'guest'
        ? { status: 401, code: 'rest_not_logged_in', message: 'Inicia sesión para continuar.' }
        : {
            status: 401,
            code: 'jwt_auth_invalid_token',
            message: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
          },
    );
  }

  async function readCustomer(store: StoreHttp, id: number) {
    const data = await createCustomersApi(store).get(id);
    return toCustomer({ ...data, billing: texts(data.billing), shipping: texts(data.shipping) });
  }

  app.get('/', async (c) =>
    shopAnswer(CustomerSchema, await readCustomer(shopStore(c), await customerId(c))),
  );

  app.patch('/', async (c) => {
    const id = await customerId(c);
    const { first_name, last_name, billing, shipping, ...meta } = await readJsonBody(
      c,
      AccountUpdateSchema,
      'invalid_account',
    );
    const addresses = addressesOf({ billing, shipping });
    const store = shopStore(c);
    try {
      await createCustomersApi(store).update(id, {
        ...(first_name === undefined ? {} : { first_name }),
        ...(last_name === undefined ? {} : { last_name }),
        ...addresses.fields,
        meta_data: toCustomerMetaData({ ...texts(meta), ...addresses.references }),
      });
    } catch (error) {
      // The store's own 400 (an e-mail taken, a field it refuses) keeps its Spanish message.
      if (isStoreApiError(error) && error.status === 400) {
        return refuse({ status: 400, code: 'invalid_account', message: error.message });
      }
      throw error;
    }
    return shopAnswer(CustomerSchema, await readCustomer(store, id));
  });

  app.get('/pedidos', async (c) => {
    const id = await customerId(c);
    const orders = await createOrdersApi(shopStore(c)).ofCustomer(id, {
      per_page: 50,
      orderby: 'date',
      order: 'desc',
    });
    // The store filters by customer; the check again here keeps E2 true whatever it does.
    const own = orders.filter((order) => order.customer_id === id);
    return shopAnswer(AccountOrdersSchema, own.map(orderSummary));
  });

  app.get('/pedidos/:id{[0-9]{1,10}}', async (c) => {
    const id = await customerId(c);
    const store = shopStore(c);
    const order = await readStoreOrder(store, Number(c.req.param('id')));
    // Someone else's order reads exactly like an unknown one (E2: no oracle).
    return order?.customer_id === id
      ? shopAnswer(AccountOrderDetailSchema, await orderDetail(store, order, Date.now()))
      : notFound();
  });

  /** The ids of `list` the store still sells (published), in the list's order. */
  async function stillSold(store: StoreHttp, list: Wishlist): Promise<Wishlist> {
    if (list.length === 0) return [];
    const products = await createProductsApi(store).byIds(list);
    const sold = new Set(
      products.filter((product) => product.status === 'publish').map((product) => product.id),
    );
    return list.filter((productId) => sold.has(productId));
  }

  // The wishlist is the customer's meta entry (core's WISHLIST_META_KEY): read and written only
  // for the id the token names (E1), ids checked here, products gone from the store left out.
  app.get('/deseos', async (c) => {
    const id = await customerId(c);
    const store = shopStore(c);
    const customer = await createCustomersApi(store).get(id);
    const list = await stillSold(store, readWishlistMeta(customer.meta_data));
    return shopAnswer(AccountWishlistSchema, { product_ids: [...list] });
  });

  app.put('/deseos', async (c) => {
    const id = await customerId(c);
    const wished = await readJsonBody(c, AccountWishlistSchema, 'invalid_wishlist');
    const store = shopStore(c);
    const list = await stillSold(store, wished.product_ids);
    const customer = await createCustomersApi(store).update(id, {
      meta_data: [toWishlistMeta(list)],
    });
    const kept = readWishlistMeta(customer.meta_data);
    return shopAnswer(AccountWishlistSchema, { product_ids: kept.filter((p) => list.includes(p)) });
  });

  return app;
}
