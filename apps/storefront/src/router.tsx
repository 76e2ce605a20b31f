import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { RouteErrorPage } from './app/error-pages/route-error-page';
import { NotFoundPage } from './app/error-pages/not-found-page';
import type { ToastStore } from './app/toast-store';
import type { StoreLoader } from './lib/api';
import type { Session } from './lib/session';
import { routeTree } from './routeTree.gen';

/** What every route's `beforeLoad`/`loader` gets. Built per request on the server. */
export type AppContext = {
  queryClient: QueryClient;
  store: StoreLoader;
  session: Session;
  toasts: ToastStore;
  /** Sanitises WordPress HTML with the shared DOMPurify config (I2); loaded lazily. */
  sanitizeHtml: (html: string) => Promise<string>;
};

/** The router with the shop's preloading policy (spec §9) and error pages. */
export function createAppRouter(context: AppContext, nonce?: string) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Spec §9: the data of a route is preloaded 1 s after the intent, not on every hover.
    defaultPreloadDelay: 1000,
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
