import type { Kysely } from 'kysely';

import type { StockStatus } from '../catalog/catalog.tables.js';
import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import type { OrderLine } from './order-lines.js';

/** «"{producto}" se agotó.», with the product's id so the shop can mark its line (M8). */
const outOfStock = (product: { id: number; name: string }): StoreError =>
  new StoreError(409, 'out_of_stock', `"${product.name}" se agotó.`, {
    data: { product_id: product.id },
  });

/** Refuses the order when a product is sold out or has fewer units than its line asks for. */
export function checkInStock(lines: readonly OrderLine[]): void {
  for (const line of lines) {
    const { product } = line;
    const short = product.manage_stock === 1 && (product.stock_quantity ?? 0) < line.quantity;
    if (product.stock_status === 'outofstock' || short) throw outOfStock(product);
  }
}

/**
 * Takes each line's units with a conditional UPDATE, so concurrent orders for the last units win
 * exactly the stock there is (G8); a product that sells out goes `outofstock` in the same
 * statement. Products without managed stock are left as they are.
 */
export async function takeStock(trx: Kysely<Database>, lines: readonly OrderLine[]): Promise<void> {
  for (const line of lines) {
    const taken = await trx
      .updateTable('products')
      .set((eb) => ({
        stock_quantity: eb('stock_quantity', '-', line.quantity),
        stock_status: eb
          .case()
          .when('stock_quantity', '<=', line.quantity)
          .then(eb.val<StockStatus>('outofstock'))
          .else(eb.ref('stock_status'))
          .end()
          .$castTo<StockStatus>(),
      }))
      .where('id', '=', line.product.id)
      .where('manage_stock', '=', 1)
      .where('stock_quantity', '>=', line.quantity)
      .executeTakeFirst();
    if (line.product.manage_stock === 1 && taken.numUpdatedRows !== 1n)
      throw outOfStock(line.product);
  }
}
