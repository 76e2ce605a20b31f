import type { StoreHttp } from '@vitrina/api-client';
import { createCartApi } from '@vitrina/api-client/cart';
import type { WcOrderLineItem } from '@vitrina/api-client/orders';

/** The cart's name for an order line's product: the variation when there is one, as in CoCart. */
const cartIdOf = (line: WcOrderLineItem): number =>
  line.variation_id > 0 ? line.variation_id : line.product_id;

/**
 * Takes out of the cart what the order holds, line by line and unit by unit, and nothing else.
 * A CoCart cart cannot be locked on a real WooCommerce and the shop server keeps no state
 * between requests, so the cart is never emptied blindly: a line another tab added while the
 * order was being placed, or units added to an ordered line, stay in the cart for the shopper
 * to see, instead of vanishing with an order that does not hold them. It reads the order the
 * store made, so a replay of an attempt whose first answer was lost takes the same lines (#28).
 */
export async function takeOrderedLines(
  buyerStore: StoreHttp,
  ordered: readonly WcOrderLineItem[],
): Promise<void> {
  const cart = createCartApi(buyerStore);
  const { items } = await cart.get();
  for (const line of ordered) {
    const item = items.find((entry) => entry.id === cartIdOf(line));
    if (item === undefined) continue;
    const left = item.quantity.value - line.quantity;
    await (left > 0 ? cart.updateItem(item.item_key, left) : cart.removeItem(item.item_key));
  }
}
