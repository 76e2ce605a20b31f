import type { QueryClient } from '@tanstack/react-query';
import type { ToastQueue } from '@vitrina/ui/toast';
import type { StoreLoader } from './api';
import type { Session } from './session';
import type { ShopSearch } from './shop-search';

/**
 * What every route's `beforeLoad`/`loader` gets. Built per request on the server. It lives apart
 * from the router, and imports only types, because the router imports the route tree and the
 * routes import the features that read this context: a type here keeps that loop from closing.
 */
export type AppContext = {
  queryClient: QueryClient;
  store: StoreLoader;
  session: Session;
  toasts: ToastQueue;
  /**
   * The shop's public origin (`PUBLIC_URL`, else the address the request came to): canonical,
   * Open Graph and structured-data URLs are absolute on it.
   */
  siteUrl: string;
  /** The shop's product search: the header's suggestions and the results page (issue 38). */
  search: ShopSearch;
  /** Sanitises WordPress HTML with the shared DOMPurify config (I2); loaded lazily. */
  sanitizeHtml: (html: string) => Promise<string>;
};
