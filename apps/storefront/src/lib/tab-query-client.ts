import type { QueryClient } from '@tanstack/react-query';
import { ageHydratedDataFromArrival, createQueryClient } from './query-client';

// The browser tab's one query client: the app's, and the one a catalogue page's widgets (the
// header's suggestions, the reviews, the cart) load when they first need it (decision 022). Kept
// apart from `tab.ts`, which islands import on a page's first load: the query client is not.

let queryClient: QueryClient | undefined;

/** The query client of this tab, created on first use. */
export function tabQueryClient(): QueryClient {
  if (queryClient === undefined) {
    queryClient = createQueryClient();
    ageHydratedDataFromArrival(queryClient, performance.timeOrigin);
  }
  return queryClient;
}
