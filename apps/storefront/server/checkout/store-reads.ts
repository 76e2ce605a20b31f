import { isStoreApiError, type StoreHttp } from '@vitrina/api-client';
import { createCouponsApi } from '@vitrina/api-client/coupons';
import { createPaymentGatewaysApi } from '@vitrina/api-client/payment-gateways';
import { createProductsApi } from '@vitrina/api-client/products';
import { createShippingApi } from '@vitrina/api-client/shipping';
import { type Coupon, type ShippingZoneRule } from '@vitrina/core';
import { productOfVariation } from '../proxy/response-filters.js';
import { wooCents } from '../store-order.js';

const settingValue = (settings: Record<string, { value?: unknown }>, id: string): string => {
  const value = settings[id]?.value;
  return typeof value === 'string' ? value : '';
};

/**
 * The products of the cart, by id (missing ones are not there), and the products their variations
 * belong to, whose status decides whether a variation is sold (#34). A variation is not listed by
 * `products?include=` on WooCommerce, so each one the list lacks is read by its own id, which
 * answers it with its own price, stock and status (issue 29).
 */
export async function readProducts(store: StoreHttp, ids: readonly number[]) {
  const api = createProductsApi(store);
  const products = new Map((await api.byIds(ids)).map((product) => [product.id, product]));
  const variations = await Promise.all(
    ids
      .filter((id) => !products.has(id))
      .map((id) =>
        api.get(id).catch((error: unknown) => {
          if (isStoreApiError(error) && error.status === 404) return undefined;
          throw error;
        }),
      ),
  );
  for (const variation of variations) {
    if (variation !== undefined) products.set(variation.id, variation);
  }
  const parents = [...products.values()].flatMap((product) => {
    const parent = productOfVariation(product);
    return parent === undefined || products.has(parent) ? [] : [parent];
  });
  if (parents.length > 0) {
    for (const parent of await api.byIds(parents)) products.set(parent.id, parent);
  }
  return products;
}

/** A coupon by code as core's rules see it, with who used it; `undefined` when none matches. */
export async function readCoupon(store: StoreHttp, code: string) {
  const row = await createCouponsApi(store).byCode(code);
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
  const shipping = createShippingApi(store);
  const zones = await shipping.zones();
  return Promise.all(
    zones.map(async (zone) => {
      const locations = await shipping.locations(zone.id);
      return { id: zone.id, order: zone.order, locations: locations.map((entry) => entry.code) };
    }),
  );
}

/** The enabled methods of a zone, priced as core's quote rules read them. */
export async function readShippingMethods(store: StoreHttp, zoneId: number) {
  const methods = await createShippingApi(store).methods(zoneId);
  return methods
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
  const gateways = await createPaymentGatewaysApi(store).list();
  return gateways
    .filter((gateway) => gateway.enabled)
    .map((gateway) => ({
      id: gateway.id,
      title: gateway.title,
      description: gateway.description,
      allows_partial_payment: settingValue(gateway.settings, 'partial_payment') === 'yes',
      instructions: settingValue(gateway.settings, 'instructions'),
    }));
}
