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
