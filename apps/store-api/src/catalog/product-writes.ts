import { parseWooPrice } from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import type { StockStatus } from './catalog.tables.js';
import type { ProductCreate, ProductUpdate } from './product-query.schemas.js';
import type { ProductRow } from './product-repository.js';
import { slugify } from './slug.js';

/** WooCommerce's rule: a sale price, when there is one, is below the regular price. */
function checkSalePrice(regularCents: number, saleCents: number | null): void {
  if (saleCents !== null && saleCents >= regularCents) {
    throw new StoreError(
      400,
      'woocommerce_rest_invalid_sale_price',
      'El precio rebajado debe ser menor que el precio normal.',
    );
  }
}

/** A managed stock with a quantity says whether units are left; otherwise `unmanaged` stands. */
function stockStatusFor(
  manageStock: boolean,
  quantity: number | null,
  unmanaged: StockStatus,
): StockStatus {
  if (!manageStock || quantity === null) return unmanaged;
  return quantity > 0 ? 'instock' : 'outofstock';
}

/**
 * Creates a simple product with the next id, its slug made from its name and id, and its
 * categories and tags, in one transaction. Returns the new id.
 */
export async function insertProduct(
  db: Kysely<Database>,
  body: ProductCreate,
  nowMs: number,
): Promise<number> {
  const regular = parseWooPrice(body.regular_price) ?? 0;
  const sale = parseWooPrice(body.sale_price);
  checkSalePrice(regular, sale);
  const now = new Date(nowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const next = (taken?.id ?? 0) + 1;
    await trx
      .insertInto('products')
      .values({
        id: next,
        name: body.name,
        slug: `${slugify(body.name)}-${String(next)}`,
        type: 'simple',
        status: body.status,
        featured: 0,
        description: body.description,
        short_description: '',
        sku: body.sku,
        regular_price: regular,
        sale_price: sale,
        is_virtual: 0,
        manage_stock: body.manage_stock ? 1 : 0,
        stock_quantity: body.manage_stock ? body.stock_quantity : null,
        stock_status: stockStatusFor(body.manage_stock, body.stock_quantity, body.stock_status),
        weight: '',
        length: '',
        width: '',
        height: '',
        menu_order: 0,
        date_created: now,
        date_modified: now,
      })
      .execute();
    for (const { id: categoryId } of body.categories) {
      await trx
        .insertInto('product_category_links')
        .values({ product_id: next, category_id: categoryId })
        .execute();
    }
    for (const { id: tagId } of body.tags) {
      await trx
        .insertInto('product_tag_links')
        .values({ product_id: next, tag_id: tagId })
        .execute();
    }
    return next;
  });
}

/** Applies the fields `update` sends to `product`; what it leaves out keeps its value. */
export async function updateProduct(
  db: Kysely<Database>,
  product: ProductRow,
  update: ProductUpdate,
  nowMs: number,
): Promise<void> {
  const regular =
    update.regular_price === undefined
      ? product.regular_price
      : (parseWooPrice(update.regular_price) ?? 0);
  const sale =
    update.sale_price === undefined ? product.sale_price : parseWooPrice(update.sale_price);
  checkSalePrice(regular, sale);
  const stockQuantity =
    update.stock_quantity === undefined ? product.stock_quantity : update.stock_quantity;
  await db
    .updateTable('products')
    .set({
      name: update.name ?? product.name,
      regular_price: regular,
      sale_price: sale,
      stock_quantity: stockQuantity,
      stock_status:
        update.stock_status ??
        stockStatusFor(product.manage_stock === 1, stockQuantity, product.stock_status),
      status: update.status ?? product.status,
      date_modified: new Date(nowMs).toISOString(),
    })
    .where('id', '=', product.id)
    .execute();
}

/** Deletes a product with its links, images and meta, in one transaction. */
export async function deleteProduct(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [
      'product_category_links',
      'product_tag_links',
      'product_attribute_terms',
      'product_images',
      'product_meta',
    ] as const) {
      await trx.deleteFrom(table).where('product_id', '=', id).execute();
    }
    await trx.deleteFrom('products').where('id', '=', id).execute();
  });
}
