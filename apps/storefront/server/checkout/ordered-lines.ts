import type { StoreHttp } from '@vitrina/api-client';
import { createCartApi } from '@vitrina/api-client/cart';
import type { WcOrderLineItem } from '@vitrina/api-client/orders';

/** What an order took from a cart: each product by the cart's id of it, and its units. */
export type OrderedUnits = readonly { readonly id: number; readonly quantity: number }[];

/** An order's lines as the cart names them: the variation when there is one, as in CoCart. */
export const orderedUnits = (lines: readonly WcOrderLineItem[]): OrderedUnits =>
  lines.map((line) => ({
    id: line.variation_id > 0 ? line.variation_id : line.product_id,
    quantity: line.quantity,
  }));

/**
 * Taking an order's lines out of the cart stopped at a store failure (`cause`): `left` are the
 * units that may still be in it, the ones whose write failed included.
 */
export class LinesLeftError extends Error {
  override readonly name = 'LinesLeftError';
  constructor(
    readonly left: OrderedUnits,
    options: { cause: unknown },
  ) {
    super('ordered lines left in the cart', options);
  }
}

/**
 * Takes out of the cart what orders hold, line by line and unit by unit, and nothing else.
 * A CoCart cart cannot be locked on a real WooCommerce, so the cart is never emptied blindly: a
 * line another tab added while the order was being placed, or units added to an ordered line,
 * stay in the cart for the shopper to see, instead of vanishing with an order that does not hold
 * them. It reads the order the store made, so a replay of an attempt whose first answer was lost
 * takes the same lines (#28). Units of one product on several lines (or orders) are taken from
 * its cart lines in turn; each line is written once, one write after another (CoCart saves the
 * whole cart on every write). A failure throws {@link LinesLeftError}.
 */
export async function takeOrderedLines(
  buyerStore: StoreHttp,
  ordered: OrderedUnits,
): Promise<void> {
  if (ordered.length === 0) return;
  const cart = createCartApi(buyerStore);
  const { items } = await cart.get().catch((cause: unknown) => {
    throw new LinesLeftError(ordered, { cause });
  });
  const left = new Map(items.map((item) => [item.item_key, item.quantity.value]));
  for (const line of ordered) {
    let units = line.quantity;
    for (const item of items.filter((entry) => entry.id === line.id)) {
      const held = left.get(item.item_key) ?? 0;
      const taken = Math.min(held, units);
      left.set(item.item_key, held - taken);
      units -= taken;
    }
  }
  const writes = items.flatMap((item) => {
    const quantity = left.get(item.item_key) ?? item.quantity.value;
    const taken = item.quantity.value - quantity;
    return taken === 0 ? [] : [{ item, quantity, unit: { id: item.id, quantity: taken } }];
  });
  for (const [index, { item, quantity }] of writes.entries()) {
    try {
      await (quantity > 0
        ? cart.updateItem(item.item_key, quantity)
        : cart.removeItem(item.item_key));
    } catch (cause) {
      throw new LinesLeftError(
        writes.slice(index).map((write) => write.unit),
        { cause },
      );
    }
  }
}
