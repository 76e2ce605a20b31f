import { describe, expect, it } from 'vitest';
import { routeIdOfFile, toRouterManifest, type ViteManifest } from './assets-manifest';

const vite: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client.js',
    isEntry: true,
    imports: ['_shell.js'],
    css: ['assets/app.css'],
  },
  'src/entry-islands.tsx': { file: 'assets/entry-islands.js', isEntry: true },
  '_shell.js': { file: 'assets/shell.js' },
  '../../packages/api-client/src/index.ts': {
    file: 'assets/store-client.js',
    imports: ['_schemas.js'],
  },
  '_schemas.js': { file: 'assets/schemas.js' },
  'src/routes/_default/carrito-compras.tsx?tsr-split=component': {
    file: 'assets/cart-route.js',
    imports: ['_shell.js', '_cart-page.js'],
  },
  'src/routes/_default/carrito-compras.tsx?tsr-split=errorComponent': {
    file: 'assets/cart-error.js',
  },
  '_cart-page.js': { file: 'assets/cart-page.js' },
};

describe('the app page manifest (issue 36: the cart draws its lines without waiting)', () => {
  it('names route files as the router does', () => {
    expect(routeIdOfFile('_default/carrito-compras')).toBe('/_default/carrito-compras');
    expect(routeIdOfFile('_default/route')).toBe('/_default');
    expect(routeIdOfFile('_default/servicios/index')).toBe('/_default/servicios/');
    expect(routeIdOfFile('_products/$')).toBe('/_products/$');
  });

  it('preloads the store client with the app, and a route page’s code with its route', () => {
    const { routes } = toRouterManifest(vite, 'app');
    expect(routes['__root__']?.preloads).toEqual([
      '/assets/shell.js',
      '/assets/store-client.js',
      '/assets/schemas.js',
    ]);
    expect(routes['/_default/carrito-compras']?.preloads).toEqual([
      '/assets/cart-route.js',
      '/assets/cart-page.js',
    ]);
  });

  it('preloads neither on a page with islands', () => {
    const { routes } = toRouterManifest(vite, 'islands');
    expect(Object.keys(routes)).toEqual(['__root__']);
    expect(routes['__root__']?.preloads).toEqual([]);
  });
});
