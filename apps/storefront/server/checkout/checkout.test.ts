// @vitest-environment node
import { centsToDecimal } from '@vitrina/core';
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { WcOrderSchema } from '@vitrina/api-client/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from '../start-server.js';
import { firstDeliveryDate, guestCheckoutBody } from '../../test/support/checkout-body.js';
import {
  CartCouponsSchema,
  GatewaysSchema,
  OrderSummarySchema,
  PlacedOrderSchema,
  ShippingOptionsSchema,
} from '../../src/lib/shop-api/checkout.js';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import {
  startStoreRelay,
  type RelayedRequest,
  type StoreFault,
  type StoreRelay,
} from '../../test/support/store-relay.js';

// /api/pedidos in front of the real embedded store, over HTTP: what a shopper's browser can do.
let store: TestStore;
let shop: RunningShop;
beforeAll(async () => {
  store = await startTestStore();
  shop = await startCheckoutShop(store);
});
afterAll(async () => {
  await shop.close();
  await store.stop();
});

const ProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.string(),
  stock_status: z.string(),
  manage_stock: z.boolean(),
  stock_quantity: z.number().nullable(),
});
const OrderSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  total: z.string(),
  shipping_total: z.string(),
  discount_total: z.string(),
  status: z.string(),
});
const CartSchema = z.object({
  items: z.array(
    z.object({ item_key: z.string(), id: z.number(), quantity: z.object({ value: z.number() }) }),
  ),
});
const adminAuth = () =>
  `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;

async function storeCall(method: string, path: string, body?: unknown, headers = {}) {
  const url = `${store.baseUrl}/wp-json/${path}${path.includes('?') ? '&' : '?'}${path.startsWith('wc/') ? adminAuth() : ''}`;
  return fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * A cart call as the shopper's page makes it, through the shop's proxy (`via`): after an order's
 * answer it waits for the order's lines to leave the cart, as the page's reads do (issue 40).
 */
async function cartThroughShop(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  via: RunningShop = shop,
) {
  return fetch(`${via.url}/wp-json/cocart/v2/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function stockedProducts() {
  const response = await storeCall('GET', 'wc/v3/products?per_page=50&stock_status=instock');
  return z
    .array(ProductSchema)
    .parse(await response.json())
    .filter((product) => product.manage_stock && (product.stock_quantity ?? 0) >= 3);
}

let productIndex = 0;
/** A different in-stock product for each test, so tests do not share stock or prices. */
async function freshProduct() {
  const products = await stockedProducts();
  const product = products[productIndex % products.length];
  productIndex += 1;
  if (!product) throw new Error('no stocked product in the demo catalogue');
  return product;
}

/** A guest cart holding `quantity` of a product; answers its cart key. */
async function guestCart(productId: number, quantity = 1): Promise<string> {
  const response = await storeCall('POST', 'cocart/v2/cart/add-item', {
    id: String(productId),
    quantity: String(quantity),
  });
  expect(response.status).toBe(200);
  return z.object({ cart_key: z.string() }).parse(await response.json()).cart_key;
}

async function customer(email: string) {
  const login = await storeCall('POST', 'api/v1/login', { email, password: 'Vitrina-Demo-2026' });
  const token = z.object({ results: z.object({ token: z.string() }) }).parse(await login.json())
    .results.token;
  await storeCall('POST', 'cocart/v2/cart/clear', undefined, { authorization: `Bearer ${token}` });
  return { token, auth: { authorization: `Bearer ${token}` } };
}

async function addToCustomerCart(token: string, productId: number, quantity = 1) {
  const response = await cartThroughShop(
    'POST',
    'cart/add-item',
    { id: String(productId), quantity: String(quantity) },
    { authorization: `Bearer ${token}` },
  );
  expect(response.status).toBe(200);
}

const api = (
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  via: RunningShop = shop,
) =>
  fetch(`${via.url}/api/pedidos${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

// The first morning the capital's agenda offers from tomorrow on (never a Sunday or a holiday).
const tomorrow = firstDeliveryDate();

async function flatRate(province: string) {
  const response = await api('GET', `/envio?provincia=${province}`, undefined);
  const methods = ShippingOptionsSchema.parse(await response.json());
  const method = methods.find((entry) => entry.method_id === 'flat_rate');
  if (!method) throw new Error(`no flat rate in ${province}`);
  return method;
}

async function checkoutBody(extra: Record<string, unknown> = {}) {
  const method = await flatRate('DO-32');
  const shipping_method = { method_id: method.method_id, instance_id: method.instance_id };
  return { ...guestCheckoutBody({ shipping_method, date: tomorrow }), ...extra };
}

const toCents = (price: string) => Math.round(Number(price) * 100);
let keyCount = 0;
const newKey = () => `attempt-${String(Date.now())}-${String((keyCount += 1))}`;

async function review(body: unknown, buyer: Record<string, string>) {
  const response = await api('POST', '/resumen', body, buyer);
  expect(response.status).toBe(200);
  return OrderSummarySchema.parse(await response.json());
}

async function place(
  body: Record<string, unknown>,
  buyer: Record<string, string>,
  key = newKey(),
  via = shop,
) {
  return api('POST', '', body, { ...buyer, 'idempotency-key': key }, via);
}

async function storeOrder(id: number) {
  return OrderSchema.parse(await (await storeCall('GET', `wc/v3/orders/${String(id)}`)).json());
}

async function orderCount(): Promise<number> {
  const response = await storeCall('GET', 'wc/v3/orders?per_page=1');
  return Number(response.headers.get('x-wp-total'));
}

describe('/api/pedidos: reading what the steps need', () => {
  it('delivery options come from the zone of the province (Santiago pays Santiago’s rate)', async () => {
    const santiago = await flatRate('DO-25');
    const capital = await flatRate('DO-01');
    expect(santiago.cost).toBe(80_000);
    expect(capital.cost).toBe(50_000);
  });

  it('gateways say which take a deposit, and keep their settings to themselves', async () => {
    const response = await api('GET', '/pagos', undefined);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer: unknown = await response.json();
    const gateways = GatewaysSchema.parse(answer);
    // Nothing beyond the schema: a gateway's settings stay at the store.
    expect(answer).toEqual(gateways);
    expect(gateways.find((gateway) => gateway.id === 'bacs')?.allows_partial_payment).toBe(true);
    expect(gateways.find((gateway) => gateway.id === 'cod')?.allows_partial_payment).toBe(false);
    expect(JSON.stringify(gateways)).not.toContain('Banreservas');
  });
});

describe('/api/pedidos: placing an order', () => {
  it('a guest orders at the store’s prices with zone shipping; customer 0; the cart is emptied', async () => {
    const product = await freshProduct();
    const cartKey = await guestCart(product.id, 2);
    const buyer = { 'cocart-api-cart-key': cartKey };
    const body = await checkoutBody();
    const summary = await review(body, buyer);
    expect(summary.total).toBe(toCents(product.price) * 2 + 50_000);
    const response = await place({ ...body, expected_total: summary.total }, buyer);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const placed = PlacedOrderSchema.parse(await response.json());
    const order = await storeOrder(placed.order_id);
    expect(order).toMatchObject({ customer_id: 0 });
    expect(toCents(order.total)).toBe(summary.total);
    const cart = await cartThroughShop('GET', `cart?cart_key=${cartKey}`);
    expect(z.object({ items: z.array(z.unknown()) }).parse(await cart.json()).items).toEqual([]);
  });

  it('G2/E3: forged prices, shipping total and customer id still give the computed order for the token’s customer', async () => {
    const product = await freshProduct();
    const ana = await customer('ana.perez@vitrina.do');
    await addToCustomerCart(ana.token, product.id);
    const body = await checkoutBody();
    const summary = await review(body, ana.auth);
    const forged = {
      ...body,
      expected_total: summary.total,
      customer_id: 2,
      total: '1.00',
      shipping_total: '0',
      discount_total: '99999',
      line_items: [{ product_id: product.id, quantity: 1, price: '1.00' }],
      shipping_lines: [{ method_id: 'flat_rate', total: '0' }],
      shipping_address: {
        address: 'Calle El Sol 12',
        city: 'Santo Domingo Este',
        state: 'DO-32',
        method_cost: '0',
      },
    };
    const response = await place(forged, ana.auth);
    expect(response.status).toBe(201);
    const placed = PlacedOrderSchema.parse(await response.json());
    const order = await storeOrder(placed.order_id);
    const users = await storeCall('GET', 'api/v1/users', undefined, ana.auth);
    const anaId = z
      .object({
        results: z.object({ userData: z.object({ data: z.object({ ID: z.coerce.number() }) }) }),
      })
      .parse(await users.json()).results.userData.data.ID;
    expect(order.customer_id).toBe(anaId);
    expect(order.customer_id).not.toBe(2);
    expect(toCents(order.total)).toBe(toCents(product.price) + 50_000);
    expect(toCents(order.shipping_total)).toBe(50_000);
    expect(toCents(order.discount_total)).toBe(0);
  });

  it('G3: a price the admin changed after the review → 409 price_changed with the new total, no order', async () => {
    const product = await freshProduct();
    const cartKey = await guestCart(product.id);
    const buyer = { 'cocart-api-cart-key': cartKey };
    const body = await checkoutBody();
    const summary = await review(body, buyer);
    const raised = toCents(product.price) + 100_000;
    await storeCall('PUT', `wc/v3/products/${String(product.id)}`, {
      regular_price: (raised / 100).toFixed(2),
    });
    const before = await orderCount();
    const response = await place({ ...body, expected_total: summary.total }, buyer);
    expect(response.status).toBe(409);
    const error = ShopRefusalSchema.parse(await response.json());
    expect(error.code).toBe('price_changed');
    expect(error.message).toMatch(/^El total de tu pedido cambió a RD\$/);
    expect(OrderSummarySchema.parse(error.data['summary']).total).toBe(raised + 50_000);
    expect(await orderCount()).toBe(before);
  });

  it('H1: the same key twice → one order, the second a replay; another body → 422; no key → 400', async () => {
    const product = await freshProduct();
    const buyer = { 'cocart-api-cart-key': await guestCart(product.id) };
    const body = await checkoutBody();
    const summary = await review(body, buyer);
    const key = newKey();
    const first = await place({ ...body, expected_total: summary.total }, buyer, key);
    expect(first.status).toBe(201);
    const before = await orderCount();
    const again = await place({ ...body, expected_total: summary.total }, buyer, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const other = await place(
      { ...body, expected_total: summary.total, schedule: '3:00 PM - 6:00 PM' },
      buyer,
      key,
    );
    expect(other.status).toBe(422);
    expect((await api('POST', '', { ...body, expected_total: summary.total }, buyer)).status).toBe(
      400,
    );
    expect(await orderCount()).toBe(before);
  });

  it('H1/K2: a retry of an order is answered before the limit; a 4th new order in a minute → 429', async () => {
    const product = await freshProduct();
    const carlos = await customer('carlos.santos@vitrina.do');
    const body = await checkoutBody({ email: 'carlos.santos@vitrina.do' });
    let last = { key: '', total: 0 };
    for (let round = 0; round < 3; round += 1) {
      await addToCustomerCart(carlos.token, product.id);
      const summary = await review(body, carlos.auth);
      last = { key: newKey(), total: summary.total };
      const placed = await place({ ...body, expected_total: summary.total }, carlos.auth, last.key);
      expect(placed.status).toBe(201);
    }
    await addToCustomerCart(carlos.token, product.id);
    const summary = await review(body, carlos.auth);
    const limited = await place({ ...body, expected_total: summary.total }, carlos.auth);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ShopRefusalSchema.parse(await limited.json()).message).toBe(
      'Demasiados intentos de compra. Espera un minuto.',
    );
    const retry = await place({ ...body, expected_total: last.total }, carlos.auth, last.key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('coupons: VITRINA10 takes 10 % off the goods; the expired VERANO2025 is refused in Spanish', async () => {
    const product = await freshProduct();
    const buyer = { 'cocart-api-cart-key': await guestCart(product.id) };
    const email = `cupon.${String(Date.now())}@correo.do`;
    const check = await api('POST', '/cupon', { code: 'VITRINA10', email }, buyer);
    expect(await check.json()).toMatchObject({
      coupons: ['vitrina10'],
      discount: Math.round(toCents(product.price) / 10),
      dropped: [],
    });
    const expired = await api('POST', '/cupon', { code: 'VERANO2025', email }, buyer);
    expect(expired.status).toBe(400);
    expect(ShopRefusalSchema.parse(await expired.json())).toMatchObject({
      code: 'coupon_refused',
      message: 'El cupón VERANO2025 ha caducado.',
    });
    const body = await checkoutBody({ email, coupons: ['VITRINA10'] });
    const summary = await review(body, buyer);
    const price = toCents(product.price);
    expect(summary.discount).toBe(Math.round(price / 10));
    const response = await place({ ...body, expected_total: summary.total }, buyer);
    expect(response.status).toBe(201);
    const order = await storeOrder(PlacedOrderSchema.parse(await response.json()).order_id);
    expect(toCents(order.total)).toBe(price - Math.round(price / 10) + 50_000);
  });

  it('G9: the deposit is the shop’s half of the total, stored with the order; cash on delivery takes none', async () => {
    const product = await freshProduct();
    const buyer = { 'cocart-api-cart-key': await guestCart(product.id) };
    const body = await checkoutBody({ is_partial_payment: true });
    const summary = await review(body, buyer);
    expect(summary.deposit).toBe(Math.ceil(summary.total / 2));
    expect((await review(await checkoutBody(), buyer)).deposit).toBeNull();
    const refused = await api('POST', '/resumen', { ...body, payment_method: 'cod' }, buyer);
    expect(refused.status).toBe(400);
    expect(ShopRefusalSchema.parse(await refused.json()).message).toBe(
      'Este método de pago no admite abono.',
    );
    const response = await place({ ...body, expected_total: summary.total }, buyer);
    expect(response.status).toBe(201);
    const placed = PlacedOrderSchema.parse(await response.json());
    const stored = z
      .object({ meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })) })
      .parse(await (await storeCall('GET', `wc/v3/orders/${String(placed.order_id)}`)).json());
    expect(stored.meta_data.find((entry) => entry.key === 'deposit_amount')?.value).toBe(
      centsToDecimal(summary.deposit ?? -1),
    );
    const confirmed = await fetch(
      `${shop.url}/api/pedidos/${String(placed.order_id)}?clave=${placed.order_key}`,
    );
    const balance = summary.total - (summary.deposit ?? 0);
    expect(await confirmed.json()).toMatchObject({ deposit: summary.deposit, paid: 0, balance });
    // The invoice prints an abono once it is paid (order-payments.test.ts): not before.
    const invoice = await fetch(
      `${shop.url}/api/pedidos/${String(placed.order_id)}/factura?clave=${placed.order_key}`,
    );
    expect(await invoice.json()).toMatchObject({ paid: 0 });
  });

  it('G8/M8: a product that sold out during checkout → 409 with its name and id, no order', async () => {
    const product = await freshProduct();
    const buyer = { 'cocart-api-cart-key': await guestCart(product.id) };
    const body = await checkoutBody();
    const summary = await review(body, buyer);
    await storeCall('PUT', `wc/v3/products/${String(product.id)}`, {
      stock_quantity: 0,
      stock_status: 'outofstock',
    });
    const response = await place({ ...body, expected_total: summary.total }, buyer);
    expect(response.status).toBe(409);
    expect(ShopRefusalSchema.parse(await response.json())).toEqual({
      code: 'out_of_stock',
      message: `"${product.name}" se agotó mientras comprabas. Revisa tu carrito.`,
      data: { status: 409, product_id: product.id },
    });
  });

  it('an expired token is 401 token_expired; a guest without a valid cart key is refused', async () => {
    const body = await checkoutBody();
    const expired = await api('POST', '/resumen', body, { authorization: 'Bearer no.es.valido' });
    expect(expired.status).toBe(401);
    expect(ShopRefusalSchema.parse(await expired.json()).code).toBe('token_expired');
    const noCart = await api('POST', '/resumen', body, { 'cocart-api-cart-key': 'Corta!' });
    expect(noCart.status).toBe(400);
    expect(ShopRefusalSchema.parse(await noCart.json()).code).toBe('cart_required');
  });

  it('F3: an invalid RNC on a fiscal invoice is a Spanish 400 naming the field', async () => {
    const body = await checkoutBody({ is_fiscal: true, rnc: '123456789', trade_name: 'Frío SRL' });
    const response = await api('POST', '/resumen', body, { 'cocart-api-cart-key': 'x'.repeat(32) });
    expect(response.status).toBe(400);
    const error = ShopRefusalSchema.parse(await response.json());
    expect(error.message).toBe('El RNC no es válido.');
    expect(error.data['fields']).toMatchObject({ rnc: 'El RNC no es válido.' });
  });

  it('bodies of the wrong shape are refused in Spanish, whatever field goes wrong (#28 item 6)', async () => {
    const buyer = { 'cocart-api-cart-key': 'x'.repeat(32) };
    const hostile: unknown[] = [
      { email: 5, billing_address: 'calle', shipping_method: [], payment_method: {} },
      { ...(await checkoutBody()), is_fiscal: 'sí', schedule: 12, date: null },
      [],
      'texto',
    ];
    for (const body of hostile) {
      const response = await api('POST', '/resumen', body, buyer);
      expect(response.status).toBe(400);
      const error = ShopRefusalSchema.parse(await response.json());
      const fields = z.record(z.string(), z.string()).catch({}).parse(error.data['fields']);
      const messages = [error.message, ...Object.values(fields)];
      for (const message of messages) {
        expect(message).not.toMatch(/\b(invalid|expected|received|required|input)\b/i);
      }
    }
  });
});

/** A guest cart reaching AHORRA2000's RD$30,000 with two units of one product; its line key. */
async function cartOverTheMinimum() {
  const product = (await stockedProducts()).find(
    (entry) => toCents(entry.price) >= 1_500_000 && toCents(entry.price) < 3_000_000,
  );
  if (!product) throw new Error('no product between RD$15,000 and RD$30,000');
  const cartKey = await guestCart(product.id, 2);
  const cart = CartSchema.parse(
    await (await storeCall('GET', `cocart/v2/cart?cart_key=${cartKey}`)).json(),
  );
  return { product, cartKey, itemKey: cart.items[0]?.item_key ?? '' };
}

describe('/api/pedidos/cupon and /cupones: the coupons a cart holds (G4)', () => {
  it('G4: the same coupon twice → 400 «Este cupón ya está aplicado.» and the discount counts once', async () => {
    const product = await freshProduct();
    const buyer = { 'cocart-api-cart-key': await guestCart(product.id) };
    const tenth = Math.round(toCents(product.price) / 10);
    const first = CartCouponsSchema.parse(
      await (await api('POST', '/cupon', { code: 'VITRINA10' }, buyer)).json(),
    );
    // The cart's total after its coupons is the shop server's, not the browser's subtraction.
    expect(first).toEqual({
      coupons: ['vitrina10'],
      discount: tenth,
      total: toCents(product.price) - tenth,
      dropped: [],
    });
    const again = await api('POST', '/cupon', { code: 'vitrina10', coupons: first.coupons }, buyer);
    expect(again.status).toBe(400);
    expect(ShopRefusalSchema.parse(await again.json()).message).toBe(
      'Este cupón ya está aplicado.',
    );
    const twice = CartCouponsSchema.parse(
      await (await api('POST', '/cupones', { coupons: ['vitrina10', 'vitrina10'] }, buyer)).json(),
    );
    expect(twice.coupons).toEqual(['vitrina10']);
    expect(twice.discount).toBe(tenth);
  });

  it('G4: an individual-use coupon with another → 400; under the minimum → 400 naming RD$30,000', async () => {
    const { cartKey } = await cartOverTheMinimum();
    const buyer = { 'cocart-api-cart-key': cartKey };
    const stacked = await api(
      'POST',
      '/cupon',
      { code: 'AHORRA2000', coupons: ['vitrina10'] },
      buyer,
    );
    expect(stacked.status).toBe(400);
    expect(ShopRefusalSchema.parse(await stacked.json()).message).toBe(
      'El cupón VITRINA10 no se puede combinar con otros cupones.',
    );
    const cheap = await freshProduct();
    const small = { 'cocart-api-cart-key': await guestCart(cheap.id) };
    const under = await api('POST', '/cupon', { code: 'AHORRA2000' }, small);
    expect(under.status).toBe(400);
    expect(ShopRefusalSchema.parse(await under.json())).toMatchObject({
      code: 'coupon_refused',
      message: 'El gasto mínimo para usar el cupón AHORRA2000 es RD$ 30,000.00.',
    });
  });

  it('G4: a cart lowered under the minimum lets the coupon go with a Spanish notice; the order no longer takes it', async () => {
    const { cartKey, itemKey } = await cartOverTheMinimum();
    const buyer = { 'cocart-api-cart-key': cartKey };
    const applied = CartCouponsSchema.parse(
      await (await api('POST', '/cupon', { code: 'AHORRA2000' }, buyer)).json(),
    );
    expect(applied).toMatchObject({ coupons: ['ahorra2000'], discount: 200_000, dropped: [] });
    const lowered = await storeCall('POST', `cocart/v2/cart/item/${itemKey}?cart_key=${cartKey}`, {
      quantity: '1',
    });
    expect(lowered.status).toBe(200);
    const held = await api('POST', '/cupones', { coupons: applied.coupons }, buyer);
    expect(held.status).toBe(200);
    expect(CartCouponsSchema.parse(await held.json())).toMatchObject({
      coupons: [],
      discount: 0,
      dropped: [
        {
          code: 'ahorra2000',
          message:
            'Quitamos el cupón AHORRA2000 de tu carrito. El gasto mínimo para usar el cupón AHORRA2000 es RD$ 30,000.00.',
        },
      ],
    });
    const body = await checkoutBody({ coupons: applied.coupons });
    const refused = await api('POST', '/resumen', body, buyer);
    expect(refused.status).toBe(400);
    expect(ShopRefusalSchema.parse(await refused.json()).code).toBe('coupon_refused');
  });
});

describe('G7: coupon code guessing, counted by the shop', () => {
  // Behind a proxy, as in production: the shop and the store each tell shoppers by address.
  let guessed: TestStore;
  let front: RunningShop;
  let productId: number;
  beforeAll(async () => {
    guessed = await startTestStore({ env: { TRUST_PROXY: '1' } });
    front = await startCheckoutShop(guessed, guessed.baseUrl, { TRUST_PROXY: '1' });
    const products: unknown = await (
      await fetch(
        `${guessed.baseUrl}/wp-json/wc/v3/products?per_page=1&stock_status=instock&consumer_key=${guessed.adminConsumerKey}&consumer_secret=${guessed.adminConsumerSecret}`,
      )
    ).json();
    const [product] = z.array(ProductSchema).parse(products);
    if (!product) throw new Error('no product in stock');
    productId = product.id;
  });
  afterAll(async () => {
    await front.close();
    await guessed.stop();
  });

  /** A shopper at `address` with a guest cart of its own. */
  const shopper = async (address: string) => {
    const added = await fetch(`${guessed.baseUrl}/wp-json/cocart/v2/cart/add-item`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ id: String(productId), quantity: '1' }),
    });
    const { cart_key } = z.object({ cart_key: z.string() }).parse(await added.json());
    return { 'cocart-api-cart-key': cart_key, 'x-forwarded-for': address };
  };
  const apply = (code: string, buyer: Record<string, string>) =>
    api('POST', '/cupon', { code }, buyer, front);
  const lookUp = (code: string, address: string) =>
    fetch(`${front.url}/wp-json/wc/v3/coupons?code=${code}`, {
      headers: { 'x-forwarded-for': address },
    });
  const expectGuessedTooMuch = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ShopRefusalSchema.parse(await response.json())).toMatchObject({
      code: 'rate_limited',
      message: 'Demasiados cupones no válidos. Espera 10 minutos e inténtalo de nuevo.',
    });
  };

  it('20 unknown codes from one shopper → 429 with Retry-After for any code; the store still serves every other shopper', async () => {
    const guesser = await shopper('203.0.113.7');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const miss = await apply(`adivina${String(attempt)}`, guesser);
      expect(miss.status).toBe(400);
    }
    await expectGuessedTooMuch(await apply('adivina20', guesser));
    await expectGuessedTooMuch(await apply('VITRINA10', guesser));
    // A new cart from the same address is the same guesser, and so is the proxy's lookup.
    await expectGuessedTooMuch(await apply('VITRINA10', await shopper('203.0.113.7')));
    await expectGuessedTooMuch(await lookUp('vitrina10', '203.0.113.7'));

    const applied = await apply('VITRINA10', await shopper('198.51.100.9'));
    expect(applied.status).toBe(200);
    expect(CartCouponsSchema.parse(await applied.json()).coupons).toEqual(['vitrina10']);
  });

  it('25 shoppers each mistyping a code: nobody is blocked, at the shop or at the store', async () => {
    // The store's own count sees each shopper's address: one shared bucket would refuse the 21st.
    for (let visitor = 0; visitor < 25; visitor += 1) {
      const miss = await apply(
        `errata${String(visitor)}`,
        await shopper(`198.18.0.${String(visitor + 1)}`),
      );
      expect(miss.status).toBe(400);
    }
    const applied = await apply('VITRINA10', await shopper('198.18.0.99'));
    expect(applied.status).toBe(200);
  });

  it('the proxy’s coupon lookup counts unknown codes the same way', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const miss = await lookUp(`busca${String(attempt)}`, '192.0.2.44');
      expect(await miss.json()).toEqual([]);
    }
    await expectGuessedTooMuch(await lookUp('vitrina10', '192.0.2.44'));
    await expectGuessedTooMuch(await apply('VITRINA10', await shopper('192.0.2.44')));
    const found = await lookUp('vitrina10', '192.0.2.45');
    expect(z.array(z.object({ code: z.string() })).parse(await found.json())).toEqual([
      expect.objectContaining({ code: 'vitrina10' }),
    ]);
  });
});

describe('/api/pedidos: the cart while its order is being placed', () => {
  // A shop server whose store calls pass a relay: the test acts at the store at an exact moment.
  let duringPlacing: (request: RelayedRequest) => Promise<StoreFault | undefined | void> = () =>
    Promise.resolve();
  let relayed: RunningShop;
  let relay: StoreRelay;
  beforeAll(async () => {
    relay = await startStoreRelay(store.baseUrl, (request) => duringPlacing(request));
    relayed = await startCheckoutShop(store, relay.url);
  });
  afterAll(async () => {
    await relayed.close();
    await relay.close();
  });

  it('a line and units another tab adds while the order is made stay in the cart; only what was ordered leaves it', async () => {
    const ordered = await freshProduct();
    const added = await freshProduct();
    const cartKey = await guestCart(ordered.id);
    const buyer = { 'cocart-api-cart-key': cartKey };
    const body = await checkoutBody();
    const summary = await review(body, buyer);
    let otherTab = 0;
    // Between the shop reading the cart's lines and taking them out: the store makes the order.
    duringPlacing = async (request) => {
      if (request.method !== 'POST' || !request.target.startsWith('/wp-json/wc/v3/orders')) return;
      otherTab += 1;
      const cart = CartSchema.parse(
        await (await storeCall('GET', `cocart/v2/cart?cart_key=${cartKey}`)).json(),
      );
      const line = cart.items.find((item) => item.id === ordered.id);
      await storeCall('POST', `cocart/v2/cart/item/${line?.item_key ?? ''}?cart_key=${cartKey}`, {
        quantity: '3',
      });
      await storeCall('POST', `cocart/v2/cart/add-item?cart_key=${cartKey}`, {
        id: String(added.id),
        quantity: '1',
      });
    };
    const response = await place(
      { ...body, expected_total: summary.total },
      buyer,
      newKey(),
      relayed,
    );
    duringPlacing = () => Promise.resolve();
    expect(response.status).toBe(201);
    expect(otherTab).toBe(1);
    const placed = PlacedOrderSchema.parse(await response.json());
    expect(toCents((await storeOrder(placed.order_id)).total)).toBe(summary.total);
    const left = CartSchema.parse(
      await (
        await cartThroughShop('GET', `cart?cart_key=${cartKey}`, undefined, {}, relayed)
      ).json(),
    );
    expect(
      left.items
        .map((item) => ({ id: item.id, quantity: item.quantity.value }))
        .sort((a, b) => a.id - b.id),
    ).toEqual(
      [
        { id: ordered.id, quantity: 2 },
        { id: added.id, quantity: 1 },
      ].sort((a, b) => a.id - b.id),
    );
  });

  const isOrderCreation = (request: RelayedRequest) =>
    request.method === 'POST' && request.target.startsWith('/wp-json/wc/v3/orders?');
  const ordersOf = async (email: string) =>
    z
      .array(WcOrderSchema)
      .parse(await (await storeCall('GET', 'wc/v3/orders?per_page=100')).json())
      .filter((order) => order.billing.email === email)
      .map((order) => order.id);
  /** A guest's cart of one product, reviewed: what «Confirmar pedido» sends for `email`. */
  const reviewedGuestCart = async (email: string) => {
    const cartKey = await guestCart((await freshProduct()).id);
    const buyer = { 'cocart-api-cart-key': cartKey };
    const body = { ...(await checkoutBody({ email })), expected_total: 0 };
    body.expected_total = (await review(body, buyer)).total;
    return { cartKey, buyer, body };
  };
  const cartItems = async (cartKey: string) =>
    CartSchema.parse(
      await (
        await cartThroughShop('GET', `cart?cart_key=${cartKey}`, undefined, {}, relayed)
      ).json(),
    ).items;

  it('G8/M8: the last unit taken by another buyer after the shop read it → the store refuses, and the shop names the product, passes its id and keeps the line', async () => {
    const product = await freshProduct();
    const other = await freshProduct();
    const cartKey = await guestCart(product.id);
    await storeCall('POST', `cocart/v2/cart/add-item?cart_key=${cartKey}`, {
      id: String(other.id),
      quantity: '1',
    });
    const buyer = { 'cocart-api-cart-key': cartKey };
    const email = 'ultima.unidad@example.do';
    const body = await checkoutBody({ email });
    const summary = await review(body, buyer);
    // The shop has read the stock and sends the order: someone else's order takes every unit.
    duringPlacing = async (request) => {
      if (!isOrderCreation(request)) return;
      await storeCall('PUT', `wc/v3/products/${String(product.id)}`, { stock_quantity: 0 });
    };
    const response = await place(
      { ...body, expected_total: summary.total },
      buyer,
      newKey(),
      relayed,
    );
    duringPlacing = () => Promise.resolve();
    expect(response.status).toBe(409);
    expect(ShopRefusalSchema.parse(await response.json())).toEqual({
      code: 'out_of_stock',
      message: `"${product.name}" se agotó mientras comprabas. Revisa tu carrito.`,
      data: { status: 409, product_id: product.id },
    });
    expect(await ordersOf(email)).toEqual([]);
    expect((await cartItems(cartKey)).map((item) => item.id).sort()).toEqual(
      [product.id, other.id].sort(),
    );
  });

  it.each<StoreFault>(['commit-then-500', 'commit-then-drop'])(
    'H3 (#28): the store makes the order, then %s: the shop answers the order it made, once, and the cart gives up its line',
    async (fault) => {
      const product = await freshProduct();
      const cartKey = await guestCart(product.id);
      const buyer = { 'cocart-api-cart-key': cartKey };
      const body = await checkoutBody({ email: `fallo.${fault}@example.do` });
      const summary = await review(body, buyer);
      let faults = 0;
      duringPlacing = (request) => {
        if (!isOrderCreation(request) || faults > 0) return Promise.resolve();
        faults += 1;
        return Promise.resolve(fault);
      };
      const key = newKey();
      const first = await place({ ...body, expected_total: summary.total }, buyer, key, relayed);
      duringPlacing = () => Promise.resolve();
      expect(faults).toBe(1);
      expect(first.status).toBe(201);
      const placed = PlacedOrderSchema.parse(await first.json());
      // The shopper's next «Confirmar pedido» (same key) is the same order, not a second one.
      const again = await place({ ...body, expected_total: summary.total }, buyer, key, relayed);
      expect(PlacedOrderSchema.parse(await again.json()).order_id).toBe(placed.order_id);
      expect(await ordersOf(`fallo.${fault}@example.do`)).toEqual([placed.order_id]);
      expect(await cartItems(cartKey)).toEqual([]);
    },
  );

  it('H3 (#28): the store makes the order after answering 504: the retry with the same key is that order, and the cart gives up its line', async () => {
    const email = 'tarde@example.do';
    const { cartKey, buyer, body } = await reviewedGuestCart(email);
    duringPlacing = (request) =>
      Promise.resolve(isOrderCreation(request) ? '504-then-commit' : undefined);
    const key = newKey();
    const first = await place(body, buyer, key, relayed);
    duringPlacing = () => Promise.resolve();
    // Not known to be refused: the browser keeps its key and tries again.
    expect(first.status).toBeGreaterThanOrEqual(500);
    await relay.commitLate();
    const [made] = await ordersOf(email);
    expect(made).toBeDefined();
    expect(await cartItems(cartKey)).toHaveLength(1);
    const again = await place(body, buyer, key, relayed);
    expect(again.status).toBe(201);
    expect(PlacedOrderSchema.parse(await again.json()).order_id).toBe(made);
    expect(await ordersOf(email)).toEqual([made]);
    expect(await cartItems(cartKey)).toEqual([]);
  });

  it('K2 (#28): over the limit, a new key is refused without a lookup of orders at the store', async () => {
    const product = await freshProduct();
    const cartKey = await guestCart(product.id);
    const buyer = { 'cocart-api-cart-key': cartKey };
    const body = await checkoutBody({ email: 'limite@example.do' });
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) {
        await cartThroughShop(
          'POST',
          `cart/add-item?cart_key=${cartKey}`,
          { id: String(product.id), quantity: '1' },
          {},
          relayed,
        );
      }
      const summary = await review(body, buyer);
      const placed = await place(
        { ...body, expected_total: summary.total },
        buyer,
        newKey(),
        relayed,
      );
      expect(placed.status).toBe(201);
    }
    let lookups = 0;
    duringPlacing = (request) => {
      if (request.method === 'GET' && request.target.startsWith('/wp-json/wc/v3/orders?')) {
        lookups += 1;
      }
      return Promise.resolve();
    };
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        place({ ...body, expected_total: 1 }, buyer, newKey(), relayed),
      ),
    );
    duringPlacing = () => Promise.resolve();
    expect(tries.map((answer) => answer.status)).toEqual([429, 429, 429, 429, 429]);
    expect(lookups).toBe(0);
  });

  it('H3 (#28): two tabs confirm one cart at once, each with its own key: one order, and the other tab is told it is in progress', async () => {
    const email = 'dos.pestanas@example.do';
    const { buyer, body } = await reviewedGuestCart(email);
    let secondAnswered = () => undefined as void;
    const second = new Promise<void>((resolve) => {
      secondAnswered = resolve;
    });
    // The first tab's order is held at the store until the second tab has its answer (or 3 s).
    duringPlacing = async (request) => {
      if (isOrderCreation(request)) {
        await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      }
    };
    const firstTab = place(body, buyer, newKey(), relayed);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const secondTab = await place(body, buyer, newKey(), relayed);
    secondAnswered();
    const firstAnswer = await firstTab;
    duringPlacing = () => Promise.resolve();
    expect(firstAnswer.status).toBe(201);
    expect(secondTab.status).toBe(409);
    expect(ShopRefusalSchema.parse(await secondTab.json())).toMatchObject({
      code: 'order_in_progress',
      message: 'Tu pedido ya se está procesando.',
    });
    const placed = PlacedOrderSchema.parse(await firstAnswer.json());
    // The second tab's retry finds the cart emptied by the first order.
    const retried = await place(body, buyer, newKey(), relayed);
    expect(ShopRefusalSchema.parse(await retried.json()).code).toBe('empty_cart');
    expect(await ordersOf(email)).toEqual([placed.order_id]);
  });

  it('H1 (#40): a retry with the same key while its first try is still placing gets the order the store made, not «en proceso»', async () => {
    const email = 'reintento.en.curso@example.do';
    const { buyer, body } = await reviewedGuestCart(email);
    const isLookup = (request: RelayedRequest) =>
      request.method === 'GET' && request.target.includes('vitrina_attempt=');
    const capped = (until: Promise<unknown>) =>
      Promise.race([until, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    let lookups = 0;
    let retryLookedUp = () => undefined as void;
    const retryLookup = new Promise<void>((resolve) => {
      retryLookedUp = resolve;
    });
    // The first try's order reaches the store only once the retry looks for it; the retry's
    // lookup reaches the store only once the order is there, while the first try still waits.
    duringPlacing = async (request) => {
      if (isOrderCreation(request)) await capped(retryLookup);
      if (!isLookup(request)) return;
      lookups += 1;
      if (lookups !== 2) return;
      retryLookedUp();
      await capped(
        (async () => {
          while ((await ordersOf(email)).length === 0) {
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        })(),
      );
    };
    const key = newKey();
    const firstTry = place(body, buyer, key, relayed);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const retry = await place(body, buyer, key, relayed);
    const first = await firstTry;
    duringPlacing = () => Promise.resolve();
    expect([first.status, retry.status]).toEqual([201, 201]);
    const placed = PlacedOrderSchema.parse(await first.json());
    expect(PlacedOrderSchema.parse(await retry.json()).order_id).toBe(placed.order_id);
    expect(await ordersOf(email)).toEqual([placed.order_id]);
  });
});

describe('/api/pedidos/{id}: the confirmed order', () => {
  it('shows the order to whoever holds its key, and the same 404 otherwise (E2)', async () => {
    const product = await freshProduct();
    const buyer = { 'cocart-api-cart-key': await guestCart(product.id) };
    const body = await checkoutBody();
    const summary = await review(body, buyer);
    const placed = PlacedOrderSchema.parse(
      await (await place({ ...body, expected_total: summary.total }, buyer)).json(),
    );
    const shown = await fetch(
      `${shop.url}/api/pedidos/${String(placed.order_id)}?clave=${placed.order_key}`,
    );
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({
      id: placed.order_id,
      total: summary.total,
      delivery_date: tomorrow,
      schedule: '9:00 AM - 12:00 PM',
      address: { sector: 'Los Mina', reference: 'Frente al colmado La Esquina' },
      instructions: expect.stringContaining('Banreservas') as unknown,
    });
    const wrong = await fetch(
      `${shop.url}/api/pedidos/${String(placed.order_id)}?clave=wc_order_x`,
    );
    const unknown = await fetch(`${shop.url}/api/pedidos/99999999?clave=wc_order_x`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual(await unknown.json());
  });
});

describe('/api/pedidos: prices and stock come from the store, never from the catalogue cache', () => {
  it('while the cache still shows the old price and stock, the review and the order use the store’s', async () => {
    const product = await freshProduct();
    // The shop's catalogue cache (on, 60 s, no webhooks here) keeps the product as it was.
    const cached = async () =>
      ProductSchema.parse(
        await (await fetch(`${shop.url}/wp-json/wc/v3/products/${String(product.id)}`)).json(),
      );
    expect((await cached()).price).toBe(product.price);
    const buyer = { 'cocart-api-cart-key': await guestCart(product.id) };
    const body = await checkoutBody();
    const raised = toCents(product.price) + 300_000;
    await storeCall('PUT', `wc/v3/products/${String(product.id)}`, {
      regular_price: (raised / 100).toFixed(2),
      sale_price: '',
    });
    expect((await cached()).price).toBe(product.price);
    const summary = await review(body, buyer);
    expect(summary.total).toBe(raised + 50_000);
    await storeCall('PUT', `wc/v3/products/${String(product.id)}`, {
      stock_quantity: 0,
      stock_status: 'outofstock',
    });
    expect((await cached()).stock_status).toBe('instock');
    const response = await place({ ...body, expected_total: summary.total }, buyer);
    expect(response.status).toBe(409);
    expect(ShopRefusalSchema.parse(await response.json()).code).toBe('out_of_stock');
  });

  it('M8: a product the checkout found sold out leaves the catalogue cache, so the cart the page reads next shows it sold out', async () => {
    const product = await freshProduct();
    // As the cart reads its lines' products: one list of them, through the shop's proxy.
    const cached = async () =>
      z
        .array(ProductSchema)
        .parse(
          await (
            await fetch(`${shop.url}/wp-json/wc/v3/products?include=${String(product.id)}`)
          ).json(),
        )[0];
    expect((await cached())?.stock_status).toBe('instock');
    const buyer = { 'cocart-api-cart-key': await guestCart(product.id) };
    const body = await checkoutBody();
    const summary = await review(body, buyer);
    await storeCall('PUT', `wc/v3/products/${String(product.id)}`, { stock_quantity: 0 });
    expect((await cached())?.stock_status).toBe('instock');
    const response = await place({ ...body, expected_total: summary.total }, buyer);
    expect(response.status).toBe(409);
    expect((await cached())?.stock_status).toBe('outofstock');
  });
});
