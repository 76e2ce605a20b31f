import { queryOptions } from '@tanstack/react-query';
import type { StoreLoader } from '../../lib/api';

const VARIATIONS_STALE_MS = 60_000;

/** Every variation of a variable product, as the page shows them (issue 29). */
export function variationsQueryOptions(store: StoreLoader, productId: number, productName: string) {
  return queryOptions({
    queryKey: ['catalog', 'variations', productId, productName] as const,
    queryFn: async ({ signal }) => {
      const [client, { createVariationsApi }, { toProductVariation }] = await Promise.all([
        store(),
        import('@vitrina/api-client/variations'),
        import('./variation-view'),
      ]);
      const variations = await createVariationsApi(client.http).list(productId, { signal });
      return variations
        .filter((variation) => variation.status === 'publish')
        .map((variation) => toProductVariation(variation, productName));
    },
    staleTime: VARIATIONS_STALE_MS,
  });
}
