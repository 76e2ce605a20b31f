import type { APIRequestContext } from '@playwright/test';
import { buildPath, ROUTES, type LayoutName, type RouteName } from '@vitrina/core';
import { z } from 'zod';

/** One row of the spec's route table (§2) as SEAM.md says the shop renders it. */
export interface RouteCase {
  path: string;
  layout: LayoutName;
  /** The exact `<h1>`; for a record's page, the record's name as the store holds it. */
  heading: string;
  /** Rendered on the server (public pages); the rest fill in on the client. */
  ssr: boolean;
}

/** The routes of core's table without a parameter. */
type FixedRouteName = {
  [Name in RouteName]: (typeof ROUTES)[Name]['path'] extends `${string}$${string}` ? never : Name;
}[RouteName];

/**
 * What each fixed page shows, by its name in core's table; its path and layout come from the
 * table. The guarded pages (checkout, profile) need a cart or a session, and the invoice an order
 * its visitor owns (anything else is the 404 page); they have their own tests. Any other fixed
 * route added to the table must be added here (a type error until it is).
 */
const FIXED_PAGES: Record<
  Exclude<FixedRouteName, 'checkout' | 'profile' | 'invoice'>,
  Pick<RouteCase, 'heading' | 'ssr'>
> = {
  home: { heading: 'Electrodomésticos y servicios para tu hogar', ssr: true },
  offers: { heading: 'Ofertas', ssr: true },
  contact: { heading: 'Contacto', ssr: true },
  searchResults: { heading: 'Resultados de búsqueda', ssr: true },
  calculator: { heading: 'Calculadora de BTU', ssr: true },
  financing: { heading: 'Financiamiento', ssr: true },
  aboutUs: { heading: 'Sobre nosotros', ssr: true },
  passwordResetCompleted: { heading: 'Contraseña restablecida', ssr: false },
  cart: { heading: 'Carrito de compras', ssr: true },
  services: { heading: 'Servicios', ssr: true },
  signUp: { heading: 'Crear cuenta', ssr: false },
  signIn: { heading: 'Iniciar sesión', ssr: false },
  changePassword: { heading: 'Cambiar contraseña', ssr: false },
  recoverPassword: { heading: 'Recuperar contraseña', ssr: false },
  passwordUpdated: { heading: 'Contraseña actualizada', ssr: false },
  verifyEmail: { heading: 'Verificar correo electrónico', ssr: false },
  orderConfirmed: { heading: 'Pedido confirmado', ssr: false },
  wishlist: { heading: 'Mi lista de deseos', ssr: false },
  orderTracking: { heading: 'Rastrear mi pedido', ssr: true },
  stockAlertConfirm: { heading: 'Confirmar aviso', ssr: false },
  confirmAddress: { heading: '¿Eres tú?', ssr: false },
  warrantyPolicy: { heading: 'Política de garantía', ssr: true },
  refundPolicy: { heading: 'Política de reembolso', ssr: true },
  securityPolicy: { heading: 'Política de seguridad', ssr: true },
  privacyPolicy: { heading: 'Política de privacidad', ssr: true },
  installationPolicy: { heading: 'Política de instalación', ssr: true },
  returnsPolicy: { heading: 'Política de devoluciones', ssr: true },
  cashback: { heading: 'Cashback', ssr: true },
  compare: { heading: 'Comparar productos', ssr: true },
};

/** Every fixed path of the spec with its layout and `<h1>`. */
export const FIXED_ROUTES: RouteCase[] = Object.entries(FIXED_PAGES).map(([name, page]) => {
  const { path, layout } = ROUTES[name as keyof typeof FIXED_PAGES];
  return { path, layout, ...page };
});

const NamedSchema = z.object({ slug: z.string(), name: z.string() });
const CategorySchema = NamedSchema.extend({ parent: z.number() });

async function first(
  request: APIRequestContext,
  path: string,
): Promise<z.infer<typeof NamedSchema>> {
  const response = await request.get(path);
  if (!response.ok())
    throw new Error(`${path} answered ${String(response.status())}: ${await response.text()}`);
  const [item] = z.array(NamedSchema).parse(await response.json());
  if (item === undefined) throw new Error(`the demo store has nothing at ${path}`);
  return item;
}

async function category(
  request: APIRequestContext,
  id: number,
): Promise<z.infer<typeof CategorySchema>> {
  return CategorySchema.parse(
    await (await request.get(`/wp-json/wc/v3/products/categories/${String(id)}`)).json(),
  );
}

/** A record's page (always rendered on the server) at `path`, under its route's layout. */
function row(name: RouteName, path: string): Omit<RouteCase, 'heading'> {
  return { path, layout: ROUTES[name].layout, ssr: true };
}

export type DynamicRouteKind = 'brand' | 'product' | 'service' | 'category' | 'subcategory';

/**
 * The rows with a slug, filled from the demo store through the shop's own proxy: a brand, a
 * product, a service and a nested category (mini-split under air conditioners).
 */
export async function dynamicRoute(
  request: APIRequestContext,
  kind: DynamicRouteKind,
): Promise<RouteCase> {
  switch (kind) {
    case 'brand': {
      const brand = await first(request, '/wp-json/wc/v3/products/tags?per_page=1');
      return { ...row('brand', buildPath('brand', { slug: brand.slug })), heading: brand.name };
    }
    case 'product': {
      const product = await first(request, '/wp-json/wc/v3/products?per_page=1&category=211');
      return {
        ...row('product', buildPath('product', { slug: product.slug })),
        heading: product.name,
      };
    }
    case 'service': {
      const service = await first(request, '/wp-json/wc/v3/products?per_page=1&category=200');
      return {
        ...row('service', buildPath('service', { slug: service.slug })),
        heading: service.name,
      };
    }
    case 'category': {
      const parent = await category(request, 193);
      return {
        ...row('category', buildPath('category', { _splat: parent.slug })),
        heading: parent.name,
      };
    }
    case 'subcategory': {
      const miniSplit = await category(request, 194);
      const parent = await category(request, miniSplit.parent);
      const path = buildPath('category', { _splat: `${parent.slug}/${miniSplit.slug}` });
      return { ...row('category', path), heading: miniSplit.name };
    }
  }
}

export const DYNAMIC_ROUTE_KINDS: DynamicRouteKind[] = [
  'brand',
  'product',
  'service',
  'category',
  'subcategory',
];
