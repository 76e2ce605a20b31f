import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page is server HTML with islands (catalogue and content pages, decision 022): its
     * document carries no router, no dehydrated state and no app, only the islands' runtime.
     * Without it a route is the app's (cart, checkout, sign-in, account).
     */
    islands?: true;
  }
}

/** The two kinds of page (decision 022). */
export type PageKind = 'islands' | 'app';

/** The kind of the page at `pathname`: its deepest route's. */
export function pageKindAt(router: AnyRouter, pathname: string): PageKind {
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.at(-1)?.options.staticData?.islands === true ? 'islands' : 'app';
}

/** The pages (leaves) of a route tree. */
function pagesOf(route: AnyRoute): AnyRoute[] {
  const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>);
  return children.length === 0 ? [route] : children.flatMap(pagesOf);
}

const appPatterns = new WeakMap<object, string[]>();

/**
 * The app's pages as URL patterns (`/perfil-usuario/pedidos/*`, each also with a query), for the
 * speculation rules of a catalogue page: a link there is the app's (decision 022).
 */
export function appPathPatterns(routeTree: AnyRoute): string[] {
  let patterns = appPatterns.get(routeTree);
  if (patterns === undefined) {
    patterns = pagesOf(routeTree)
      .filter((page) => page.options.staticData?.islands !== true)
      .map((page) => String(page.fullPath).replace(/\/$/, '').replace(/\$\w*/g, '*'))
      .flatMap((path) => [path, `${path}\\?*`]);
    appPatterns.set(routeTree, patterns);
  }
  return patterns;
}

/**
 * A catalogue page's speculation rules (decision 022): a link to the app is prerendered when the
 * shopper reaches for it (the app boots before the click lands), one to another catalogue page
 * is prefetched (its document from the page cache, at once). Same origin only.
 */
export function speculationRules(routeTree: AnyRoute): string {
  const app = { or: appPathPatterns(routeTree).map((pattern) => ({ href_matches: pattern })) };
  return JSON.stringify({
    prerender: [{ source: 'document', where: app, eagerness: 'moderate' }],
    prefetch: [
      {
        source: 'document',
        where: { and: [{ href_matches: '/*' }, { not: app }] },
        eagerness: 'moderate',
      },
    ],
  });
}
