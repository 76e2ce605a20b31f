import type { CartWithItems } from '@vitrina/api-client/cart';
import { ProductSchema, toCartTotals, toUnavailableLine, type Product } from '@vitrina/core';
import { decodeTitle } from '../../lib/decode-title';
import type { CartView } from './cart-data';

// Loaded with the store client (it reads the store's products with zod), never with a page.

/** Reads an api-client answer into a view; a product the shop cannot read is left out. */
export function toCartView(answer: CartWithItems): CartView {
  const products: Record<number, Product> = {};
  for (const [id, product] of answer.products) {
    const parsed = readCartProduct({ attributes: [], ...product, id });
    if (parsed) products[id] = { ...parsed, name: decodeTitle(parsed.name) };
  }
  return {
    // WordPress names carry character references (`&amp;`); the shop shows text (I1).
    items: answer.items.map((item) => ({ ...item, name: decodeTitle(item.name) })),
    unavailable: answer.unavailable.map((line) => ({
      ...toUnavailableLine(line),
      name: decodeTitle(line.name),
    })),
    ...toCartTotals(answer.cart.totals, answer.cart.currency?.currency_minor_unit),
    products,
  };
}

/** A store product (any shape with the fields the shop reads) as the cart keeps it; else none. */
export function readCartProduct(product: unknown): Product | undefined {
  const parsed = ProductSchema.safeParse(product);
  return parsed.success ? parsed.data : undefined;
}
