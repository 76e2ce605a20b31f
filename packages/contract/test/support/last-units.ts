import * as z from 'zod';

import type { StoreTarget } from './targets.js';

let made = 0;

/** A product of its own with `units` in stock, made with the write key: nothing else moves it. */
export async function productWithUnits(
  store: StoreTarget,
  name: string,
  units: number,
): Promise<number> {
  made += 1;
  const answer = await store.raw('POST', 'wc/v3/products', {
    auth: 'write',
    json: {
      name,
      sku: `ULTIMA-${String(Date.now())}-${String(made)}`,
      regular_price: '18999',
      manage_stock: true,
      stock_quantity: units,
    },
  });
  const id = (answer.body as { id?: unknown }).id;
  if (answer.status !== 201 || typeof id !== 'number')
    throw new Error(`${store.name}: no se creó el producto (${String(answer.status)})`);
  return id;
}

const StockSchema = z.looseObject({
  stock_quantity: z.number().nullable(),
  stock_status: z.string(),
});

/** A product's (or a variation's, by its own id) units and status, read back with the read key. */
export async function stockOf(store: StoreTarget, productId: number) {
  const answer = await store.raw('GET', `wc/v3/products/${String(productId)}`, { auth: 'read' });
  const { stock_quantity, stock_status } = StockSchema.parse(answer.body);
  return { stock_quantity, stock_status };
}

const SoldOutSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ product_id: z.number().optional() }),
});

/** A refusal as a sold-out must read on both stores and at the shop: status, code, words, product. */
export function soldOutOf(answer: { status: number; body: unknown }) {
  const body = SoldOutSchema.safeParse(answer.body);
  return {
    status: answer.status,
    code: body.success ? body.data.code : undefined,
    message: body.success ? body.data.message : undefined,
    product_id: body.success ? body.data.data.product_id : undefined,
  };
}
