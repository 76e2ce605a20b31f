import type { AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page is server HTML with islands (catalogue and content pages, decision 017): its
     * document carries no router, no dehydrated state and no app, only the islands' runtime.
     * Without it a route is the app's (cart, checkout, sign-in, account).
     */
    islands?: true;
  }
}

/** The two kinds of page (decision 017). */
export type PageKind = 'islands' | 'app';

/** The kind of the page at `pathname`: its deepest route's. */
export function pageKindAt(router: AnyRouter, pathname: string): PageKind {
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.at(-1)?.options.staticData?.islands === true ? 'islands' : 'app';
}

