import { categoryPath, type CategoryId } from '../catalog/categories.js';

/** The storefront's layouts (spec §2). */
export const LAYOUT_NAMES = ['default', 'checkout', 'products', 'services', 'user'] as const;
/** The name of a layout. */
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** The storefront's route middleware (spec §2); no other name exists. */
export const MIDDLEWARE_NAMES = ['check-login', 'checkout'] as const;
/** The name of a route middleware. */
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

/** One route of spec §2: its path in TanStack Router syntax, its layout and its middleware. */
export interface RouteDefinition {
  /** `$slug` is a path parameter, a lone `$` the catch-all (TanStack's `_splat`). */
  readonly path: string;
  readonly layout: LayoutName;
  readonly middleware: readonly MiddlewareName[];
}

/**
 * The route table of spec §2, as data. Routes whose layout the spec leaves unsaid use `default`.
 * A storefront test holds the router's file routes to it (paths, layouts, guards); robots.txt,
 * the sitemap and the e2e route table are drawn from it.
 */
export const ROUTES = {
  home: { path: '/', layout: 'default', middleware: [] },
  invoice: { path: '/Factura', layout: 'default', middleware: [] },
  offers: { path: '/ofertas', layout: 'products', middleware: [] },
  checkout: { path: '/checkout', layout: 'checkout', middleware: ['checkout'] },
  contact: { path: '/contacto', layout: 'default', middleware: [] },
  searchResults: { path: '/resultados', layout: 'default', middleware: [] },
  calculator: { path: '/calculadora', layout: 'default', middleware: [] },
  brand: { path: '/marcas/$slug', layout: 'products', middleware: [] },
  financing: { path: '/financiamiento', layout: 'default', middleware: [] },
  profile: { path: '/perfil-usuario', layout: 'user', middleware: ['check-login'] },
  /** Beyond the spec's table: one of the customer's orders, linked from the profile. */
  profileOrder: {
    path: '/perfil-usuario/pedidos/$id',
    layout: 'user',
    middleware: ['check-login'],
  },
  aboutUs: { path: '/sobre-nosotros', layout: 'default', middleware: [] },
  passwordResetCompleted: { path: '/auth/completado', layout: 'user', middleware: [] },
  cart: { path: '/carrito-compras', layout: 'default', middleware: [] },
  product: { path: '/producto/$slug', layout: 'default', middleware: [] },
  services: { path: '/servicios', layout: 'default', middleware: [] },
  service: { path: '/servicios/$slug', layout: 'services', middleware: [] },
  signUp: { path: '/auth/registrarme', layout: 'user', middleware: [] },
  signIn: { path: '/auth/iniciar-sesion', layout: 'user', middleware: [] },
  changePassword: { path: '/auth/cambiar-contrasena', layout: 'default', middleware: [] },
  recoverPassword: { path: '/auth/recuperar-contrasena', layout: 'default', middleware: [] },
  passwordUpdated: { path: '/auth/contrasena-actualizada', layout: 'default', middleware: [] },
  verifyEmail: { path: '/verificar-correo', layout: 'default', middleware: [] },
  orderConfirmed: { path: '/pedido-confirmado', layout: 'default', middleware: [] },
  /** Beyond the spec's table: the products a shopper saved with the heart (#29). */
  wishlist: { path: '/lista-de-deseos', layout: 'default', middleware: [] },
  /** Beyond the spec's table: a guest's order by its number and e-mail (#29). */
  orderTracking: { path: '/rastrear-pedido', layout: 'default', middleware: [] },
  /** Beyond the spec's table: the link that confirms a back-in-stock alert (#29). */
  stockAlertConfirm: { path: '/avisos/confirmar', layout: 'default', middleware: [] },
  /** Beyond the spec's table: the «¿Eres tú?» link of an account under attack (#34). */
  confirmAddress: { path: '/auth/eres-tu', layout: 'default', middleware: [] },
  warrantyPolicy: { path: '/politicas/politicas-garantia', layout: 'default', middleware: [] },
  refundPolicy: { path: '/politicas/politicas-reembolso', layout: 'default', middleware: [] },
  securityPolicy: { path: '/politicas/politicas-seguridad', layout: 'default', middleware: [] },
  privacyPolicy: { path: '/politicas/politicas-privacidad', layout: 'default', middleware: [] },
  installationPolicy: {
    path: '/politicas/politicas-instalacion',
    layout: 'default',
    middleware: [],
  },
  returnsPolicy: { path: '/politicas/politicas-devoluciones', layout: 'default', middleware: [] },
  /** Beyond the spec's table: the banks' cashback promotions (the home teaser and the footer link here). */
  cashback: { path: '/cashback', layout: 'default', middleware: [] },
  /** Beyond the spec's table: 2–4 products of one kind side by side (`?ids=…`). */
  compare: { path: '/comparar', layout: 'default', middleware: [] },
  category: { path: '/$', layout: 'products', middleware: [] },
} as const satisfies Record<string, RouteDefinition>;

/** The name of a route of the table. */
export type RouteName = keyof typeof ROUTES;

/** The parameters a path pattern takes: `{ slug }` for `…/$slug`, `{ _splat }` for `/$`. */
export type RouteParams<Path extends string> = Path extends `${string}/$`
  ? { readonly _splat: string }
  : Path extends `${string}/$${infer Param}`
    ? { readonly [Key in Param]: string }
    : never;

/**
 * The URL of a route of the table, its parameter percent-encoded (the catch-all's segments one by
 * one, keeping its slashes): `buildPath('product', { slug: 'mini-split-12000' })` →
 * `"/producto/mini-split-12000"`.
 */
export function buildPath<Name extends RouteName>(
  name: Name,
  ...params: RouteParams<(typeof ROUTES)[Name]['path']> extends never
    ? []
    : [RouteParams<(typeof ROUTES)[Name]['path']>]
): string {
  const pattern: string = ROUTES[name].path;
  const [values] = params;
  if (values === undefined) return pattern;
  const [value] = Object.values<string>(values);
  const encoded = (value ?? '')
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
  return pattern.replace(/\$\w*$/, encoded);
}

/** The URL of a category page, served by the catch-all: `categoryHref(194)` → `/aires-acondicionados/mini-split`. */
export function categoryHref(id: CategoryId): string {
  return buildPath('category', { _splat: categoryPath(id) });
}
