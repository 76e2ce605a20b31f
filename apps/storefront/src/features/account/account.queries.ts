import { queryOptions } from '@tanstack/react-query';
import { privateQueryRoots } from '../../lib/query-keys';

// The client (and the zod schemas it reads answers with) loads with the first account call, not
// with a page that merely may show a customer's data (a product page's stock alert, for one).
const accountApi = async () => (await import('../../lib/account-api')).accountApi;

/** The signed-in customer's account, keyed by the token that identifies them (B6). */
export const accountQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...privateQueryRoots.customer, token],
    queryFn: async ({ signal }) => (await accountApi()).read(token, signal),
  });

/** The customer's orders, newest first. */
export const ordersQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...privateQueryRoots.customer, token, 'orders'],
    queryFn: async ({ signal }) => (await accountApi()).orders(token, signal),
  });

/** One of the customer's orders, with its lines. */
export const orderQueryOptions = (token: string, id: number) =>
  queryOptions({
    queryKey: [...privateQueryRoots.customer, token, 'orders', id],
    queryFn: async ({ signal }) => (await accountApi()).order(token, id, signal),
  });
