import type { StoreHttp } from '@vitrina/api-client';
import { WcCouponSchema } from '@vitrina/api-client/coupons';
import { WcPaymentGatewaySchema } from '@vitrina/api-client/payment-gateways';
import { WcProductSchema } from '@vitrina/api-client/products';
import { WcShippingMethodSchema, WcShippingZoneSchema } from '@vitrina/api-client/shipping';
import { type Coupon, type ShippingZoneRule } from '@vitrina/core';
import { z } from 'zod';
import { wooCents } from '../store-order.js';

const settingValue = (settings: Record<string, { value?: unknown }>, id: string): string => {
  const value = settings[id]?.value;
  return typeof value === 'string' ? value : '';
};

/** The products of the cart, by id (missing ones are not there). */
export async function readProducts(store: StoreHttp, ids: readonly number[]) {
  const { data } = await store.request({
    method: 'GET',
    path: 'wp-json/wc/v3/products',
    query: { include: ids.join(','), per_page: 100, status: 'any' },
    schema: z.array(WcProductSchema.extend({ manage_stock: z.boolean().default(false) })),
  });
  return new Map(data.map((product) => [product.id, product]));
}

const StoreCouponSchema = WcCouponSchema.extend({
  date_expires_gmt: z.string().nullable().default(null),
  email_restrictions: z.array(z.string()).default([]),
  usage_limit_per_user: z.number().nullable().default(null),
  used_by: z.array(z.union([z.string(), z.number()])).default([]),
});

/** A coupon by code as core's rules see it, with who used it; `undefined` when none matches. */
export async function readCoupon(store: StoreHttp, code: string) {
  const { data } = await store.request({
    method: 'GET',
    path: 'wp-json/wc/v3/coupons',
    query: { code },
    schema: z.array(StoreCouponSchema),
  });
  const row = data.find((coupon) => coupon.code.toLowerCase() === code);
  if (!row) return undefined;
  const amount = wooCents(row.amount);
  const coupon: Coupon = {
    id: row.id,
    code: row.code.toLowerCase(),
    discountType: row.discount_type === 'percent' ? 'percent' : 'fixed_cart',
    // core counts a percentage in hundredths of a percent; "10.00" is 1000, as centavos read it.
    amount,
    minimumAmountCents: wooCents(row.minimum_amount),
    expiresAtMs: row.date_expires_gmt === null ? null : Date.parse(`${row.date_expires_gmt}Z`),
    usageLimit: row.usage_limit,
    usageLimitPerUser: row.usage_limit_per_user,
    usageCount: row.usage_count,
    individualUse: row.individual_use,
    emailRestrictions: row.email_restrictions,
  };
  return { coupon, usedBy: row.used_by.map((entry) => String(entry).toLowerCase()) };
}

/** The shipping zones with their locations, for core's matching. */
export async function readShippingZones(store: StoreHttp): Promise<ShippingZoneRule[]> {
  const { data: zones } = await store.request({
    method: 'GET',
    path: 'wp-json/wc/v3/shipping/zones',
    schema: z.array(WcShippingZoneSchema),
  });
  return Promise.all(
    zones.map(async (zone) => {
      const { data: locations } = await store.request({
        method: 'GET',
        path: `wp-json/wc/v3/shipping/zones/${String(zone.id)}/locations`,
        schema: z.array(z.looseObject({ code: z.string() })),
      });
      return { id: zone.id, order: zone.order, locations: locations.map((entry) => entry.code) };
    }),
  );
}

/** The enabled methods of a zone, priced as core's quote rules read them. */
export async function readShippingMethods(store: StoreHttp, zoneId: number) {
  const { data } = await store.request({
    method: 'GET',
    path: `wp-json/wc/v3/shipping/zones/${String(zoneId)}/methods`,
    schema: z.array(WcShippingMethodSchema),
  });
  return data
    .filter((method) => method.enabled)
    .map((method) => ({
      method_id: method.method_id,
      instance_id: method.instance_id,
      title: method.title || method.method_title,
      cost_cents: wooCents(settingValue(method.settings, 'cost')),
      min_amount_cents: wooCents(settingValue(method.settings, 'min_amount')),
    }));
}

/** The enabled payment gateways, with whether each takes a deposit and its instructions. */
export async function readGateways(store: StoreHttp) {
  const { data } = await store.request({
    method: 'GET',
    path: 'wp-json/wc/v3/payment_gateways',
    schema: z.array(
      WcPaymentGatewaySchema.extend({
        settings: z.record(z.string(), z.looseObject({ value: z.unknown() })).default({}),
      }),
    ),
  });
  return data
    .filter((gateway) => gateway.enabled)
    .map((gateway) => ({
      id: gateway.id,
      title: gateway.title,
      description: gateway.description,
      allows_partial_payment: settingValue(gateway.settings, 'partial_payment') === 'yes',
      instructions: settingValue(gateway.settings, 'instructions'),
    }));
}
