import type { StoreHttp } from '@vitrina/api-client';
import { createCartApi } from '@vitrina/api-client/cart';
import type { PricedLine } from './pricing.js';

/**
 * Takes out of the cart what the order holds, line by line and unit by unit, and nothing else.
 * A CoCart cart cannot be locked on a real WooCommerce and the shop server keeps no state
 * between requests, so the cart is never emptied blindly: a line another tab added while the
 * order was being placed, or units added to an ordered line, stay in the cart for the shopper
 * to see, instead of vanishing with an order that does not hold them.
 */
export async function takeOrderedLines(
  buyerStore: StoreHttp,
  ordered: readonly PricedLine[],
): Promise<void> {
  const cart = createCartApi(buyerStore);
  const { items } = await cart.get();
  for (const line of ordered) {
    const item = items.find((entry) => entry.item_key === line.item_key);
    if (item === undefined) continue;
    const left = item.quantity.value - line.quantity;
    await (left > 0 ? cart.updateItem(item.item_key, left) : cart.removeItem(item.item_key));
  }
}
