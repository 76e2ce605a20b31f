import type { CallOptions, StoreHttp, StoreRequest } from '../http.js';
import {
  AddCartItemInputSchema,
  CoCartCartSchema,
  CoCartClearSchema,
  UpdateCartItemInputSchema,
  type AddCartItemInput,
  type CoCartCart,
} from './cart.schemas.js';

export {
  AddCartItemInputSchema,
  CoCartCartSchema,
  CoCartItemSchema,
  CoCartTotalsSchema,
  UpdateCartItemInputSchema,
} from './cart.schemas.js';
export type { AddCartItemInput, CoCartCart, CoCartItem, CoCartTotals } from './cart.schemas.js';
export type { CallOptions, StoreHttp } from '../http.js';

const BASE = 'wp-json/cocart/v2/cart';

/**
 * The CoCart v2 cart. A guest cart travels as `?cart_key=`, a customer's cart with the bearer
 * token; a new guest key handed out by the store is reported through `onCartKey`.
 */
export interface CartApi {
  /** The current cart. */
  get(options?: CallOptions): Promise<CoCartCart>;
  /** Adds a product (`{id, quantity}`, numbers or strings) and answers the updated cart. */
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
}

/** Creates the cart resource on a transport from `createStoreHttp`. */
export function createCartApi(http: StoreHttp): CartApi {
  async function cartCall(
    call: Omit<StoreRequest<CoCartCart>, 'schema' | 'auth'>,
  ): Promise<CoCartCart> {
    const response = await http.request({ ...call, auth: 'cart', schema: CoCartCartSchema });
    if ((await http.token()) === undefined) {
      const key = response.data.cart_key ?? response.headers.get('CoCart-API-Cart-Key');
      if (key) await http.rememberCartKey(key);
    }
    return response.data;
  }

  return {
    get(options) {
      return cartCall({ method: 'GET', path: BASE, signal: options?.signal });
    },
    addItem(input) {
      return cartCall({
        method: 'POST',
        path: `${BASE}/add-item`,
        json: AddCartItemInputSchema.parse(input),
      });
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
  };
}
