import type { Customer } from '@vitrina/core';
import {
  AccountOrderDetailSchema,
  AccountOrdersSchema,
  CustomerSchema,
  type AccountOrder,
  type AccountOrderDetail,
  type AccountUpdate,
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
};
