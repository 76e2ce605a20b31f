import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '../../lib/account-api';
import { privateQueryRoots } from '../../lib/query-keys';

/** The signed-in customer's account, keyed by the token that identifies them (B6). */
export const accountQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...privateQueryRoots.customer, token],
    queryFn: ({ signal }) => accountApi.read(token, signal),
  });

/** The customer's orders, newest first. */
export const ordersQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...privateQueryRoots.customer, token, 'orders'],
    queryFn: ({ signal }) => accountApi.orders(token, signal),
  });

/** One of the customer's orders, with its lines. */
export const orderQueryOptions = (token: string, id: number) =>
  queryOptions({
    queryKey: [...privateQueryRoots.customer, token, 'orders', id],
    queryFn: ({ signal }) => accountApi.order(token, id, signal),
  });
