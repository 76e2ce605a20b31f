import { mergeCartLines, newGuestCartKey, type MergeableLine } from '@vitrina/core';
import type { Kysely } from 'kysely';

import { publishedIds } from '../catalog/published.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { AuthUser } from '../http/bearer.js';
import { userCartKey } from './cart-key.js';
import {
  type CartLine,
  cartLines,
  deleteExpiredGuestCarts,
  ensureCart,
  findCart,
  maxPurchase,
  putLine,
  touchCart,
} from './cart-repository.js';
import { storedApplianceKey } from './item-data.js';

/** A guest cart untouched this long is gone (WooCommerce's session length, D3). */
export const GUEST_CART_TTL_MS = 48 * 3_600_000;
/** Reads refresh a cart's expiry at most this often, so reads rarely write. */
const TOUCH_EVERY_MS = 3_600_000;
const SWEEP_EVERY_MS = 600_000;
const EXPIRED_NOTICE = 'Tu carrito anterior expiró.';

/** Who a cart request is for: a customer (bearer token) or a guest with or without a key. */
export type Shopper = { user: AuthUser } | { user: undefined; guestKey: string | undefined };

/** The cart a request ends up showing. */
export interface CartView {
  key: string;
  email: string;
  notices: Record<string, string[]>;
  /** Guest carts send their key in `CoCart-API-Cart-Key`. */
  guest: boolean;
}

const mergeable = (line: CartLine) =>
  ({
    itemKey: line.item_key,
    productId: line.product_id,
    quantity: line.quantity,
    installationFor: storedApplianceKey(line.item_data),
  }) satisfies MergeableLine;

const customerView = (user: AuthUser): CartView => ({
  key: userCartKey(user.id),
  email: user.email,
  notices: {},
  guest: false,
});
const guestView = (key: string, expired = false): CartView => ({
  key,
  email: '',
  notices: expired ? { notice: [EXPIRED_NOTICE] } : {},
  guest: true,
});

/**
 * The life of a cart: guest carts born on first write (under the client's key, or one made here
 * when the write names none), expired after 48 h untouched (the next read gets a new one and a
 * notice), swept now and then, and merged into a customer's cart at login. Routes decide what to do; this decides which cart they do it to.
 */
export function cartSessions(db: Kysely<Database>, clock: Clock) {
  let lastSweep = 0;

  /** A guest cart that exists and has not expired; an expired one is deleted on sight. */
  async function liveGuestCart(
    trx: Kysely<Database>,
    key: string,
  ): Promise<{ live: boolean; expired: boolean; updatedAt: number }> {
    const row = await findCart(trx, key);
    if (!row || row.user_id !== null) return { live: false, expired: false, updatedAt: 0 };
    if (row.updated_at <= clock.now() - GUEST_CART_TTL_MS) {
      await trx.deleteFrom('carts').where('cart_key', '=', key).execute();
      return { live: false, expired: true, updatedAt: row.updated_at };
    }
    return { live: true, expired: false, updatedAt: row.updated_at };
  }

  /** Starts a guest cart under `key` (now and then sweeping the expired ones first). */
  async function newGuestCart(trx: Kysely<Database>, key = newGuestCartKey()): Promise<string> {
    const now = clock.now();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      await deleteExpiredGuestCarts(trx, now - GUEST_CART_TTL_MS);
    }
    await ensureCart(trx, key, null, now);
    return key;
  }

  /** Merges a guest cart into a customer's (core's rule), then drops the guest cart. */
  async function merge(trx: Kysely<Database>, user: AuthUser, guestKey: string): Promise<void> {
    const { live } = await liveGuestCart(trx, guestKey);
    if (!live) return;
    const now = clock.now();
    const key = userCartKey(user.id);
    await ensureCart(trx, key, user.id, now);
    const guestRows = await cartLines(trx, guestKey);
    const guestLines = guestRows.map(mergeable);
    const itemData = new Map(guestRows.map((line) => [line.item_key, line.item_data]));
    const customerLines = (await cartLines(trx, key)).map(mergeable);
    const guestIds = guestLines.map((line) => line.productId);
    const [products, published] = guestIds.length
      ? await Promise.all([
          trx
            .selectFrom('products')
            .select(['id', 'stock_status', 'manage_stock', 'stock_quantity'])
            .where('id', 'in', guestIds)
            .execute(),
          publishedIds(trx, guestIds),
        ])
      : [[], new Set<number>()];
    const limits = new Map(
      products.map((product) => [
        product.id,
        published.has(product.id) && product.stock_status !== 'outofstock'
          ? maxPurchase(product)
          : 0,
      ]),
    );
    const merged = mergeCartLines(customerLines, guestLines, (id) => limits.get(id) ?? 0);
    const before = new Map(customerLines.map((line) => [line.itemKey, line.quantity]));
    for (const line of merged) {
      if (before.get(line.itemKey) === line.quantity) continue;
      await putLine(
        trx,
        {
          cart_key: key,
          item_key: line.itemKey,
          product_id: line.productId,
          quantity: line.quantity,
          item_data: itemData.get(line.itemKey),
        },
        now,
      );
    }
    await trx.deleteFrom('carts').where('cart_key', '=', guestKey).execute();
    await touchCart(trx, key, now);
  }

  return {
    /** The cart a write goes to, created when `create` allows; undefined when there is none. */
    async writableCart(
      trx: Kysely<Database>,
      who: Shopper,
      create: boolean,
    ): Promise<CartView | undefined> {
      if (who.user) {
        const view = customerView(who.user);
        await ensureCart(trx, view.key, who.user.id, clock.now());
        return view;
      }
      if (who.guestKey) {
        const { live, expired } = await liveGuestCart(trx, who.guestKey);
        if (live) return guestView(who.guestKey);
        if (!create) return undefined;
        // A key no cart has is the client's own, taken as CoCart takes it on the first add; an
        // expired cart's key is not given a second life: a new key and the notice (D3).
        if (expired) return guestView(await newGuestCart(trx), true);
        return guestView(await newGuestCart(trx, who.guestKey));
      }
      if (!create) return undefined;
      return guestView(await newGuestCart(trx));
    },

    /** A customer's cart, after merging the guest cart they name (login merge). */
    async customerCart(user: AuthUser, guestKey: string | undefined): Promise<CartView> {
      if (guestKey) await inTransaction(db, (trx) => merge(trx, user, guestKey));
      return customerView(user);
    },

    /**
     * The guest cart a read shows: the live one; an empty one under the same key when no cart
     * has it yet (as CoCart 4.3.6 answers, writing nothing: the first add under a key made by the
     * client may still be on its way); or a new empty one with a new key and a notice when the
     * old one expired (D3). A live cart read recently, the common case, needs no transaction
     * and writes nothing.
     */
    async guestCartToRead(guestKey: string): Promise<CartView> {
      const row = await findCart(db, guestKey);
      if (!row) return guestView(guestKey);
      if (row.user_id === null && clock.now() - row.updated_at < TOUCH_EVERY_MS) {
        return guestView(guestKey);
      }
      return inTransaction(db, async (trx) => {
        const { live, expired, updatedAt } = await liveGuestCart(trx, guestKey);
        if (!live) return guestView(await newGuestCart(trx), expired);
        if (clock.now() - updatedAt > TOUCH_EVERY_MS) await touchCart(trx, guestKey, clock.now());
        return guestView(guestKey);
      });
    },
  };
}
