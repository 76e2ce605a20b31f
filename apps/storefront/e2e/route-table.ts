import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';

export type Layout = 'default' | 'checkout' | 'products' | 'services' | 'user';

/** One row of the spec's route table (§2) as SEAM.md says the shop renders it. */
export interface RouteCase {
  path: string;
  layout: Layout;
  /** The exact `<h1>`; for a record's page, the record's name as the store holds it. */
  heading: string;
  /** Rendered on the server (public pages); the rest fill in on the client. */
  ssr: boolean;
}

/** Every fixed path of the spec with its layout and `<h1>`. */
export const FIXED_ROUTES: RouteCase[] = [
  {
    path: '/',
    layout: 'default',
    heading: 'Electrodomésticos y servicios para tu hogar',
    ssr: true,
  },
  { path: '/Factura', layout: 'default', heading: 'Factura', ssr: false },
  { path: '/ofertas', layout: 'products', heading: 'Ofertas', ssr: true },
  { path: '/contacto', layout: 'default', heading: 'Contacto', ssr: true },
  { path: '/resultados', layout: 'default', heading: 'Resultados de búsqueda', ssr: true },
  { path: '/calculadora', layout: 'default', heading: 'Calculadora de BTU', ssr: true },
  { path: '/financiamiento', layout: 'default', heading: 'Financiamiento', ssr: true },
  { path: '/sobre-nosotros', layout: 'default', heading: 'Sobre nosotros', ssr: true },
  { path: '/auth/completado', layout: 'user', heading: 'Contraseña restablecida', ssr: false },
  { path: '/carrito-compras', layout: 'default', heading: 'Carrito de compras', ssr: false },
  { path: '/servicios', layout: 'default', heading: 'Servicios', ssr: true },
  { path: '/comparar', layout: 'default', heading: 'Comparar productos', ssr: true },
  { path: '/auth/registrarme', layout: 'user', heading: 'Crear cuenta', ssr: false },
  { path: '/auth/iniciar-sesion', layout: 'user', heading: 'Iniciar sesión', ssr: false },
  {
    path: '/auth/cambiar-contrasena',
    layout: 'default',
    heading: 'Cambiar contraseña',
    ssr: false,
  },
  {
    path: '/auth/recuperar-contrasena',
    layout: 'default',
    heading: 'Recuperar contraseña',
    ssr: false,
  },
  {
    path: '/auth/contrasena-actualizada',
    layout: 'default',
    heading: 'Contraseña actualizada',
    ssr: false,
  },
  {
    path: '/verificar-correo',
    layout: 'default',
    heading: 'Verificar correo electrónico',
    ssr: true,
  },
  { path: '/pedido-confirmado', layout: 'default', heading: 'Pedido confirmado', ssr: false },
  {
    path: '/politicas/politicas-garantia',
    layout: 'default',
    heading: 'Política de garantía',
    ssr: true,
  },
  {
    path: '/politicas/politicas-reembolso',
    layout: 'default',
    heading: 'Política de reembolso',
    ssr: true,
  },
  {
    path: '/politicas/politicas-seguridad',
    layout: 'default',
    heading: 'Política de seguridad',
    ssr: true,
  },
  {
    path: '/politicas/politicas-privacidad',
    layout: 'default',
    heading: 'Política de privacidad',
    ssr: true,
  },
  {
    path: '/politicas/politicas-instalacion',
    layout: 'default',
    heading: 'Política de instalación',
    ssr: true,
  },
  {
    path: '/politicas/politicas-devoluciones',
    layout: 'default',
    heading: 'Política de devoluciones',
    ssr: true,
  },
];

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
      return { path: `/marcas/${brand.slug}`, layout: 'products', heading: brand.name, ssr: true };
    }
    case 'product': {
      const product = await first(request, '/wp-json/wc/v3/products?per_page=1&category=211');
      return {
        path: `/producto/${product.slug}`,
        layout: 'default',
        heading: product.name,
        ssr: true,
      };
    }
    case 'service': {
      const service = await first(request, '/wp-json/wc/v3/products?per_page=1&category=200');
      return {
        path: `/servicios/${service.slug}`,
        layout: 'services',
        heading: service.name,
        ssr: true,
      };
    }
    case 'category': {
      const parent = await category(request, 193);
      return { path: `/${parent.slug}`, layout: 'products', heading: parent.name, ssr: true };
    }
    case 'subcategory': {
      const miniSplit = await category(request, 194);
      const parent = await category(request, miniSplit.parent);
      return {
        path: `/${parent.slug}/${miniSplit.slug}`,
        layout: 'products',
        heading: miniSplit.name,
        ssr: true,
      };
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
