import { z } from 'zod';

/** Fields a client could use to set its own price on a cart line (CoCart #361, reliability G1). */
const CLIENT_PRICE_FIELDS = new Set(['price', 'regular_price', 'sale_price', 'totals']);

/**
 * The deepest JSON body the proxy passes on. The shop's own bodies are a few levels deep; a
 * deeper one is refused before anything walks it recursively.
 */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects or arrays more than `max` levels deep (walked without recursion). */
export function exceedsJsonDepth(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const inner of Object.values(node)) pending.push([inner, depth + 1]);
  }
  return false;
}

/** Removes client price fields at any depth of a JSON value (no deeper than {@link MAX_JSON_DEPTH}). */
export function stripClientPrices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripClientPrices);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !CLIENT_PRICE_FIELDS.has(key))
        .map(([key, inner]) => [key, stripClientPrices(inner)]),
    );
  }
  return value;
}

/** Removes client price fields from a query string or a form body. */
export function stripClientPriceParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    const field = key.replace(/\[.*$/, '');
    if (!CLIENT_PRICE_FIELDS.has(field)) kept.append(key, value);
  }
  return kept;
}

const Scalar = z.union([z.string(), z.number()]);
const Address = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
const MetaEntry = z.object({ key: z.string().max(100), value: z.unknown() });

/**
 * What a shopper may say when placing an order. zod drops every other key, so a client cannot set
 * `customer_id`, `status`, `set_paid`, line totals, shipping cost or discounts: the store computes
 * those (reliability §0.2, E3, G2). Values are passed on unchanged for the store to validate.
 */
export const OrderCreateBodySchema = z.object({
  payment_method: z.string().max(100).optional(),
  payment_method_title: z.string().max(200).optional(),
  billing: Address.optional(),
  shipping: Address.optional(),
  customer_note: z.string().max(2000).optional(),
  // `price` stays: the store reads it as the price the shopper saw and refuses the order when the
  // catalogue's differs (D4); it is never the price charged.
  line_items: z
    .array(
      z.object({
        product_id: Scalar,
        variation_id: Scalar.optional(),
        quantity: Scalar,
        price: Scalar.optional(),
      }),
    )
    .max(100)
    .optional(),
  shipping_lines: z
    .array(
      z.object({
        method_id: z.string(),
        method_title: z.string().optional(),
        instance_id: Scalar.optional(),
      }),
    )
    .max(5)
    .optional(),
  coupon_lines: z
    .array(z.object({ code: z.string() }))
    .max(10)
    .optional(),
  meta_data: z.array(MetaEntry).max(50).optional(),
});
export type OrderCreateBody = z.infer<typeof OrderCreateBodySchema>;

/** The customer meta entries a shopper may write (spec §3). */
const CUSTOMER_META_KEYS = new Set(['phone', 'social_id', 'passport', 'rnc', 'trade_name']);

/**
 * What a shopper may change on their own customer record. No `role`, `password`, `username` or
 * arbitrary meta (reliability E4); meta entries outside the spec's five are dropped.
 */
export const CustomerUpdateBodySchema = z
  .object({
    first_name: z.string().max(100).optional(),
    last_name: z.string().max(100).optional(),
    email: z.string().max(254).optional(),
    billing: Address.optional(),
    shipping: Address.optional(),
    meta_data: z.array(MetaEntry).max(20).optional(),
  })
  .transform((body) =>
    body.meta_data === undefined
      ? body
      : { ...body, meta_data: body.meta_data.filter((entry) => CUSTOMER_META_KEYS.has(entry.key)) },
  );
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBodySchema>;
