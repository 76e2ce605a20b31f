import { readFileSync } from 'node:fs';

import { isServiceCategory, parseWooPrice, type DeliveryZone } from '@vitrina/core';
import * as z from 'zod';

import { wooCall, type WooConnection } from '../src/woo-http.js';
import { realShopEnv } from './real-shop-env.js';

// What the tests read straight from the real WooCommerce, beside the shop: the orders it stored
// (write key, as the owner's admin reads them) and the agenda our plugin keeps.

let connection: WooConnection | undefined;
/** The real store's write key over its https front, trusting the kit's certificate. */
export function writer(): WooConnection {
  connection ??= {
    url: realShopEnv('keyedUrl'),
    key: realShopEnv('writeKey'),
    secret: realShopEnv('writeSecret'),
    ca: readFileSync(realShopEnv('caPath'), 'utf8'),
  };
  return connection;
}

/** A keyed call's body when the store answered 200; fails with its answer otherwise. */
async function read200(method: string, route: string, body?: unknown): Promise<unknown> {
  const answer = await wooCall(writer(), method, route, body);
  if (answer.status !== 200) {
    throw new Error(`${method} ${route}: ${String(answer.status)} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

const MetaSchema = z.object({ key: z.string(), value: z.unknown() });

/** An order as wc/v3 stores it: only what the tests compare with the shop. */
const StoredOrderSchema = z.looseObject({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  customer_id: z.number(),
  date_paid: z.string().nullable(),
  total: z.string(),
  billing: z.looseObject({ email: z.string(), state: z.string() }),
  line_items: z.array(z.looseObject({ product_id: z.number(), quantity: z.number() })),
  shipping_lines: z.array(z.looseObject({ method_id: z.string(), total: z.string() })),
  meta_data: z.array(MetaSchema),
});

export interface StoredOrder {
  id: number;
  number: string;
  status: string;
  /** When WooCommerce took the payment, null while unpaid. */
  datePaid: string | null;
  customerId: number;
  email: string;
  /** The order's total in centavos, read from WooCommerce's decimal string. */
  totalCents: number;
  lines: { productId: number; quantity: number }[];
  shipping: { methodId: string; totalCents: number }[];
  /** The order's metas by key (`delivery_date`, `schedule`, `ncf_type`, `ncf`…). */
  meta: Record<string, unknown>;
}

function cents(price: string): number {
  const value = parseWooPrice(price);
  if (value === null) throw new Error(`WooCommerce answered a price that is not one: ${price}`);
  return value;
}

/** `wc/v3/orders/{id}` with the write key; fails with the store's answer when it is not 200. */
export async function storedOrder(id: string): Promise<StoredOrder> {
  return storedOrderFrom(StoredOrderSchema.parse(await read200('GET', `wc/v3/orders/${id}`)));
}

/** The text of every note WooCommerce keeps on the order (its own and the plugin's). */
export async function orderNotes(id: number): Promise<string[]> {
  return z
    .array(z.looseObject({ note: z.string() }))
    .parse(await read200('GET', `wc/v3/orders/${String(id)}/notes`))
    .map((entry) => entry.note);
}

/** The orders a guest placed with `email`, newest first. */
export async function ordersOf(email: string): Promise<StoredOrder[]> {
  const orders = z
    .array(StoredOrderSchema)
    .parse(await read200('GET', `wc/v3/orders?search=${encodeURIComponent(email)}&per_page=100`));
  return orders.filter((order) => order.billing.email === email).map(storedOrderFrom);
}

function storedOrderFrom(order: z.infer<typeof StoredOrderSchema>): StoredOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    datePaid: order.date_paid,
    customerId: order.customer_id,
    email: order.billing.email,
    totalCents: cents(order.total),
    lines: order.line_items.map((line) => ({
      productId: line.product_id,
      quantity: line.quantity,
    })),
    shipping: order.shipping_lines.map((line) => ({
      methodId: line.method_id,
      totalCents: cents(line.total),
    })),
    meta: Object.fromEntries(order.meta_data.map((meta) => [meta.key, meta.value])),
  };
}

const ProductListSchema = z.array(
  z.looseObject({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    type: z.string(),
    stock_status: z.string(),
    categories: z.array(z.object({ id: z.number(), slug: z.string() })),
  }),
);

/** The real store's simple products in stock in category `categoryId` (write key). */
export async function productsInStock(categoryId: number) {
  const answer = await wooCall(
    writer(),
    'GET',
    `wc/v3/products?category=${String(categoryId)}&stock_status=instock&type=simple&per_page=50&orderby=id&order=asc`,
  );
  if (answer.status !== 200) throw new Error(`GET wc/v3/products: ${String(answer.status)}`);
  return ProductListSchema.parse(answer.body);
}

const StockedSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  manage_stock: z.boolean(),
  stock_quantity: z.number().nullable(),
  categories: z.array(z.object({ id: z.number() })),
});

/** Simple products the trucks deliver (no service category) that keep three units or more. */
export async function stockedProducts() {
  const products = z
    .array(StockedSchema)
    .parse(
      await read200(
        'GET',
        'wc/v3/products?stock_status=instock&type=simple&per_page=100&orderby=id&order=desc',
      ),
    );
  return products.filter(
    (product) =>
      product.manage_stock &&
      (product.stock_quantity ?? 0) >= 3 &&
      !product.categories.some((category) => isServiceCategory(category.id)),
  );
}

/** The units a product has left, as WooCommerce counts them. */
export async function stockOf(productId: number): Promise<number | null> {
  return StockedSchema.parse(await read200('GET', `wc/v3/products/${String(productId)}`))
    .stock_quantity;
}

/** How many orders hold the coupon `code` (`usage_count`). */
export async function couponUses(code: string): Promise<number> {
  const [coupon] = z
    .array(z.looseObject({ usage_count: z.number() }))
    .parse(await read200('GET', `wc/v3/coupons?code=${encodeURIComponent(code)}`));
  if (coupon === undefined) throw new Error(`el WooCommerce real no tiene el cupón ${code}`);
  return coupon.usage_count;
}

const SlotsSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      windows: z.array(z.object({ schedule: z.string(), remaining: z.number() })),
    }),
  ),
});

/** What our plugin's `vitrina/v1/slots` answers for one day of a zone's trucks, as it came. */
export async function agendaDay(zone: DeliveryZone, date: string) {
  return wooCall(
    writer(),
    'GET',
    `vitrina/v1/slots?zone=${zone}&service=entrega&from=${date}&to=${date}`,
  );
}

/** The places left in `schedule` on the day `agendaDay` answered; fails when it is no agenda. */
export function remainingIn(answer: { status: number; body: unknown }, schedule: string): number {
  if (answer.status !== 200) {
    throw new Error(
      `vitrina/v1/slots no es la agenda del plugin: ${String(answer.status)} ${JSON.stringify(answer.body)}`,
    );
  }
  const window = SlotsSchema.parse(answer.body).days[0]?.windows.find(
    (candidate) => candidate.schedule === schedule,
  );
  if (window === undefined) throw new Error(`la agenda no tiene la ventana ${schedule}`);
  return window.remaining;
}

const LoginSchema = z.object({ results: z.object({ token: z.string().min(1) }) });

/**
 * The customer's own cart holds `productId` before the test's shopping starts, as a cart left on
 * another device: signed in at the store (`api/v1/login`, our plugin) and added through CoCart
 * with that token, on the store's open address where no key travels.
 */
export async function customerCartHolds(
  customer: { email: string; password: string },
  productId: number,
): Promise<void> {
  const open = realShopEnv('openUrl');
  const token = await storeToken(customer);
  const added = await fetch(`${open}/wp-json/cocart/v2/cart/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: String(productId), quantity: '1' }),
  });
  if (!added.ok) {
    throw new Error(`cocart/v2/cart/add-item: ${String(added.status)} ${await added.text()}`);
  }
}

/** The customer's token from the store's own login (`api/v1/login`, our plugin), on its open address. */
async function storeToken(customer: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${realShopEnv('openUrl')}/wp-json/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  if (!login.ok) throw new Error(`api/v1/login: ${String(login.status)} ${await login.text()}`);
  return LoginSchema.parse(await login.json()).results.token;
}

const UserSchema = z.object({ results: z.object({ userData: z.object({ ID: z.number() }) }) });

/**
 * A card order of the customer's on the kit's test gateway, made with the write key as the shop
 * server makes it, waiting for its payment: its id and the gateway's page (`payment_url`).
 */
export async function cardOrderOf(
  customer: { email: string; password: string },
  productId: number,
): Promise<{ id: number; paymentUrl: string }> {
  const users = await fetch(`${realShopEnv('openUrl')}/wp-json/api/v1/users`, {
    headers: { authorization: `Bearer ${await storeToken(customer)}` },
  });
  const { ID } = UserSchema.parse(await users.json()).results.userData;
  const answer = await wooCall(writer(), 'POST', 'wc/v3/orders', {
    customer_id: ID,
    payment_method: 'vitrina_test_card',
    billing: {
      first_name: 'Cliente',
      last_name: 'Prueba',
      address_1: 'Calle El Sol 12',
      city: 'Santo Domingo Este',
      state: 'DO-32',
      country: 'DO',
      email: customer.email,
      phone: '8095551234',
    },
    line_items: [{ product_id: productId, quantity: 1 }],
    shipping_lines: [{ method_id: 'local_pickup', method_title: 'Recoger en tienda (Piantini)' }],
  });
  if (answer.status !== 201) {
    throw new Error(`wc/v3/orders: ${String(answer.status)} ${JSON.stringify(answer.body)}`);
  }
  const order = z.object({ id: z.number(), payment_url: z.string() }).parse(answer.body);
  return { id: order.id, paymentUrl: order.payment_url };
}
