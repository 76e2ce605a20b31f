import type { SearchAnswer, SearchRequest } from './shop-api/search';

/**
 * The shop's product search (issue 38): in the browser a call to `/api/buscar`, on the server
 * the index itself, so a results page renders with its products in either.
 */
export type ShopSearch = (request: SearchRequest, signal?: AbortSignal) => Promise<SearchAnswer>;

/** The request as the endpoint's query: its defined fields, as text. */
function searchQuery(request: SearchRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
}

/**
 * The browser's search: the answer's schema (and zod) load with the first search, never with
 * a page's first load.
 */
export const browserShopSearch: ShopSearch = async (request, signal) => {
  const [{ shopCall }, { SearchAnswerSchema }] = await Promise.all([
    import('./shop-api/shop-client'),
    import('./shop-api/search'),
  ]);
  return shopCall({
    path: 'buscar',
    query: searchQuery(request),
    answer: SearchAnswerSchema,
    signal,
  });
};
