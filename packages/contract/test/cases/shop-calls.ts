import { randomBytes } from 'node:crypto';
import { isStoreApiError, type StoreClient } from '@vitrina/api-client';
import { checkoutOrderInput, type CheckoutOrder } from '@vitrina/api-client/orders';
import {
  addDays,
  BulkyDeliverySchema,
  DEFAULT_SCHEDULE,
  holidayOn,
  parseWooPrice,
  shopDate,
  zoneForProvince,
} from '@vitrina/core';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import type { StoreTarget } from '../support/targets.js';
import { BILLING, idOf, MINI_SPLIT } from './checkout.js';

/** How far back the checkout looks for an attempt's order (place-order.ts, H1). */
const ATTEMPT_TTL_MS = 24 * 3_600_000;
/** An id no seeded store reaches. */
const UNKNOWN_PRODUCT = 987_654;
const PROVINCE = BILLING.state;
/** Where the shopper pinned the delivery on the map: Piantini. */
const LATITUDE = 18.4722;
const LONGITUDE = -69.9389;
/** The meta keys of the pin, which each store keeps in its own type. */
const COORDINATES = ['latitude', 'longitude'];

const cents = (price: unknown): number =>
  (typeof price === 'string' ? parseWooPrice(price) : null) ?? 0;

/** The first Monday-to-Friday at least three days ahead that is no Dominican holiday. */
function deliveryDay(now: number): string {
  let date = addDays(shopDate(now), 3);
  const weekday = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();
  while (weekday(date) === 0 || weekday(date) === 6 || holidayOn(date) !== undefined) {
    date = addDays(date, 1);
  }
  return date;
}

/** The flat rate of the province's zone, found as the checkout finds it (core's zone rule). */
async function flatRate(shop: StoreClient) {
  const zones = await shop.shipping.zones();
  const rules = await Promise.all(
    zones.map(async (zone) => ({
      id: zone.id,
      order: zone.order,
      locations: (await shop.shipping.locations(zone.id)).map((location) => location.code),
    })),
  );
  const methods = await shop.shipping.methods(zoneForProvince(rules, PROVINCE));
  const method = methods.find((entry) => entry.enabled && entry.method_id === 'flat_rate');
  if (method === undefined) throw new Error(`No flat rate for ${PROVINCE}`);
  return {
    method_id: method.method_id,
    instance_id: method.instance_id,
    title: method.title || method.method_title,
    cost: cents(method.settings['cost']?.value),
  };
}

/** A guest's checkout of one mini-split with flat rate shipping, priced from the store. */
async function guestCheckout(store: StoreTarget, now: number): Promise<CheckoutOrder> {
  const shop = store.writer;
  const [products, shipping, gateways] = await Promise.all([
    shop.products.byIds([idOf(store, MINI_SPLIT)]),
    flatRate(shop),
    shop.paymentGateways.list(),
  ]);
  const product = products[0];
  const bacs = gateways.find((gateway) => gateway.id === 'bacs');
  if (product === undefined || bacs === undefined) throw new Error(`No ${MINI_SPLIT} or bacs`);
  const unitPrice = cents(product.price);
  return {
    customer_id: 0,
    choices: {
      email: BILLING.email,
      phone: BILLING.phone,
      social_id: '00113918205',
      passport: '',
      rnc: '',
      trade_name: '',
      is_fiscal: false,
      is_partial_payment: false,
      billing_address: {
        first_name: BILLING.first_name,
        last_name: BILLING.last_name,
        address: BILLING.address_1,
        sector: 'Piantini',
        city: BILLING.city,
        state: PROVINCE,
        postcode: '10148',
        country: 'DO',
        latitude: LATITUDE,
        longitude: LONGITUDE,
        reference: 'Frente al parque',
      },
      date: deliveryDay(now),
      schedule: DEFAULT_SCHEDULE,
      bulky_delivery: BulkyDeliverySchema.parse({ floor: '3', access: 'ascensor' }),
    },
    pricing: {
      lines: [{ product_id: product.id, quantity: 1, unitPrice }],
      coupons: [],
      shipping,
      gateway: { id: bacs.id, title: bacs.title },
      totals: { totalCents: unitPrice + shipping.cost },
      deposit: null,
    },
  };
}

export const shopCallCases: ContractCase[] = [
  {
    name: 'tienda: los productos del carrito por id, con cualquier estado',
    async observe(store) {
      const skus = [MINI_SPLIT, 'INN-1015', 'SRV-1075'];
      const products = await store.writer.products.byIds([
        ...skus.map((sku) => idOf(store, sku)),
        UNKNOWN_PRODUCT,
      ]);
      return {
        products: products
          .map((product) => ({
            sku: product.sku,
            status: product.status,
            price: product.price,
            manage_stock: product.manage_stock,
            stock_status: product.stock_status,
          }))
          .sort((a, b) => a.sku.localeCompare(b.sku)),
      };
    },
    check(seen) {
      expect(seen['products']).toHaveLength(3);
    },
  },
  {
    name: 'tienda: un cupón por código, con sus límites por cliente',
    async observe(store) {
      const coupon = await store.writer.coupons.byCode('VITRINA10');
      return {
        coupon:
          coupon === undefined
            ? null
            : {
                code: coupon.code,
                amount: coupon.amount,
                expires: coupon.date_expires_gmt?.slice(0, 10) ?? null,
                usage_limit_per_user: coupon.usage_limit_per_user,
                email_restrictions: coupon.email_restrictions,
                used_by_is_list: Array.isArray(coupon.used_by),
              },
      };
    },
    check(seen) {
      expect(seen['coupon']).toMatchObject({ code: 'vitrina10' });
    },
  },
  {
    name: 'tienda: zonas, ubicaciones y métodos de envío; pasarelas con sus ajustes',
    async observe(store) {
      const shop = store.writer;
      const [zones, gateways] = await Promise.all([
        shop.shipping.zones(),
        shop.paymentGateways.list(),
      ]);
      const described = await Promise.all(
        zones.map(async (zone) => ({
          id: zone.id,
          name: zone.name,
          locations: (await shop.shipping.locations(zone.id))
            .map((location) => `${location.type}:${location.code}`)
            .sort(),
          methods: (await shop.shipping.methods(zone.id)).map((method) => ({
            method_id: method.method_id,
            enabled: method.enabled,
            cost: cents(method.settings['cost']?.value),
          })),
        })),
      );
      // Zone 0 («the rest of the world») is listed first or last, and named in each store's language.
      const uncovered = described.find((zone) => zone.id === 0);
      return {
        zones: described
          .filter((zone) => zone.id !== 0)
          .map(({ name, locations, methods }) => ({ name, locations, methods })),
        uncovered: uncovered && { locations: uncovered.locations, methods: uncovered.methods },
        bacs: gateways
          .filter((gateway) => gateway.id === 'bacs')
          .map((gateway) => ({
            enabled: gateway.enabled,
            has_instructions: typeof gateway.settings['instructions']?.value === 'string',
          })),
      };
    },
    check(seen) {
      expect(seen['bacs']).toEqual([{ enabled: true, has_instructions: true }]);
    },
  },
  {
    name: 'tienda: el pedido del checkout, leído, listado (también por su intento) y cancelado',
    async observe(store) {
      const now = Date.now();
      const checkout = await guestCheckout(store, now);
      // Two attempts, as place-order.ts names them (a SHA-256 in hex).
      const attempt = (mark: string) => mark.repeat(64);
      const input = checkoutOrderInput({
        ...checkout,
        meta: { _vitrina_attempt: attempt('a') },
      });
      const orders = store.writer.orders;
      // As the shop server places them: the attempt is the order's Idempotency-Key too.
      const created = await orders.create(input, { idempotencyKey: attempt('a') });
      const other = await orders.create(
        checkoutOrderInput({ ...checkout, meta: { _vitrina_attempt: attempt('b') } }),
        { idempotencyKey: attempt('b') },
      );
      const stored = await orders.get(created.id);
      const recentQuery = {
        after: new Date(now - ATTEMPT_TTL_MS).toISOString(),
        per_page: 100,
        orderby: 'date',
        order: 'desc',
      } as const;
      const recent = await orders.ofCustomer(0, recentQuery);
      const ofAttempt = await orders.ofCustomer(0, {
        ...recentQuery,
        vitrina_attempt: attempt('a'),
      });
      const cancelled = await orders.cancel(created.id);
      await orders.cancel(other.id);
      const sentMeta = input.meta_data ?? [];
      const storedMeta = (key: string): unknown =>
        stored.meta_data.find((entry) => entry.key === key)?.value ?? null;
      return {
        sent: {
          total: checkout.pricing.totals.totalCents,
          shipping: checkout.pricing.shipping.cost,
          meta: Object.fromEntries(sentMeta.map(({ key, value }) => [key, value])),
        },
        stored: {
          customer_id: stored.customer_id,
          total: cents(stored.total),
          shipping: cents(stored.shipping_total),
          discount: cents(stored.discount_total),
          shipping_lines: stored.shipping_lines.map((line) => line.method_id),
          meta: Object.fromEntries(
            sentMeta
              .filter(({ key }) => !COORDINATES.includes(key))
              .map(({ key }) => [key, storedMeta(key)]),
          ),
        },
        coordinates: COORDINATES.map(storedMeta),
        listed: {
          found: recent.some((order) => order.id === created.id),
          guests_only: recent.every((order) => order.customer_id === 0),
          // #28: a retry's look-up reads its attempt's order alone, whatever else was ordered.
          of_attempt: ofAttempt.map((order) => order.id === created.id),
        },
        cancelled: cancelled.status,
      };
    },
    check(seen) {
      const sent = seen['sent'] as {
        total: number;
        shipping: number;
        meta: Record<string, unknown>;
      };
      expect(sent.shipping).toBeGreaterThan(0);
      // A shopper who asks for no fiscal invoice sends no `is_fiscal` entry at all.
      expect(sent.meta).not.toHaveProperty('is_fiscal');
      expect(seen['stored']).toEqual({
        customer_id: 0,
        total: sent.total,
        shipping: sent.shipping,
        discount: 0,
        shipping_lines: ['flat_rate'],
        meta: Object.fromEntries(
          Object.entries(sent.meta).filter(([key]) => !COORDINATES.includes(key)),
        ),
      });
      expect((seen['coordinates'] as unknown[]).map(Number)).toEqual([LATITUDE, LONGITUDE]);
      expect(seen['listed']).toEqual({ found: true, guests_only: true, of_attempt: [true] });
      expect(seen['cancelled']).toBe('cancelled');
    },
  },
  {
    // #29: /rastrear-pedido reads the order the shopper names as orders/{number} and compares
    // its number and billing e-mail; an unknown number must be the same 404 on both stores.
    name: 'tienda: el pedido que un invitado rastrea, leído por su número con la clave de la tienda',
    async observe(store) {
      const checkout = await guestCheckout(store, Date.now());
      const typed = 'Ana.Rastreo@Example.com';
      const input = checkoutOrderInput({
        ...checkout,
        choices: { ...checkout.choices, email: typed },
      });
      const orders = store.writer.orders;
      const created = await orders.create(input, {
        idempotencyKey: randomBytes(32).toString('hex'),
      });
      const read = await orders.get(created.id);
      const unknown = await orders.get(987_654_321).then(
        () => ({ status: 200, code: '' }),
        (error: unknown) =>
          isStoreApiError(error)
            ? { status: error.status, code: error.code ?? '' }
            : { status: 0, code: String(error) },
      );
      await orders.cancel(created.id);
      const meta = (key: string): unknown =>
        read.meta_data.find((entry) => entry.key === key)?.value ?? null;
      return {
        number_is_id: (read.number ?? String(read.id)) === String(read.id),
        email: read.billing.email,
        has_key: /^wc_order_\w+/.test(read.order_key),
        dated: typeof read.date_created === 'string' && read.date_created !== '',
        delivery: { date: meta('delivery_date'), schedule: meta('schedule') },
        lines: read.line_items.length,
        total: cents(read.total),
        sent_total: checkout.pricing.totals.totalCents,
        sent_delivery: { date: checkout.choices.date, schedule: checkout.choices.schedule },
        unknown,
      };
    },
    check(seen) {
      expect(seen['number_is_id']).toBe(true);
      // Stored as typed: the shop lower-cases both sides itself before comparing.
      expect(String(seen['email']).toLowerCase()).toBe('ana.rastreo@example.com');
      expect(seen['has_key']).toBe(true);
      expect(seen['dated']).toBe(true);
      expect(seen['delivery']).toEqual(seen['sent_delivery']);
      expect(seen['lines']).toBe(1);
      expect(seen['total']).toBe(seen['sent_total']);
      expect(seen['unknown']).toEqual({
        status: 404,
        code: 'woocommerce_rest_shop_order_invalid_id',
      });
    },
  },
];
