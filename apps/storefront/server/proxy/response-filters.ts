import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { showsPersonalData } from '../store-order.js';

/** Keeps only `fields` of a JSON object from the store. */
function pick(source: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => field in source).map((field) => [field, source[field]]),
  );
}

const JsonObjectSchema = z.record(z.string(), z.unknown());

/**
 * A coupon as the shopper may see it: its terms, not who used it (`used_by`, `email_restrictions`
 * hold other customers' e-mails) nor its counters.
 */
const COUPON_FIELDS = [
  'id',
  'code',
  'amount',
  'discount_type',
  'description',
  'date_expires',
  'date_expires_gmt',
  'minimum_amount',
  'maximum_amount',
  'individual_use',
  'free_shipping',
  'exclude_sale_items',
] as const;

export function publicCoupons(body: unknown): Record<string, unknown>[] | undefined {
  const parsed = z.array(JsonObjectSchema).safeParse(body);
  return parsed.success ? parsed.data.map((coupon) => pick(coupon, COUPON_FIELDS)) : undefined;
}

/** A payment gateway without its `settings` (which hold the gateway's own credentials). */
const GATEWAY_FIELDS = [
  'id',
  'title',
  'description',
  'order',
  'enabled',
  'method_title',
  'method_description',
] as const;
const GatewaySchema = JsonObjectSchema.and(z.object({ enabled: z.boolean() }));

export function publicGateways(body: unknown): Record<string, unknown>[] | undefined {
  const parsed = z.array(GatewaySchema).safeParse(body);
  return parsed.success
    ? parsed.data
        .filter((gateway) => gateway.enabled)
        .map((gateway) => pick(gateway, GATEWAY_FIELDS))
    : undefined;
}

export function publicGateway(body: unknown): Record<string, unknown> | undefined {
  const parsed = GatewaySchema.safeParse(body);
  return parsed.success && parsed.data.enabled ? pick(parsed.data, GATEWAY_FIELDS) : undefined;
}

const PublishedProductSchema = z.object({ status: z.literal('publish') });

/**
 * A product that is a draft, pending or private answers as unknown, as it would without a key. A
 * product without a status is not known to be published, so it is not shown either (A5).
 */
export function isPublishedProduct(body: unknown): boolean {
  return PublishedProductSchema.safeParse(body).success;
}

const VariationSchema = z.object({
  type: z.literal('variation'),
  parent_id: z.number().int().positive(),
});

/**
 * The product a variation belongs to, or `undefined` for a product of its own. WooCommerce keeps
 * a variation's status apart from its product's (a draft's variations stay `publish`), so a
 * variation is published only while that product is too (#34).
 */
export function productOfVariation(body: unknown): number | undefined {
  const variation = VariationSchema.safeParse(body);
  return variation.success ? variation.data.parent_id : undefined;
}

/**
 * Whether a product shoppers may see and buy is this one: published, and a variation only while
 * `parent` (the read of its {@link productOfVariation}) is published too.
 */
export function isPublishedWith(body: unknown, parent: unknown): boolean {
  return (
    isPublishedProduct(body) &&
    (productOfVariation(body) === undefined || isPublishedProduct(parent))
  );
}

/** Compares an order key without leaking through timing how much of it matched. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const OrderOwnerSchema = z.object({
  customer_id: z.coerce.number().int().nonnegative(),
  order_key: z.string().min(1),
});

/** Personal fields an order key alone must not reveal for a registered customer's order (D5). */
const PERSONAL_ORDER_FIELDS = new Set([
  'billing',
  'shipping',
  'meta_data',
  'customer_note',
  'customer_ip_address',
  'customer_user_agent',
]);

/**
 * Decides what the asker may see of an order read with the shop's key: all of it for its owner,
 * all of a guest order for the holder of its key, a registered customer's order without personal
 * data for a key holder with no token, and nothing otherwise (E2, D5).
 */
export function orderForAsker(
  body: unknown,
  asker: { userId: number | undefined; orderKey: string | undefined },
): Record<string, unknown> | undefined {
  const order = JsonObjectSchema.safeParse(body);
  const owner = OrderOwnerSchema.safeParse(body);
  if (!order.success || !owner.success) return undefined;
  const { customer_id, order_key } = owner.data;
  const owns = asker.userId !== undefined && customer_id === asker.userId;
  if (!owns && (asker.orderKey === undefined || !sameSecret(asker.orderKey, order_key))) {
    return undefined;
  }
  if (showsPersonalData(customer_id, asker.userId)) return order.data;
  return Object.fromEntries(
    Object.entries(order.data).filter(([key]) => !PERSONAL_ORDER_FIELDS.has(key)),
  );
}
