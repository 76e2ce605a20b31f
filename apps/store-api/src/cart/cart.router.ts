import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { Deps } from '../deps.js';
import { bearerToken, type AuthUser } from '../http/bearer.js';
import { clientIp } from '../http/client-ip.js';
import { publicOrigin } from '../http/public-origin.js';
import type { AppEnv } from '../http/env.js';
import { rateLimit, SlidingWindowLimiter } from '../http/rate-limit.js';
import { parseOr } from '../http/validate.js';
import { cartErrors } from './cart-errors.js';
import { cartKeyKind, newGuestCartKey, userCartKey } from './cart-key.js';
import {
  cartLines,
  clearLines,
  deleteExpiredGuestCarts,
  deleteLine,
  ensureCart,
  findCart,
  findLine,
  maxPurchase,
  putLine,
  touchCart,
} from './cart-repository.js';
import {
  AddItemBodySchema,
  ObjectBodySchema,
  readProductId,
  readQuantity,
  UpdateItemBodySchema,
} from './cart.schemas.js';
import { itemKeyOf, toCoCartCart } from './cocart-cart.js';

/** A guest cart untouched this long is gone (WooCommerce's session length, D3). */
export const GUEST_CART_TTL_MS = 48 * 3_600_000;
/** Reads refresh a cart's expiry at most this often, so reads rarely write. */
const TOUCH_EVERY_MS = 3_600_000;
const SWEEP_EVERY_MS = 600_000;
const ITEM_KEY = /^[a-f0-9]{32}$/;

/** Who a cart request is for: a customer (bearer token) or a guest with or without a key. */
type Shopper = { user: AuthUser } | { user: undefined; guestKey: string | undefined };

/** The cart a request ends up showing. */
interface CartView {
  key: string;
  email: string;
  notices: Record<string, string[]>;
  /** Guest carts send their key in `CoCart-API-Cart-Key`. */
  guest: boolean;
}

const EXPIRED_NOTICE = 'Tu carrito anterior expiró.';

/**
 * CoCart v2 cart: read, add, change, remove, clear and the login merge. Prices, totals and
 * stock limits are always the catalogue's; a rejected change leaves the cart as it was.
 */
export function cartRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const { db, clock } = deps;
  const writes = new SlidingWindowLimiter(deps.config.cartWriteLimit, 10_000, clock);
  let lastSweep = 0;

  async function shopper(c: Context): Promise<Shopper> {
    const header = c.req.header('authorization');
    if (bearerToken(header) !== undefined) {
      const user = await deps.auth.userFromBearer(header);
      if (user === null || user === 'invalid') throw cartErrors.invalidSession();
      return { user };
    }
    const key = c.req.query('cart_key');
    if (key === undefined || key === '') return { user: undefined, guestKey: undefined };
    const kind = cartKeyKind(key);
    if (kind === 'user') throw cartErrors.loginToSeeCart();
    if (kind === 'invalid') throw cartErrors.cartKeyInvalid();
    return { user: undefined, guestKey: key };
  }

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

  async function newGuestCart(trx: Kysely<Database>): Promise<string> {
    const now = clock.now();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      await deleteExpiredGuestCarts(trx, now - GUEST_CART_TTL_MS);
    }
    const key = newGuestCartKey();
    await ensureCart(trx, key, null, now);
    return key;
  }

  /** The cart a write goes to, created when `create` allows; undefined when there is none. */
  async function writableCart(
    trx: Kysely<Database>,
    who: Shopper,
    create: boolean,
  ): Promise<CartView | undefined> {
    if (who.user) {
      const key = userCartKey(who.user.id);
      await ensureCart(trx, key, who.user.id, clock.now());
      return { key, email: who.user.email, notices: {}, guest: false };
    }
    if (who.guestKey) {
      const { live, expired } = await liveGuestCart(trx, who.guestKey);
      if (live) return { key: who.guestKey, email: '', notices: {}, guest: true };
      if (!create) return undefined;
      const key = await newGuestCart(trx);
      return { key, email: '', notices: expired ? { notice: [EXPIRED_NOTICE] } : {}, guest: true };
    }
    if (!create) return undefined;
    return { key: await newGuestCart(trx), email: '', notices: {}, guest: true };
  }

  async function send(c: Context, view: CartView | undefined): Promise<Response> {
    const lines = view ? await cartLines(db, view.key) : [];
    if (view?.guest) {
      c.header('CoCart-API-Cart-Key', view.key);
      c.header(
        'CoCart-API-Cart-Expiration',
        String(Math.floor((clock.now() + GUEST_CART_TTL_MS) / 1000)),
      );
    }
    return c.json(
      toCoCartCart(lines, {
        cartKey: view?.key ?? '',
        storeOrigin: publicOrigin(c, deps.config),
        email: view?.email ?? '',
        notices: view?.notices ?? {},
      }),
    );
  }

  /** Adds a guest cart's lines to a customer's cart (capped at what can be bought), then drops it. */
  async function merge(trx: Kysely<Database>, user: AuthUser, guestKey: string): Promise<void> {
    const { live } = await liveGuestCart(trx, guestKey);
    if (!live) return;
    const now = clock.now();
    const key = userCartKey(user.id);
    await ensureCart(trx, key, user.id, now);
    const guestLines = await cartLines(trx, guestKey);
    const products = guestLines.length
      ? await trx
          .selectFrom('products')
          .select(['id', 'status', 'stock_status', 'manage_stock', 'stock_quantity'])
          .where(
            'id',
            'in',
            guestLines.map((line) => line.product_id),
          )
          .execute()
      : [];
    for (const line of guestLines) {
      const product = products.find((candidate) => candidate.id === line.product_id);
      if (!product || product.status !== 'publish' || product.stock_status === 'outofstock')
        continue;
      const existing = await findLine(trx, key, line.item_key);
      const quantity = Math.min((existing?.quantity ?? 0) + line.quantity, maxPurchase(product));
      if (quantity > 0) {
        await putLine(
          trx,
          { cart_key: key, item_key: line.item_key, product_id: line.product_id, quantity },
          now,
        );
      }
    }
    await trx.deleteFrom('carts').where('cart_key', '=', guestKey).execute();
    await touchCart(trx, key, now);
  }

  const writeKey = (c: Context): string => {
    const key = c.req.query('cart_key');
    if (key && cartKeyKind(key) === 'guest') return `cart:${key}`;
    const token = bearerToken(c.req.header('authorization'));
    if (token) return `bearer:${token}`;
    return `ip:${clientIp(c, deps.config.trustProxy)}`;
  };
  router.on(['POST', 'PUT', 'DELETE'], '/cart/*', rateLimit(writes, writeKey));

  router.get('/cart', async (c) => {
    const who = await shopper(c);
    if (who.user) {
      const user = who.user;
      const requested = c.req.query('cart_key');
      if (requested) {
        const kind = cartKeyKind(requested);
        if (kind === 'invalid') throw cartErrors.cartKeyInvalid();
        if (kind === 'user' && requested !== userCartKey(user.id))
          throw cartErrors.otherUsersCart();
        if (kind === 'guest') await inTransaction(db, (trx) => merge(trx, user, requested));
      }
      return send(c, { key: userCartKey(user.id), email: user.email, notices: {}, guest: false });
    }
    const guestKey = who.guestKey;
    if (!guestKey) return send(c, undefined);
    // The common case, a live cart read recently, needs no transaction and writes nothing.
    const row = await findCart(db, guestKey);
    const now = clock.now();
    if (row && row.user_id === null && now - row.updated_at < TOUCH_EVERY_MS) {
      return send(c, { key: guestKey, email: '', notices: {}, guest: true });
    }
    const view = await inTransaction(db, async (trx) => {
      const { live, expired, updatedAt } = await liveGuestCart(trx, guestKey);
      if (live) {
        if (clock.now() - updatedAt > TOUCH_EVERY_MS) await touchCart(trx, guestKey, clock.now());
        return { key: guestKey, email: '', notices: {}, guest: true };
      }
      return {
        key: await newGuestCart(trx),
        email: '',
        notices: expired ? { notice: [EXPIRED_NOTICE] } : {},
        guest: true,
      };
    });
    return send(c, view);
  });

  router.post('/cart/add-item', async (c) => {
    const body = parseOr(AddItemBodySchema, parseOr(ObjectBodySchema, c.get('jsonBody') ?? {}));
    const productId = readProductId(body.id);
    if (productId === undefined) throw cartErrors.productIdRequired();
    if (productId === null) throw cartErrors.productIdNotNumeric();
    const who = await shopper(c);
    const view = await inTransaction(db, async (trx) => {
      const product = await trx
        .selectFrom('products')
        .select(['id', 'name', 'status', 'stock_status', 'manage_stock', 'stock_quantity'])
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!product) throw cartErrors.productDoesNotExist();
      if (product.status !== 'publish') throw cartErrors.cannotBePurchased(product.name);
      const max = maxPurchase(product);
      if (product.stock_status === 'outofstock' || max === 0)
        throw cartErrors.outOfStock(product.name);
      const quantity = body.quantity === undefined ? 1 : readQuantity(body.quantity);
      if (quantity === null || quantity < 1) throw cartErrors.quantityNotNumeric(1, max);
      if (quantity > max) throw cartErrors.notEnoughInStock(product.name, quantity, max);
      const cart = await writableCart(trx, who, true);
      if (!cart) throw cartErrors.cartKeyInvalid();
      const itemKey = itemKeyOf(product.id);
      const existing = await findLine(trx, cart.key, itemKey);
      const inCart = existing?.quantity ?? 0;
      if (inCart + quantity > max) {
        throw cartErrors.notEnoughStockRemaining(product.name, max, inCart);
      }
      const now = clock.now();
      await putLine(
        trx,
        {
          cart_key: cart.key,
          item_key: itemKey,
          product_id: product.id,
          quantity: inCart + quantity,
        },
        now,
      );
      await touchCart(trx, cart.key, now);
      return cart;
    });
    return send(c, view);
  });

  router.post('/cart/item/:item_key', async (c) => {
    const itemKey = c.req.param('item_key');
    const body = parseOr(UpdateItemBodySchema, parseOr(ObjectBodySchema, c.get('jsonBody') ?? {}));
    const who = await shopper(c);
    const view = await inTransaction(db, async (trx) => {
      const cart = ITEM_KEY.test(itemKey) ? await writableCart(trx, who, false) : undefined;
      const line = cart ? await findLine(trx, cart.key, itemKey) : undefined;
      if (!cart || !line) throw cartErrors.itemNotInCart();
      const product = await trx
        .selectFrom('products')
        .select(['name', 'manage_stock', 'stock_quantity'])
        .where('id', '=', line.product_id)
        .executeTakeFirstOrThrow();
      const max = maxPurchase(product);
      const quantity = readQuantity(body.quantity);
      if (quantity === null || quantity < 0) throw cartErrors.quantityNotNumeric(0, max);
      if (quantity > max) throw cartErrors.notEnoughInStock(product.name, quantity, max);
      const now = clock.now();
      if (quantity === 0) await deleteLine(trx, cart.key, itemKey);
      else
        await putLine(
          trx,
          { cart_key: cart.key, item_key: itemKey, product_id: line.product_id, quantity },
          now,
        );
      await touchCart(trx, cart.key, now);
      return cart;
    });
    return send(c, view);
  });

  router.delete('/cart/item/:item_key', async (c) => {
    const itemKey = c.req.param('item_key');
    const who = await shopper(c);
    const view = await inTransaction(db, async (trx) => {
      const cart = ITEM_KEY.test(itemKey) ? await writableCart(trx, who, false) : undefined;
      const line = cart ? await findLine(trx, cart.key, itemKey) : undefined;
      if (!cart || !line) throw cartErrors.itemNotInCart();
      await deleteLine(trx, cart.key, itemKey);
      await touchCart(trx, cart.key, clock.now());
      return cart;
    });
    return send(c, view);
  });

  router.post('/cart/clear', async (c) => {
    const who = await shopper(c);
    const view = await inTransaction(db, async (trx) => {
      const cart = await writableCart(trx, who, false);
      if (cart) {
        await clearLines(trx, cart.key);
        await touchCart(trx, cart.key, clock.now());
      }
      return cart;
    });
    return send(c, view);
  });

  return router;
}
