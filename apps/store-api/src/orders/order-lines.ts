import {
  centsToDecimal,
  computeOrderTotals,
  formatMoney,
  type Coupon,
  type OrderTotals,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import { publishedIds } from '../catalog/published.js';
import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { checkVariationLine, orderedProductId } from './order-variations.js';
import type { OrderCreate } from './order.schemas.js';

function readProducts(trx: Kysely<Database>, ids: readonly number[]) {
  return trx
    .selectFrom('products')
    .select([
      'id',
      'name',
      'sku',
      'status',
      'price',
      'manage_stock',
      'stock_quantity',
      'stock_status',
      'type',
      'parent_id',
    ])
    .where('id', 'in', ids)
    .execute();
}

/** A product of the order as the catalogue has it now. */
export type OrderedProduct = Awaited<ReturnType<typeof readProducts>>[number];

/** One product of the order: the catalogue's row, how many, and the price the shopper saw. */
export interface OrderLine {
  product: OrderedProduct;
  quantity: number;
  seenPrice: number | undefined;
}

interface WantedLine {
  quantity: number;
  price: number | undefined;
  /** How the line named its product: `product_id`, and `variation_id` for a variation. */
  named: OrderCreate['line_items'][number];
}

/** One line per product, quantities added up, as a cart would hold them. */
function mergeLines(items: OrderCreate['line_items']): Map<number, WantedLine> {
  const wanted = new Map<number, WantedLine>();
  for (const item of items) {
    const id = orderedProductId(item);
    const previous = wanted.get(id);
    wanted.set(id, {
      quantity: (previous?.quantity ?? 0) + item.quantity,
      price: item.price ?? previous?.price,
      named: item,
    });
  }
  return wanted;
}

/**
 * The order's lines with their products; an unknown or unpublished product (a variation of an
 * unpublished product among them, #34) is a 400.
 */
export async function readOrderLines(
  trx: Kysely<Database>,
  items: OrderCreate['line_items'],
): Promise<OrderLine[]> {
  const wanted = mergeLines(items);
  const [products, published] = await Promise.all([
    readProducts(trx, [...wanted.keys()]),
    publishedIds(trx, [...wanted.keys()]),
  ]);
  return [...wanted].map(([productId, want]) => {
    const product = products.find((candidate) => candidate.id === productId);
    if (!product || !published.has(productId)) {
      throw new StoreError(
        400,
        'woocommerce_rest_invalid_product_id',
        `El producto #${productId} no existe.`,
      );
    }
    checkVariationLine(product, want.named);
    return { product, quantity: want.quantity, seenPrice: want.price };
  });
}

/** A price the shopper saw that is no longer the catalogue's refuses the order: 409 (G3, D4). */
export function checkPricesUnchanged(lines: readonly OrderLine[]): void {
  const changed = lines.filter(
    (line) => line.seenPrice !== undefined && line.seenPrice !== line.product.price,
  );
  if (changed.length === 0) return;
  const first = changed[0];
  const message =
    changed.length === 1 && first && first.seenPrice !== undefined
      ? `El precio de "${first.product.name}" cambió de ${formatMoney(first.seenPrice)} a ${formatMoney(first.product.price)}. Revisa tu pedido.`
      : 'El precio de algunos productos cambió. Revisa tu pedido.';
  throw new StoreError(409, 'price_changed', message, {
    data: {
      lines: changed.map((line) => ({
        product_id: line.product.id,
        name: line.product.name,
        old_price: centsToDecimal(line.seenPrice ?? 0),
        new_price: centsToDecimal(line.product.price),
      })),
    },
  });
}

/** What the goods cost at the catalogue's prices, before coupons and shipping. */
export function goodsSubtotalCents(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
}

/** The order's amounts at the catalogue's prices: never an amount the request sent (G2). */
export function orderTotals(
  lines: readonly OrderLine[],
  coupons: readonly Coupon[],
  shippingCents: number,
): OrderTotals {
  return computeOrderTotals(
    lines.map((line) => ({ unitPriceCents: line.product.price, quantity: line.quantity })),
    coupons,
    shippingCents,
  );
}
