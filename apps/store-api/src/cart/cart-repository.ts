import { MAX_LINE_QUANTITY, type TiedLine } from '@vitrina/core';
import { sql, type Kysely } from 'kysely';

import { compiledOnce } from '../db/compiled-once.js';
import type { Database } from '../db/schema.js';
import { storedApplianceKey } from './item-data.js';

/** A cart line joined with the product it holds, at the catalogue's current price. */
export interface CartLine {
  item_key: string;
  product_id: number;
  quantity: number;
  name: string;
  slug: string;
  sku: string;
  type: string;
  price: number;
  weight: string;
  length: string;
  width: string;
  height: string;
  is_virtual: number;
  manage_stock: number;
  stock_quantity: number | null;
  image_position: number | null;
  /** The line's custom item data, a JSON object of strings (`{}` when none). */
  item_data: string;
}

/** The stock facts that bound a line's quantity. */
export interface StockFacts {
  manage_stock: number;
  stock_quantity: number | null;
}

/** The most of one product a line may hold: stock when managed, never above the line cap. */
export function maxPurchase(product: StockFacts): number {
  if (product.manage_stock !== 1) return MAX_LINE_QUANTITY;
  return Math.max(0, Math.min(product.stock_quantity ?? 0, MAX_LINE_QUANTITY));
}

function linesQuery(db: Kysely<Database>, cartKey: string) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('product_images as i', (join) =>
      join.onRef('i.product_id', '=', 'ci.product_id').on('i.position', '=', 0),
    )
    .select([
      'ci.item_key',
      'ci.product_id',
      'ci.quantity',
      'p.name',
      'p.slug',
      'p.sku',
      'p.type',
      'p.price',
      'p.weight',
      'p.length',
      'p.width',
      'p.height',
      'p.is_virtual',
      'p.manage_stock',
      'p.stock_quantity',
      'i.position as image_position',
      'ci.item_data',
    ])
    .where('ci.cart_key', '=', cartKey)
    .orderBy('ci.added_at')
    .orderBy(sql`ci.rowid`);
}

function cartQuery(db: Kysely<Database>, cartKey: string) {
  return db
    .selectFrom('carts')
    .select(['cart_key', 'user_id', 'updated_at'])
    .where('cart_key', '=', cartKey);
}

const compiledLines = compiledOnce(linesQuery);
const compiledCart = compiledOnce(cartQuery);

/** The lines of a cart, oldest first. */
export async function cartLines(db: Kysely<Database>, cartKey: string): Promise<CartLine[]> {
  return (await db.executeQuery(compiledLines(db, cartKey))).rows;
}

/** A cart's row, or undefined. */
export async function findCart(db: Kysely<Database>, cartKey: string) {
  return (await db.executeQuery(compiledCart(db, cartKey))).rows[0];
}

/** Creates a cart row unless it exists. */
export async function ensureCart(
  db: Kysely<Database>,
  cartKey: string,
  userId: number | null,
  now: number,
): Promise<void> {
  await db
    .insertInto('carts')
    .values({ cart_key: cartKey, user_id: userId, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('cart_key').doNothing())
    .execute();
}

/** Marks a cart as used now, which restarts its expiry. */
export async function touchCart(db: Kysely<Database>, cartKey: string, now: number): Promise<void> {
  await db.updateTable('carts').set({ updated_at: now }).where('cart_key', '=', cartKey).execute();
}

/** Deletes guest carts untouched since `before` (their lines go with them). */
export async function deleteExpiredGuestCarts(db: Kysely<Database>, before: number): Promise<void> {
  await db
    .deleteFrom('carts')
    .where('user_id', 'is', null)
    .where('updated_at', '<', before)
    .execute();
}

/** One line of a cart, or undefined. */
export function findLine(db: Kysely<Database>, cartKey: string, itemKey: string) {
  return db
    .selectFrom('cart_items')
    .select(['item_key', 'product_id', 'quantity', 'item_data'])
    .where('cart_key', '=', cartKey)
    .where('item_key', '=', itemKey)
    .executeTakeFirst();
}

/** A cart line as the installation tie sees it, with the product it holds. */
export interface TiedCartLine extends TiedLine {
  readonly productId: number;
}

/** A cart's lines as the installation tie sees them (issue 29). */
export async function tiedLines(db: Kysely<Database>, cartKey: string): Promise<TiedCartLine[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['item_key', 'product_id', 'quantity', 'item_data'])
    .where('cart_key', '=', cartKey)
    .execute();
  return rows.map((row) => ({
    itemKey: row.item_key,
    productId: row.product_id,
    quantity: row.quantity,
    installationFor: storedApplianceKey(row.item_data),
  }));
}

/** A line as a write leaves it: the cart, the item, its product and how many. */
export interface LineQuantity {
  cart_key: string;
  item_key: string;
  product_id: number;
  quantity: number;
  /** The item data of a new line (JSON); an existing line keeps its own. */
  item_data?: string | undefined;
}

/** Sets a line's quantity, adding the line when it is new. */
export async function putLine(
  db: Kysely<Database>,
  line: LineQuantity,
  now: number,
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({ ...line, added_at: now })
    .onConflict((conflict) =>
      conflict.columns(['cart_key', 'item_key']).doUpdateSet({ quantity: line.quantity }),
    )
    .execute();
}

/** Sets the quantities of lines already in a cart. */
export async function setQuantities(
  db: Kysely<Database>,
  cartKey: string,
  lines: readonly { itemKey: string; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    await db
      .updateTable('cart_items')
      .set({ quantity: line.quantity })
      .where('cart_key', '=', cartKey)
      .where('item_key', '=', line.itemKey)
      .execute();
  }
}

/** Removes lines of a cart. */
export async function deleteLines(
  db: Kysely<Database>,
  cartKey: string,
  itemKeys: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('cart_items')
    .where('cart_key', '=', cartKey)
    .where('item_key', 'in', [...itemKeys])
    .execute();
}

/** Removes every line of a cart. */
export async function clearLines(db: Kysely<Database>, cartKey: string): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_key', '=', cartKey).execute();
}
