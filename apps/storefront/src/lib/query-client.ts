import { QueryClient } from '@tanstack/react-query';

/** One query client per browser tab, and one per request on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Rendered on the server and hydrated: no refetch right after hydration.
        staleTime: 30_000,
        // The store client already retries reads with backoff and Retry-After; no second layer.
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * In the browser: the data a page brought ages from when this tab got it, not from when the
 * server read it. The shop's page cache serves a kept page as long as its data is current (a
 * webhook's change outdates it, M6), so a page kept longer than a query's `staleTime` is not
 * stale; fetched again as it hydrates, it would load the store client and its schemas on a phone.
 */
export function ageHydratedDataFromArrival(queryClient: QueryClient, tabStartedAt: number): void {
  queryClient.getQueryCache().subscribe((event) => {
    const hydrated =
      event.type === 'added' || (event.type === 'updated' && event.action.type === 'setState');
    if (!hydrated) return;
    const { dataUpdatedAt } = event.query.state;
    if (dataUpdatedAt > 0 && dataUpdatedAt < tabStartedAt)
      event.query.setState({ dataUpdatedAt: Date.now() });
  });
}
