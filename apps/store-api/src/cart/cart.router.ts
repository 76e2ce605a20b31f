import {
  applianceKeyOf,
  attachableAppliance,
  keysRemovedWith,
  mayTieOnto,
  quantityChange,
} from '@vitrina/core';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';

import { recordSecurityEvent } from '../account/security-events.js';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { Deps } from '../deps.js';
import { bearerToken } from '../http/bearer.js';
import { clientIp } from '../http/client-ip.js';
import { publicOrigin } from '../http/public-origin.js';
import type { AppEnv } from '../http/env.js';
import { rateLimit, SlidingWindowLimiter } from '../http/rate-limit.js';
import { parseOr } from '../http/validate.js';
import { cartErrors } from './cart-errors.js';
import { cartKeyKind, userCartKey } from './cart-key.js';
import {
  cartLines,
  clearLines,
  deleteLines,
  findLine,
  type LineQuantity,
  maxPurchase,
  putLine,
  setQuantities,
  tiedLines,
  touchCart,
} from './cart-repository.js';
import { productCategoryIds } from '../catalog/product-repository.js';
import { isPublished } from '../catalog/published.js';
import { cartSessions, GUEST_CART_TTL_MS, type CartView, type Shopper } from './cart-sessions.js';
import {
  AddItemBodySchema,
  ObjectBodySchema,
  readProductId,
  readQuantity,
  type QuantityReading,
  UpdateItemBodySchema,
} from './cart.schemas.js';
import { cartItemKey, lineVariations, productToAdd } from './cart-variations.js';
import { readItemData } from './item-data.js';
import { toCoCartCart } from './cocart-cart.js';

const ITEM_KEY = /^[a-f0-9]{32}$/;

/**
 * The cart key a request names, as CoCart 4.3.6 reads it: the `CoCart-API-Cart-Key` header when
 * set, else `?cart_key=`. A key the client chose is taken like one the store made.
 */
function requestedCartKey(c: Context): string | undefined {
  return c.req.header('cocart-api-cart-key') || c.req.query('cart_key') || undefined;
}

/** The quantity of a line, or CoCart's 405 when it is below 1 or above what may be bought. */
function wholeQuantity(reading: QuantityReading, max: number): number {
  if (reading.kind !== 'whole') throw cartErrors.quantityNotWhole();
  if (reading.value < 1) throw cartErrors.quantityBelowMinimum();
  if (reading.value > max) throw cartErrors.quantityAboveMaximum(max);
  return reading.value;
}

/**
 * CoCart v2 cart: read, add, change, remove, clear and the login merge. Prices, totals and
 * stock limits are always the catalogue's; a rejected change leaves the cart as it was.
 */
export function cartRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const { db, clock } = deps;
  const writes = new SlidingWindowLimiter(deps.config.cartWriteLimit, 10_000, clock);
  const sessions = cartSessions(db, clock);

  async function shopper(c: Context): Promise<Shopper> {
    const header = c.req.header('authorization');
    if (bearerToken(header) !== undefined) {
      const user = await deps.auth.userFromBearer(header);
      if (user === null || user === 'invalid') throw cartErrors.invalidSession();
      return { user };
    }
    const key = requestedCartKey(c);
    if (key === undefined) return { user: undefined, guestKey: undefined };
    const kind = cartKeyKind(key);
    if (kind === 'user') throw cartErrors.loginToSeeCart();
    if (kind === 'invalid') throw cartErrors.cartKeyInvalid();
    return { user: undefined, guestKey: key };
  }

  async function send(c: Context, view: CartView | undefined): Promise<Response> {
    const lines = view ? await cartLines(db, view.key) : [];
    const variations = await lineVariations(
      db,
      lines.map((line) => line.product_id),
    );
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
        variations,
      }),
    );
  }

  /** The line `itemKey` names in the shopper's cart, or CoCart's 404 when it holds none. */
  async function lineToChange(trx: Kysely<Database>, who: Shopper, itemKey: string) {
    const cart = ITEM_KEY.test(itemKey) ? await sessions.writableCart(trx, who, false) : undefined;
    const line = cart ? await findLine(trx, cart.key, itemKey) : undefined;
    if (!cart || !line) throw cartErrors.itemNotInCart();
    return { cart, line };
  }

  /** Sets a line's quantity and restarts its cart's expiry, both at the same moment. */
  async function setLine(trx: Kysely<Database>, line: LineQuantity): Promise<void> {
    const now = clock.now();
    await putLine(trx, line, now);
    await touchCart(trx, line.cart_key, now);
  }

  /**
   * The quantity an added line ends at: what was asked, or for an installation its appliance's
   * (core's tie), refused when the appliance it names is not a line of the cart, or when the tie
   * is not a service onto goods (the browser writes the item data).
   */
  async function quantityToAdd(
    trx: Kysely<Database>,
    cartKey: string,
    productId: number,
    applianceKey: string | undefined,
    asked: number,
  ): Promise<number> {
    if (applianceKey === undefined) return asked;
    const appliance = attachableAppliance(await tiedLines(trx, cartKey), applianceKey);
    if (!appliance) throw cartErrors.installationApplianceMissing();
    const tied = await productCategoryIds(trx, productId);
    if (!mayTieOnto(tied, await productCategoryIds(trx, appliance.productId))) {
      throw cartErrors.installationNotAService();
    }
    return appliance.quantity;
  }

  const writeKey = (c: Context): string => {
    const key = requestedCartKey(c);
    if (key && cartKeyKind(key) === 'guest') return `cart:${key}`;
    const token = bearerToken(c.req.header('authorization'));
    if (token) return `bearer:${token}`;
    return `ip:${clientIp(c, deps.config.trustProxy)}`;
  };
  router.on(['POST', 'PUT', 'DELETE'], '/cart/*', rateLimit(writes, writeKey));

  router.get('/cart', async (c) => {
    const who = await shopper(c);
    if (who.user) {
      const requested = requestedCartKey(c);
      const kind = requested ? cartKeyKind(requested) : undefined;
      if (kind === 'invalid') throw cartErrors.cartKeyInvalid();
      if (kind === 'user' && requested !== userCartKey(who.user.id)) {
        await recordSecurityEvent(db, {
          kind: 'ownership_denied',
          userId: who.user.id,
          ip: clientIp(c, deps.config.trustProxy),
          atMs: clock.now(),
        });
        throw cartErrors.otherUsersCart();
      }
      return send(
        c,
        await sessions.customerCart(who.user, kind === 'guest' ? requested : undefined),
      );
    }
    return send(c, who.guestKey ? await sessions.guestCartToRead(who.guestKey) : undefined);
  });

  router.post('/cart/add-item', async (c) => {
    const body = parseOr(AddItemBodySchema, parseOr(ObjectBodySchema, c.get('jsonBody') ?? {}));
    const productId = readProductId(body.id);
    if (productId.kind === 'missing') throw cartErrors.missingParam('id');
    if (productId.kind === 'not-a-string') throw cartErrors.invalidParam('id');
    const reading = body.quantity === undefined ? undefined : readQuantity(body.quantity);
    if (reading?.kind === 'not-numeric') throw cartErrors.invalidParam('quantity');
    const itemData = readItemData(body.item_data);
    if (itemData === undefined) throw cartErrors.invalidParam('item_data');
    if (productId.kind === 'unknown') throw cartErrors.unknownProductId();
    const who = await shopper(c);
    const view = await inTransaction(db, async (trx) => {
      const named = await trx
        .selectFrom('products')
        .select(['id', 'name', 'type'])
        .where('id', '=', productId.value)
        .executeTakeFirst();
      if (!named) throw cartErrors.invalidProduct();
      const product = await trx
        .selectFrom('products')
        .select(['id', 'name', 'status', 'stock_status', 'manage_stock', 'stock_quantity'])
        .where('id', '=', await productToAdd(trx, named, body.variation))
        .executeTakeFirstOrThrow();
      // A variation is for sale only while its variable product is published too (F2, #34).
      if (!(await isPublished(trx, product.id))) throw cartErrors.cannotBePurchased(product.name);
      const max = maxPurchase(product);
      if (product.stock_status === 'outofstock' || max === 0)
        throw cartErrors.outOfStock(product.name);
      const quantity = wholeQuantity(reading ?? { kind: 'whole', value: 1 }, max);
      const cart = await sessions.writableCart(trx, who, true);
      if (!cart) throw cartErrors.cartKeyInvalid();
      const itemKey = await cartItemKey(trx, product.id, itemData);
      const existing = await findLine(trx, cart.key, itemKey);
      const inCart = existing?.quantity ?? 0;
      const wanted = await quantityToAdd(
        trx,
        cart.key,
        product.id,
        applianceKeyOf(itemData),
        inCart + quantity,
      );
      if (wanted > max) {
        throw cartErrors.notEnoughStockRemaining(product.name, max, inCart);
      }
      await setLine(trx, {
        cart_key: cart.key,
        item_key: itemKey,
        product_id: product.id,
        quantity: wanted,
        item_data: JSON.stringify(itemData),
      });
      // An appliance added again carries its installations to its new quantity, as a change of
      // its quantity does (WooCommerce fires the same quantity hook for both).
      const change = quantityChange(await tiedLines(trx, cart.key), itemKey, wanted);
      if (change.kind === 'set') await setQuantities(trx, cart.key, change.lines);
      return cart;
    });
    return send(c, view);
  });

  router.post('/cart/item/:item_key', async (c) => {
    const itemKey = c.req.param('item_key');
    const body = parseOr(UpdateItemBodySchema, parseOr(ObjectBodySchema, c.get('jsonBody') ?? {}));
    const reading = readQuantity(body.quantity);
    if (reading.kind === 'missing') throw cartErrors.missingParam('quantity');
    if (reading.kind === 'not-numeric') throw cartErrors.invalidParam('quantity');
    const who = await shopper(c);
    const view = await inTransaction(db, async (trx) => {
      const { cart, line } = await lineToChange(trx, who, itemKey);
      const product = await trx
        .selectFrom('products')
        .select(['name', 'manage_stock', 'stock_quantity'])
        .where('id', '=', line.product_id)
        .executeTakeFirstOrThrow();
      const max = maxPurchase(product);
      const change = quantityChange(
        await tiedLines(trx, cart.key),
        itemKey,
        wholeQuantity(reading, max),
      );
      if (change.kind === 'refused') throw cartErrors.installationQuantityFollows();
      await setQuantities(trx, cart.key, change.lines);
      await touchCart(trx, cart.key, clock.now());
      return cart;
    });
    return send(c, view);
  });

  router.delete('/cart/item/:item_key', async (c) => {
    const itemKey = c.req.param('item_key');
    const who = await shopper(c);
    const view = await inTransaction(db, async (trx) => {
      const { cart } = await lineToChange(trx, who, itemKey);
      await deleteLines(trx, cart.key, keysRemovedWith(await tiedLines(trx, cart.key), itemKey));
      await touchCart(trx, cart.key, clock.now());
      return cart;
    });
    return send(c, view);
  });

  router.post('/cart/clear', async (c) => {
    const who = await shopper(c);
    const view = await inTransaction(db, async (trx) => {
      const cart = await sessions.writableCart(trx, who, false);
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
