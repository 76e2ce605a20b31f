import { createHash } from 'node:crypto';

import { centsToDecimal } from '@vitrina/core';

import { productImageUrl } from '../catalog/wc-product.js';
import { maxPurchase, type CartLine } from './cart-repository.js';
import type { LineVariation } from './cart-variations.js';
import { storedItemData } from './item-data.js';

const CURRENCY = {
  currency_code: 'DOP',
  currency_symbol: 'RD$',
  currency_minor_unit: 2,
  currency_decimal_separator: '.',
  currency_thousand_separator: ',',
  currency_prefix: 'RD$',
  currency_suffix: '',
};

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'country',
  'address_1',
  'address_2',
  'postcode',
  'city',
  'state',
];

function emptyAddress(prefix: 'billing' | 'shipping', email: string): Record<string, string> {
  const address: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) address[`${prefix}_${field}`] = '';
  if (prefix === 'billing') {
    address.billing_phone = '';
    address.billing_email = email;
  }
  return address;
}

/**
 * CoCart 4.3.6 sends the cart's totals, an item's `price` and an item's `totals.subtotal` as
 * strings of minor units (cents): "2599900" is RD$25,999.00 (measured on a real store).
 */
const minor = (cents: number): string => String(cents);

/** An item's `totals.total` alone is a JSON number in major units: 25999 is RD$25,999.00. */
const major = (cents: number): number => Number(centsToDecimal(cents));

/** What else a cart answer carries besides its lines. */
export interface CartContext {
  cartKey: string;
  storeOrigin: string;
  /** The customer's e-mail for a logged-in cart, '' for a guest. */
  email: string;
  /** WooCommerce notices by type (`notice`, `success`, `error`). */
  notices: Record<string, string[]>;
  /** The variations among the lines, by id: CoCart names them by their product and options. */
  variations?: ReadonlyMap<number, LineVariation>;
}

/** A line's item data as CoCart echoes it: what is left of the line, `[]` (PHP's) when nothing. */
function cartItemData(json: string): Record<string, string> | [] {
  const data = storedItemData(json);
  return Object.keys(data).length === 0 ? [] : data;
}

/** A cart in CoCart v2's documented shape and types. */
export function toCoCartCart(lines: readonly CartLine[], context: CartContext) {
  let subtotal = 0;
  let weight = 0;
  let count = 0;
  const items = lines.map((line) => {
    const lineTotal = line.price * line.quantity;
    const lineWeight = (Number(line.weight) || 0) * line.quantity;
    subtotal += lineTotal;
    weight += lineWeight;
    count += line.quantity;
    const variation = context.variations?.get(line.product_id);
    return {
      item_key: line.item_key,
      id: line.product_id,
      name: line.name,
      title: variation?.parentName ?? line.name,
      price: minor(line.price),
      quantity: { value: line.quantity, min_purchase: 1, max_purchase: maxPurchase(line) },
      tax_data: { subtotal: [], total: [] },
      totals: { subtotal: minor(lineTotal), subtotal_tax: 0, total: major(lineTotal), tax: 0 },
      slug: variation?.parentSlug ?? line.slug,
      meta: {
        product_type: line.type,
        sku: line.sku,
        dimensions: { length: line.length, width: line.width, height: line.height, unit: 'cm' },
        weight: lineWeight,
        variation: variation
          ? Object.fromEntries(variation.options.map((entry) => [entry.name, entry.option]))
          : [],
      },
      backorders: '',
      cart_item_data: cartItemData(line.item_data),
      featured_image:
        line.image_position === null
          ? ''
          : productImageUrl(context.storeOrigin, line.product_id, line.image_position),
    };
  });
  const hash = createHash('md5')
    .update(
      lines
        .map((line) => `${line.item_key}:${String(line.quantity)}:${String(line.price)}`)
        .join('|'),
    )
    .digest('hex');
  return {
    cart_hash: lines.length === 0 ? '' : hash,
    cart_key: context.cartKey,
    currency: CURRENCY,
    customer: {
      billing_address: emptyAddress('billing', context.email),
      shipping_address: emptyAddress('shipping', context.email),
    },
    items,
    item_count: count,
    items_weight: weight,
    coupons: [],
    needs_payment: subtotal > 0,
    needs_shipping: lines.some((line) => line.is_virtual === 0),
    shipping: {
      total_packages: 0,
      show_package_details: false,
      has_calculated_shipping: false,
      packages: [],
    },
    fees: [],
    taxes: [],
    totals: {
      subtotal: minor(subtotal),
      subtotal_tax: '0',
      fee_total: '0',
      fee_tax: '0',
      discount_total: '0',
      discount_tax: '0',
      shipping_total: '0',
      shipping_tax: '0',
      total: minor(subtotal),
      total_tax: '0',
    },
    removed_items: [],
    cross_sells: [],
    notices: Object.keys(context.notices).length === 0 ? [] : context.notices,
  };
}

/** The JSON of a cart as `toCoCartCart` writes it. */
export type CoCartCart = ReturnType<typeof toCoCartCart>;
