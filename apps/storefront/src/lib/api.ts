import type { StoreClient } from '@vitrina/api-client';
import { fetchWithEarlyReads } from './early-responses';
import type { Session } from './session';

/**
 * Gives the store client, created on first use: the client and its schemas stay out of the
 * first load of a page that does not call the store from the browser.
 */
export type StoreLoader = () => Promise<StoreClient>;

/** Reliability §2: reads time out at 10 s (R7) and retry twice with backoff. */
const READ_TIMEOUT_MS = 10_000;
const READ_RETRIES = 2;
/**
 * While the server renders, a shopper waits for the first byte: a read gets 5 s and no retry,
 * then the page says the store is not answering (503) and the shopper's «Reintentar» asks
 * again, instead of a blank wait of half a minute (#28).
 */
export const PAGE_READS = { timeout: 5_000, retry: 0 } as const;

/**
 * The browser's client: same origin (the shop server proxies `/wp-json` and adds the consumer
 * key, A1), identity from the session.
 */
export function createBrowserStoreLoader(
  session: Session,
  /** The guest's cart was gone and the store answered a new one (R12): tell the shopper. */
  onCartExpired: () => void,
): StoreLoader {
  let client: Promise<StoreClient> | undefined;
  const load = () =>
    import('@vitrina/api-client').then(({ createStoreClient }) =>
      createStoreClient({
        baseUrl: window.location.origin,
        // A read the page started before its script arrived (the cart page's cart) is taken.
        fetch: fetchWithEarlyReads,
        timeout: READ_TIMEOUT_MS,
        retry: READ_RETRIES,
        getToken: () => session.snapshot().token,
        getCartKey: () => session.snapshot().cartKey,
        onCartKey: (cartKey) => session.setCartKey(cartKey),
        onCartKeyExpired: (cartKey) => {
          session.setCartKey(cartKey);
          onCartExpired();
        },
      }),
    );
  return () =>
    (client ??= load().catch((error: unknown) => {
      // A chunk that failed to load (a flaky network, a preload nobody waited for) is asked for
      // again by the next call instead of failing every call of the tab.
      client = undefined;
      throw error;
    }));
}

/** The server's client for one request: to the store through the shop server's `fetch`, which signs. */
export function createServerStoreLoader(store: {
  baseUrl: string;
  fetch: typeof fetch;
}): StoreLoader {
  let client: Promise<StoreClient> | undefined;
  return () =>
    (client ??= import('@vitrina/api-client').then(({ createStoreClient }) =>
      createStoreClient({
        baseUrl: store.baseUrl,
        fetch: store.fetch,
        ...PAGE_READS,
      }),
    ));
}
