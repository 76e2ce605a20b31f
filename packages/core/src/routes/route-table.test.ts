import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMES, ROUTES, buildPath, categoryHref } from './route-table.js';

describe('route table of spec §2', () => {
  it('has every path of the spec exactly once', () => {
    const paths = Object.values(ROUTES).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/Factura',
        '/ofertas',
        '/checkout',
        '/contacto',
        '/resultados',
        '/calculadora',
        '/marcas/$slug',
        '/financiamiento',
        '/perfil-usuario',
        '/sobre-nosotros',
        '/auth/completado',
        '/carrito-compras',
        '/producto/$slug',
        '/servicios',
        '/servicios/$slug',
        '/auth/registrarme',
        '/auth/iniciar-sesion',
        '/auth/cambiar-contrasena',
        '/auth/recuperar-contrasena',
        '/auth/contrasena-actualizada',
        '/verificar-correo',
        '/pedido-confirmado',
        '/politicas/politicas-garantia',
        '/politicas/politicas-reembolso',
        '/politicas/politicas-seguridad',
        '/politicas/politicas-privacidad',
        '/politicas/politicas-instalacion',
        '/politicas/politicas-devoluciones',
        '/$',
        // Beyond the spec's table: the comparison of issue 13, a profile's order and cashback.
        '/comparar',
        '/perfil-usuario/pedidos/$id',
        '/cashback',
        // and a guest's order tracking (#29).
        '/rastrear-pedido',
        // and the link that confirms a back-in-stock alert (#29).
        '/avisos/confirmar',
        // and the «¿Eres tú?» link of an account under attack (#34).
        '/auth/eres-tu',
      ]),
    );
    expect(paths).toHaveLength(37);
  });

  it('gives the layouts and middleware the spec notes', () => {
    expect(ROUTES.checkout).toEqual({
      path: '/checkout',
      layout: 'checkout',
      middleware: ['checkout'],
    });
    expect(ROUTES.profile).toEqual({
      path: '/perfil-usuario',
      layout: 'user',
      middleware: ['check-login'],
    });
    const byLayout = (layout: string): string[] =>
      Object.entries(ROUTES)
        .filter(([, route]) => route.layout === layout)
        .map(([name]) => name);
    expect(byLayout('products')).toEqual(['offers', 'brand', 'category']);
    expect(byLayout('services')).toEqual(['service']);
    expect(byLayout('user')).toEqual([
      'profile',
      'profileOrder',
      'passwordResetCompleted',
      'signUp',
      'signIn',
    ]);
    expect(LAYOUT_NAMES).toEqual(['default', 'checkout', 'products', 'services', 'user']);
  });
});

describe('buildPath', () => {
  it('fills parameters, percent-encoded', () => {
    expect(buildPath('home')).toBe('/');
    expect(buildPath('product', { slug: 'mini-split-12000' })).toBe('/producto/mini-split-12000');
    expect(buildPath('brand', { slug: 'ñandú & co' })).toBe('/marcas/%C3%B1and%C3%BA%20%26%20co');
    expect(buildPath('category', { _splat: 'aires-acondicionados/mini-split' })).toBe(
      '/aires-acondicionados/mini-split',
    );
  });

  it('builds category URLs for the catch-all', () => {
    expect(categoryHref(194)).toBe('/aires-acondicionados/mini-split');
    expect(categoryHref(338)).toBe('/estufas');
  });

  it('types parameters by route', () => {
    // @ts-expect-error the product page needs its slug
    expect(buildPath('product')).toBe('/producto/$slug');
    // @ts-expect-error the cart takes no parameters
    expect(buildPath('cart', { slug: 'x' })).toBe('/carrito-compras');
  });
});
