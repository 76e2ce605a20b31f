import { ROUTES, type RouteName } from '@vitrina/core';

/**
 * A shopper's own pages (their cart, account, order, a secret in the URL): no crawler is sent
 * there, and no cache in front of the shop may keep them.
 */
export const PRIVATE_PAGES = [
  'invoice',
  'checkout',
  'profile',
  'profileOrder',
  'passwordResetCompleted',
  'cart',
  'signUp',
  'signIn',
  'changePassword',
  'recoverPassword',
  'passwordUpdated',
  'verifyEmail',
  'orderConfirmed',
  'wishlist',
  'orderTracking',
  'stockAlertConfirm',
  'confirmAddress',
] as const satisfies readonly RouteName[];

/**
 * What search engines are told about each route of the table. Every route is in exactly one list
 * (a test holds it), so a new route cannot be published or hidden by accident.
 */
export const CRAWLING = {
  /** Fixed pages listed in the sitemap. */
  listed: [
    'home',
    'offers',
    'contact',
    'calculator',
    'financing',
    'cashback',
    'aboutUs',
    'services',
    'warrantyPolicy',
    'refundPolicy',
    'securityPolicy',
    'privacyPolicy',
    'installationPolicy',
    'returnsPolicy',
  ],
  /** One page per product, service, brand or category: listed from the store. */
  fromStore: ['product', 'service', 'brand', 'category'],
  /** A shopper's own pages, and search results (endless and thin): disallowed in robots.txt. */
  disallowed: [...PRIVATE_PAGES, 'searchResults', 'compare'],
} as const satisfies Record<string, readonly RouteName[]>;

/**
 * The path that stands for a route where crawlers and caches are told about it: its own path, or
 * for a route with a parameter the path up to it (`/perfil-usuario/pedidos/`), read as a prefix.
 */
export function routePathPrefix(name: RouteName): string {
  return ROUTES[name].path.replace(/\$\w*$/, '');
}

/**
 * Whether `path` is one of the pages named by `prefixes` (see {@link routePathPrefix}), in any
 * letter case: the router matches `/FACTURA` to `/Factura`, so must every rule about a page.
 */
export function matchesRoutePath(path: string, prefixes: readonly string[]): boolean {
  const folded = path.toLowerCase();
  return prefixes.some((prefix) => {
    const page = prefix.toLowerCase();
    return page.endsWith('/') ? folded.startsWith(page) : folded === page;
  });
}
