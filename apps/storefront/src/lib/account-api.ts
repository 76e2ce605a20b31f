import type { Customer } from '@vitrina/core';
import {
  AccountOrderDetailSchema,
  AccountOrdersSchema,
  AccountWishlistSchema,
  CustomerSchema,
  type AccountOrder,
  type AccountOrderDetail,
  type AccountUpdate,
  type AccountWishlist,
} from './shop-api/account';
import { shopCall } from './shop-api/shop-client';

/**
 * The signed-in customer's own account and orders, through the shop server (`/api/cuenta`),
 * which verifies the token and reads or writes only that customer: the browser writes nothing
 * under wc/v3.
 */
export const accountApi = {
  read: (token: string, signal?: AbortSignal): Promise<Customer> =>
    shopCall({ path: 'cuenta', caller: { token }, answer: CustomerSchema, signal }),
  update: (token: string, update: AccountUpdate): Promise<Customer> =>
    shopCall({
      method: 'PATCH',
      path: 'cuenta',
      caller: { token },
      body: update,
      answer: CustomerSchema,
    }),
  orders: (token: string, signal?: AbortSignal): Promise<AccountOrder[]> =>
    shopCall({ path: 'cuenta/pedidos', caller: { token }, answer: AccountOrdersSchema, signal }),
  order: (token: string, id: number, signal?: AbortSignal): Promise<AccountOrderDetail> =>
    shopCall({
      path: `cuenta/pedidos/${String(id)}`,
      caller: { token },
      answer: AccountOrderDetailSchema,
      signal,
    }),
  wishlist: (token: string, signal?: AbortSignal): Promise<AccountWishlist> =>
    shopCall({ path: 'cuenta/deseos', caller: { token }, answer: AccountWishlistSchema, signal }),
  /** Replaces the list (a PUT of the whole list: sending it again changes nothing more). */
  saveWishlist: (token: string, productIds: readonly number[]): Promise<AccountWishlist> =>
    shopCall({
      method: 'PUT',
      path: 'cuenta/deseos',
      caller: { token },
      body: { product_ids: productIds },
      answer: AccountWishlistSchema,
    }),
};
