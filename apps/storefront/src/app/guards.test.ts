import { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { createStoreClient } from '@vitrina/api-client';
import { isUnknownMiddlewareError } from '@vitrina/core';
import { describe, expect, inject, it } from 'vitest';
import { createSession } from '../lib/session';
import { createSafeStorage } from '../lib/storage';
import type { AppContext } from '../lib/app-context';
import { createToastQueue } from '@vitrina/ui/toast';
import { middleware } from './guards';

const embeddedStore = inject('embeddedStore');

/** A browser's context on the embedded store: signed in or not, with a guest cart or none. */
async function contextWith({
  token,
  cartUnits,
}: {
  token: string | null;
  cartUnits: number;
}): Promise<AppContext> {
  const queryClient = new QueryClient();
  const local = createSafeStorage(() => undefined);
  if (token) local.set('token', token);
  const session = createSession({
    local,
    session: createSafeStorage(() => undefined),
    queryClient,
  });
  const client = createStoreClient({
    baseUrl: embeddedStore.baseUrl,
    consumerKey: embeddedStore.consumerKey,
    consumerSecret: embeddedStore.consumerSecret,
    getToken: () => session.snapshot().token,
    getCartKey: () => session.snapshot().cartKey,
    onCartKey: (key) => session.setCartKey(key),
  });
  if (cartUnits > 0) {
    const { items } = await client.products.list({ stock_status: 'instock', per_page: 1 });
    const product = items[0];
    if (product === undefined) throw new Error('empty catalogue');
    await client.cart.addItem({ id: product.id, quantity: cartUnits });
  }
  return {
    queryClient,
    session,
    toasts: createToastQueue(),
    store: () => Promise.resolve(client),
    siteUrl: 'http://localhost:3000',
    search: () => Promise.reject(new Error('the guards never search')),
    sanitizeHtml: (html) => Promise.resolve(html),
  };
}

const at = (href: string) => ({ href, pathname: href.split('?')[0] }) as ParsedLocation;

async function redirectOf(run: () => Promise<void> | void): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options;
    throw thrown;
  }
  return undefined;
}

describe('route guards', () => {
  it('E6: check-login sends a logged-out visitor to sign in with volver', async () => {
    const context = await contextWith({ token: null, cartUnits: 0 });
    const target = await redirectOf(() =>
      middleware('check-login')({ context, location: at('/perfil-usuario') }),
    );
    expect(target).toMatchObject({
      to: '/auth/iniciar-sesion',
      search: { volver: '/perfil-usuario' },
    });
  });

  it('check-login lets a signed-in customer through', async () => {
    const context = await contextWith({ token: 'jwt', cartUnits: 0 });
    expect(
      await redirectOf(() =>
        middleware('check-login')({ context, location: at('/perfil-usuario') }),
      ),
    ).toBeUndefined();
  });

  it('checkout sends an empty cart to /carrito-compras', async () => {
    const context = await contextWith({ token: null, cartUnits: 0 });
    const target = await redirectOf(() =>
      middleware('checkout')({ context, location: at('/checkout') }),
    );
    expect(target).toMatchObject({ to: '/carrito-compras' });
  });

  it('checkout lets a guest cart with items through', async () => {
    const context = await contextWith({ token: null, cartUnits: 2 });
    expect(
      await redirectOf(() => middleware('checkout')({ context, location: at('/checkout') })),
    ).toBeUndefined();
  });

  it('spec §2: an unknown middleware name is a type error and throws', () => {
    // @ts-expect-error -- "admin-only" is not a middleware of the spec
    expect(() => middleware('admin-only')).toThrow();
    try {
      // @ts-expect-error -- same name, checking the error's kind
      middleware('admin-only');
    } catch (error) {
      expect(isUnknownMiddlewareError(error)).toBe(true);
    }
  });
});
