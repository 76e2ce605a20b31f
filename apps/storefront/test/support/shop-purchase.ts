import type { TestStore } from '@vitrina/store-api/testing';
import { z } from 'zod';
import {
  OrderSummarySchema,
  PlacedOrderSchema,
  ShippingOptionsSchema,
} from '../../src/lib/shop-api/checkout.js';
import type { RunningShop } from '../../server/start-server.js';
import { firstDeliveryDate, guestCheckoutBody } from './checkout-body.js';
import { storeCaller } from './store-order.js';

/** Who buys: a guest's cart key, or a customer's token (their CoCart cart). */
export type Buyer = { 'cocart-api-cart-key': string } | { authorization: string };

let attempts = 0;

/** A demo customer's token, from the embedded store at `storeUrl` signing them in. */
export async function customerToken(
  storeUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const login = await storeCaller(storeUrl)('POST', 'api/v1/login', credentials);
  return z.object({ results: z.object({ token: z.string() }) }).parse(await login.json()).results
    .token;
}

/**
 * Purchases through a shop in front of the embedded store, as the checkout page makes them: a
 * cart at the store, `/api/pedidos/resumen`, then the order with its idempotency key.
 */
export function shopPurchases(store: TestStore, shop: RunningShop) {
  const atStore = storeCaller(store.baseUrl);
  const write = `consumer_key=${store.writeConsumerKey}&consumer_secret=${store.writeConsumerSecret}`;
  const api = (method: string, path: string, body?: unknown, headers = {}) =>
    fetch(`${shop.url}/api/pedidos${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** The best-stocked published product, so no purchase here runs out of it. */
  async function stockedProduct(): Promise<number> {
    const products = z
      .array(z.object({ id: z.number(), stock_quantity: z.number().nullable() }))
      .parse(
        await (
          await atStore('GET', `wc/v3/products?stock_status=instock&per_page=50&${write}`)
        ).json(),
      )
      .toSorted((a, b) => (b.stock_quantity ?? 1e9) - (a.stock_quantity ?? 1e9));
    const product = products[0];
    if (product === undefined) throw new Error('no product in stock');
    return product.id;
  }

  /** A guest cart with one unit of the best-stocked product, as a buyer. */
  async function guestCart(): Promise<Buyer> {
    const added = await atStore('POST', 'cocart/v2/cart/add-item', {
      id: String(await stockedProduct()),
      quantity: '1',
    });
    return {
      'cocart-api-cart-key': z.object({ cart_key: z.string() }).parse(await added.json()).cart_key,
    };
  }

  /** A demo customer's token, their cart holding one unit of the best-stocked product. */
  async function customerCart(credentials: { email: string; password: string }): Promise<Buyer> {
    const buyer = { authorization: `Bearer ${await customerToken(store.baseUrl, credentials)}` };
    await fetch(`${store.baseUrl}/wp-json/cocart/v2/cart/clear`, {
      method: 'POST',
      headers: buyer,
    });
    await fetch(`${store.baseUrl}/wp-json/cocart/v2/cart/add-item`, {
      method: 'POST',
      headers: { ...buyer, 'content-type': 'application/json' },
      body: JSON.stringify({ id: String(await stockedProduct()), quantity: '1' }),
    });
    return buyer;
  }

  /** Places the buyer's cart with Ana's checkout and `choices` on top; answers the placed order. */
  async function place(buyer: Buyer, choices: Record<string, unknown> = {}) {
    const methods = ShippingOptionsSchema.parse(
      await (await api('GET', '/envio?provincia=DO-32')).json(),
    );
    const flat = methods.find((method) => method.method_id === 'flat_rate');
    if (flat === undefined) throw new Error('no flat rate in DO-32');
    const date = firstDeliveryDate();
    const body = {
      ...guestCheckoutBody({
        shipping_method: { method_id: flat.method_id, instance_id: flat.instance_id },
        date,
      }),
      ...choices,
    };
    const summary = OrderSummarySchema.parse(
      await (await api('POST', '/resumen', body, buyer)).json(),
    );
    const placed = await api(
      'POST',
      '',
      { ...body, expected_total: summary.total },
      { ...buyer, 'idempotency-key': `purchase-${String(Date.now())}-${String((attempts += 1))}` },
    );
    if (placed.status !== 201) throw new Error(await placed.text());
    return { ...PlacedOrderSchema.parse(await placed.json()), summary, email: body.email };
  }

  return { api, guestCart, customerCart, place };
}
