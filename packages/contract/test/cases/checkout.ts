import { WcOrderSchema } from '@vitrina/api-client/orders';
import { OFFLINE_GATEWAYS, offlineOrderStatus } from '@vitrina/core';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import { outcome, type StoreTarget } from '../support/targets.js';

/** In stock, 49,900; orders take one at a time so the stock stays. */
export const MINI_SPLIT = 'GRE-1012';
export const BILLING = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana.contrato@example.com',
  phone: '8095550101',
  address_1: 'Av. Winston Churchill 1099',
  city: 'Santo Domingo',
  state: 'DO-01',
  country: 'DO',
};

/** Free pickup: no shipping cost, so both stores price the order alike. */
export const PICKUP = { method_id: 'local_pickup', method_title: 'Recoger en tienda (Piantini)' };

/** The id of a seeded product in this store. */
export function idOf(store: StoreTarget, sku: string): number {
  const id = store.ids.products[sku];
  if (id === undefined) throw new Error(`No product ${sku} in ${store.name}`);
  return id;
}

/**
 * An order of one mini split billed to `email`, picked up, paid with `paymentMethod`, placed as
 * the shop places it: with the write key, and an offline gateway's status set by the order's maker
 * (core's offlineOrderStatus), since over REST WooCommerce takes the status it is sent.
 */
export async function placeMiniSplitOrder(
  store: StoreTarget,
  email: string,
  paymentMethod: string,
  meta: { key: string; value: unknown }[] = [],
) {
  const answer = await store.raw('POST', 'wc/v3/orders', {
    auth: 'write',
    json: {
      line_items: [{ product_id: idOf(store, MINI_SPLIT), quantity: 1 }],
      billing: { ...BILLING, email },
      shipping_lines: [PICKUP],
      payment_method: paymentMethod,
      ...(OFFLINE_GATEWAYS.includes(paymentMethod)
        ? { status: offlineOrderStatus(paymentMethod) }
        : {}),
      meta_data: meta,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return WcOrderSchema.parse(answer.body);
}

export const checkoutCases: ContractCase[] = [
  {
    name: 'cupones: los de demostración por código, y uno que no existe',
    async observe(store) {
      const coupons = await Promise.all(
        ['vitrina10', 'ahorra2000', 'verano2025', 'no-existe'].map((code) =>
          store.reader.coupons.byCode(code),
        ),
      );
      return {
        coupons: coupons.map((coupon) =>
          coupon === undefined
            ? null
            : {
                code: coupon.code,
                discount_type: coupon.discount_type,
                amount: coupon.amount,
                minimum_amount: coupon.minimum_amount,
                individual_use: coupon.individual_use,
                usage_limit: coupon.usage_limit,
                expires: coupon.date_expires === null ? null : coupon.date_expires.slice(0, 10),
              },
        ),
      };
    },
    check(seen) {
      expect(seen['coupons']).toHaveLength(4);
      expect((seen['coupons'] as unknown[])[3]).toBeNull();
    },
  },
  {
    name: 'envíos: las zonas, sus provincias DO-xx y sus métodos',
    async observe(store) {
      const zones = await store.reader.shipping.zones();
      return {
        zones: await Promise.all(
          zones
            .filter((zone) => zone.id !== 0)
            .map(async (zone) => {
              const [locations, methods] = await Promise.all([
                store.reader.shipping.locations(zone.id),
                store.reader.shipping.methods(zone.id),
              ]);
              return {
                name: zone.name,
                order: zone.order,
                locations: locations.map((location) => `${location.type}:${location.code}`).sort(),
                methods: methods.map((method) => ({
                  method_id: method.method_id,
                  title: method.title,
                  enabled: method.enabled,
                  cost: method.settings['cost']?.value ?? null,
                  min_amount: method.settings['min_amount']?.value ?? null,
                })),
              };
            }),
        ),
      };
    },
    check(seen) {
      expect(seen['zones']).toHaveLength(3);
    },
  },
  {
    name: 'pagos: las pasarelas activas',
    async observe(store) {
      const gateways = await store.reader.paymentGateways.list();
      return {
        enabled: gateways
          .filter((gateway) => gateway.enabled)
          .map((gateway) => gateway.id)
          .sort(),
      };
    },
    check(seen) {
      expect(seen['enabled']).toEqual(expect.arrayContaining(['bacs', 'cod']));
    },
  },
  {
    name: 'pedidos: la clave de escritura crea un pedido con los precios de la tienda',
    async observe(store) {
      const order = await store.writer.orders.create({
        line_items: [{ product_id: idOf(store, MINI_SPLIT), quantity: 1 }],
        billing: BILLING,
        shipping_lines: [PICKUP],
        payment_method: 'bacs',
      });
      return {
        status: order.status,
        currency: order.currency,
        total: order.total,
        payment_method: order.payment_method,
        lines: order.line_items.map((line) => ({ quantity: line.quantity, total: line.total })),
      };
    },
    check(seen) {
      expect(seen).toMatchObject({ currency: 'DOP', total: '49900.00' });
    },
  },
  {
    name: 'pedidos: una línea con el total que manda el cliente',
    async observe(store) {
      const answer = await store.raw('POST', 'wc/v3/orders', {
        auth: 'write',
        json: {
          payment_method: 'bacs',
          billing: BILLING,
          shipping_lines: [PICKUP],
          line_items: [{ product_id: idOf(store, MINI_SPLIT), quantity: 1, total: '1.00' }],
        },
      });
      const total = (answer.body as { total?: unknown }).total;
      return { ...outcome(answer), total: typeof total === 'string' ? total : null };
    },
    check(seen) {
      expect(seen['status']).toBe(201);
    },
  },
  {
    name: 'pedidos: sin método de envío',
    async observe(store) {
      return outcome(
        await store.raw('POST', 'wc/v3/orders', {
          auth: 'write',
          json: {
            payment_method: 'bacs',
            billing: BILLING,
            line_items: [{ product_id: idOf(store, MINI_SPLIT), quantity: 1 }],
          },
        }),
      );
    },
    check() {
      // The two stores differ on purpose here; see the intended difference.
    },
  },
  {
    name: 'pedidos: la clave de solo lectura no escribe',
    async observe(store) {
      return outcome(
        await store.raw('POST', 'wc/v3/orders', {
          auth: 'read',
          json: {
            payment_method: 'bacs',
            billing: BILLING,
            line_items: [{ product_id: idOf(store, MINI_SPLIT), quantity: 1 }],
          },
        }),
      );
    },
    check(seen) {
      expect(seen['status']).toBe(401);
    },
  },
  {
    name: 'pedidos y clientes: el JWT de un cliente no crea pedidos ni lee clientes',
    async observe(store) {
      const token = await store.signIn();
      const [order, customers] = await Promise.all([
        store.raw('POST', 'wc/v3/orders', {
          via: 'open',
          auth: { bearer: token },
          json: { line_items: [{ product_id: idOf(store, MINI_SPLIT), quantity: 1 }] },
        }),
        store.raw('GET', 'wc/v3/customers', { via: 'open', auth: { bearer: token } }),
      ]);
      return { order: outcome(order), customers: outcome(customers) };
    },
    check(seen) {
      expect([401, 403]).toContain((seen['order'] as { status: number }).status);
      expect([401, 403]).toContain((seen['customers'] as { status: number }).status);
    },
  },
];
