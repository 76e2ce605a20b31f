import { queryOptions } from '@tanstack/react-query';
import type { CashbackOffer } from '@vitrina/core';
import type { AppContext } from '../../lib/app-context';

/**
 * The banks' cashback promotions still running. The reading of the store's entries loads only
 * when they are fetched: a page the server rendered with them never loads it (issue 26).
 */
export function cashbackQueryOptions({
  store,
  sanitizeHtml,
}: Pick<AppContext, 'store' | 'sanitizeHtml'>) {
  // The store and the sanitiser are how the promotions are read, not what they depend on.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['cashback'] as const,
    queryFn: async ({ signal }): Promise<CashbackOffer[]> =>
      (await import('./cashback-fetch')).fetchCashback({ store, sanitizeHtml }, signal),
    staleTime: 10 * 60_000,
  });
}
