import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { PAYLOAD_PRELOAD_DELAY_MS } from '@vitrina/core';
import { RouteErrorPage } from './app/error-pages/route-error-page';
import { NotFoundPage } from './app/error-pages/not-found-page';
import type { AppContext } from './lib/app-context';
import { readPageSettings, rememberPageSettings, type PageSettings } from './app/page-settings';
import { rememberStoreDown, storeDownMessage } from './app/store-down';
import { routeTree } from './routeTree.gen';

/** How the router meets the page: on the server it writes it, in the browser it hydrates it. */
export type AppPage =
  | {
      /** The request's CSP nonce, carried by every inline script. */
      nonce: string;
      /** Sent to the browser with the dehydrated state. */
      settings: PageSettings;
    }
  | {
      /** Receives the server's settings when the page hydrates. */
      onSettings: (settings: PageSettings) => void;
    };

/** The router with the shop's preloading policy (spec §9) and error pages. */
export function createAppRouter(context: AppContext, page: AppPage) {
  if ('nonce' in page) rememberPageSettings(page.settings);
  // The router's matches, read when it dehydrates (after its loaders ran).
  let matches = (): readonly { status: string; error?: unknown }[] => [];
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Spec §9: the data of a route is preloaded 1 s after the intent, not on every hover.
    defaultPreloadDelay: PAYLOAD_PRELOAD_DELAY_MS,
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    ...('nonce' in page
      ? {
          ssr: { nonce: page.nonce },
          dehydrate: () => ({ ...page.settings, storeDown: storeDownMessage(matches()) }),
        }
      : {
          hydrate: (dehydrated: unknown) => {
            rememberStoreDown(dehydrated);
            page.onSettings(rememberPageSettings(readPageSettings(dehydrated)));
          },
        }),
  });
  matches = () => router.state.matches;
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
