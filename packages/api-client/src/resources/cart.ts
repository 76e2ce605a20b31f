import { toCartItem, type CartItem, type CartProductInput } from '@vitrina/core';
import type { CallOptions, StoreHttp, StoreRequest } from '../http.js';
import { isStoreApiError } from '../errors.js';
import {
  AddCartItemInputSchema,
  CoCartCartSchema,
  CoCartClearSchema,
  UpdateCartItemInputSchema,
  type AddCartItemInput,
  type CoCartCart,
  type CoCartItem,
} from './cart.schemas.js';
import { createProductsApi } from './products.js';
import type { WcProduct } from './products.schemas.js';

export {
  AddCartItemInputSchema,
  CoCartCartSchema,
  CoCartItemSchema,
  CoCartTotalsSchema,
  UpdateCartItemInputSchema,
} from './cart.schemas.js';
export type { AddCartItemInput, CoCartCart, CoCartItem, CoCartTotals } from './cart.schemas.js';
export type { CallOptions, StoreHttp } from '../http.js';
export type { CartItem } from '@vitrina/core';

const BASE = 'wp-json/cocart/v2/cart';
// WooCommerce caps `per_page` at 100, so larger carts take one products call per 100 products.
const PRODUCTS_PER_CALL = 100;

/** A cart with its lines turned into the shop's cart items. */
export interface CartWithItems {
  cart: CoCartCart;
  /** One cart item per line whose product the catalogue returned, in the cart's order (spec §3). */
  items: CartItem[];
  /** Lines whose product the catalogue no longer returns (deleted or unpublished). */
  unavailable: CoCartItem[];
  /**
   * The product of each line, by product id: the catalogue's `WcProduct` when fetched, or what
   * the caller passed as known. Pass it back to `withItems` to map a later answer with no call.
   */
  products: ReadonlyMap<number, CartProductInput>;
}

/**
 * The CoCart v2 cart. A guest cart travels as `?cart_key=`, a customer's cart with the bearer
 * token. A guest's first add makes the cart's key and hands it to `onCartKey` before the add
 * leaves (spec §7: "cart_key stored if none exists"; CoCart keeps a key the client chose), so a
 * page left mid-add still names its cart. Writes are sent with `keepalive`: the browser finishes
 * them even when the page goes away (R12).
 */
export interface CartApi {
  /** The current cart. */
  get(options?: CallOptions): Promise<CoCartCart>;
  /**
   * Adds a product (`{id, quantity}`, numbers or strings) and answers the updated cart. A guest
   * without a key gets one first, through `onCartKey`.
   */
  addItem(input: AddCartItemInput): Promise<CoCartCart>;
  /** Sets a line's quantity and answers the updated cart. */
  updateItem(itemKey: string, quantity: number | string): Promise<CoCartCart>;
  /** Removes a line and answers the updated cart. */
  removeItem(itemKey: string): Promise<CoCartCart>;
  /** Empties the cart. */
  clear(): Promise<void>;
  /**
   * Merges a guest cart into the signed-in customer's cart (spec §7: `GET cart?cart_key=…`
   * with the bearer token). The key defaults to the session's guest key; the guest cart is gone
   * afterwards, so forget its key.
   */
  mergeGuestCart(guestCartKey?: string): Promise<CoCartCart>;
  /**
   * The cart and its cart items, built with `@vitrina/core`'s `toCartItem` from each line and
   * its full product. The products come from one batched `products?include=…` call, never one
   * call per line.
   */
  getWithProducts(options?: CallOptions): Promise<CartWithItems>;
  /**
   * Turns a cart (e.g. the answer of an add or an update) into cart items. Products found in
   * `known` are not fetched again; the others come from one batched `products?include=…` call,
   * and none at all when every product is known.
   */
  withItems(
    cart: CoCartCart,
    known?: ReadonlyMap<number, CartProductInput>,
    options?: CallOptions,
  ): Promise<CartWithItems>;
}

/** Creates the cart resource on a transport from `createStoreHttp`. */
export function createCartApi(http: StoreHttp): CartApi {
  async function cartCall(
    call: Omit<StoreRequest<CoCartCart>, 'schema' | 'auth'>,
  ): Promise<CoCartCart> {
    const { data } = await http.request({
      ...call,
      auth: 'cart',
      schema: CoCartCartSchema,
      keepalive: true,
    });
    return data;
  }

  const products = createProductsApi(http);

  async function productsOf(ids: number[], options?: CallOptions): Promise<Map<number, WcProduct>> {
    const batches: number[][] = [];
    for (let start = 0; start < ids.length; start += PRODUCTS_PER_CALL) {
      batches.push(ids.slice(start, start + PRODUCTS_PER_CALL));
    }
    const pages = await Promise.all(
      batches.map((include) => products.list({ include, per_page: include.length }, options)),
    );
    const found = new Map(
      pages.flatMap((page) => page.items).map((product) => [product.id, product]),
    );
    // WooCommerce's `include` never lists a variation: each one is read by its own id (issue 29).
    const variations = await Promise.all(
      ids
        .filter((id) => !found.has(id))
        .map((id) =>
          products.get(id, options).catch((error: unknown) => {
            if (isStoreApiError(error) && error.status === 404) return undefined;
            throw error;
          }),
        ),
    );
    for (const variation of variations) {
      if (variation !== undefined) found.set(variation.id, variation);
    }
    return found;
  }

  async function withItems(
    cart: CoCartCart,
    known: ReadonlyMap<number, CartProductInput> = new Map(),
    options?: CallOptions,
  ): Promise<CartWithItems> {
    const ids = [...new Set(cart.items.map((line) => line.id))];
    const missing = ids.filter((id) => !known.has(id));
    const fetched: ReadonlyMap<number, CartProductInput> =
      missing.length === 0 ? new Map() : await productsOf(missing, options);
    const products = new Map<number, CartProductInput>();
    for (const id of ids) {
      const product = known.get(id) ?? fetched.get(id);
      if (product !== undefined) products.set(id, product);
    }
    const items: CartItem[] = [];
    const unavailable: CoCartItem[] = [];
    for (const line of cart.items) {
      const product = products.get(line.id);
      if (product === undefined) unavailable.push(line);
      else items.push(toCartItem(line, product));
    }
    return { cart, items, unavailable, products };
  }

  /** The key a guest call goes with (none when signed in: the token names the cart). */
  async function guestKey(): Promise<string | undefined> {
    return (await http.token()) === undefined ? await http.cartKey() : undefined;
  }

  /** After a guest call: a different key than the one sent replaces a gone cart's (R12). */
  async function noteAnsweredKey(
    response: { data: CoCartCart; headers: Headers },
    sent: string | undefined,
  ): Promise<void> {
    const key = response.data.cart_key ?? response.headers.get('CoCart-API-Cart-Key');
    if (key) await http.rememberCartKey(key, sent);
  }

  async function get(options?: CallOptions): Promise<CoCartCart> {
    const sent = await guestKey();
    const response = await http.request({
      method: 'GET',
      path: BASE,
      auth: 'cart',
      schema: CoCartCartSchema,
      signal: options?.signal,
    });
    await noteAnsweredKey(response, sent);
    return response.data;
  }

  return {
    get,
    async addItem(input) {
      const json = AddCartItemInputSchema.parse(input);
      const sent = await http.cartKeyToAdd();
      const response = await http.request({
        method: 'POST',
        path: `${BASE}/add-item`,
        // Named here too: a session that cannot keep the key still creates the cart under it.
        query: { cart_key: sent },
        json,
        auth: 'cart',
        schema: CoCartCartSchema,
        keepalive: true,
      });
      await noteAnsweredKey(response, sent);
      return response.data;
    },
    updateItem(itemKey, quantity) {
      return cartCall({
        method: 'POST',
        path: `${BASE}/item/${encodeURIComponent(itemKey)}`,
        json: UpdateCartItemInputSchema.parse({ quantity }),
      });
    },
    removeItem(itemKey) {
      return cartCall({ method: 'DELETE', path: `${BASE}/item/${encodeURIComponent(itemKey)}` });
    },
    async clear() {
      await http.request({
        method: 'POST',
        path: `${BASE}/clear`,
        auth: 'cart',
        schema: CoCartClearSchema,
        keepalive: true,
      });
    },
    async mergeGuestCart(guestCartKey) {
      const cartKey = guestCartKey ?? (await http.cartKey());
      const { data } = await http.request({
        method: 'GET',
        path: BASE,
        auth: 'bearer',
        query: { cart_key: cartKey },
        schema: CoCartCartSchema,
      });
      return data;
    },
    async getWithProducts(options) {
      return withItems(await get(options), undefined, options);
    },
    withItems,
  };
}
