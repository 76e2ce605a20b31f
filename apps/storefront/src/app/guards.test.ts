import { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import type { StoreClient } from '@vitrina/api-client';
import { isUnknownMiddlewareError } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../lib/session';
import { createSafeStorage } from '../lib/storage';
import type { AppContext } from '../lib/app-context';
import { createToastQueue } from '@vitrina/ui/toast';
import { middleware } from './guards';

function contextWith({
  token,
  cartUnits,
}: {
  token: string | null;
  cartUnits: number;
}): AppContext {
  const queryClient = new QueryClient();
  const local = createSafeStorage(() => undefined);
  if (token) local.set('token', token);
  const cart = {
    items:
      cartUnits > 0
        ? [
            {
              item_key: 'k',
              id: 1,
              name: 'Nevera',
              quantity: { value: cartUnits },
              totals: { total: 100 },
            },
          ]
        : [],
    item_count: cartUnits,
    coupons: [],
    totals: {},
  };
  const store = { cart: { get: () => Promise.resolve(cart) } } as unknown as StoreClient;
  return {
    queryClient,
    session: createSession({ local, session: createSafeStorage(() => undefined), queryClient }),
    toasts: createToastQueue(),
    store: () => Promise.resolve(store),
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
    const context = contextWith({ token: null, cartUnits: 0 });
    const target = await redirectOf(() =>
      middleware('check-login')({ context, location: at('/perfil-usuario') }),
    );
    expect(target).toMatchObject({
      to: '/auth/iniciar-sesion',
      search: { volver: '/perfil-usuario' },
    });
  });

  it('check-login lets a signed-in customer through', async () => {
    const context = contextWith({ token: 'jwt', cartUnits: 0 });
    expect(
      await redirectOf(() =>
        middleware('check-login')({ context, location: at('/perfil-usuario') }),
      ),
    ).toBeUndefined();
  });

  it('checkout sends an empty cart to /carrito-compras', async () => {
    const context = contextWith({ token: 'jwt', cartUnits: 0 });
    const target = await redirectOf(() =>
      middleware('checkout')({ context, location: at('/checkout') }),
    );
    expect(target).toMatchObject({ to: '/carrito-compras' });
  });

  it('checkout lets a cart with items through', async () => {
    const context = contextWith({ token: 'jwt', cartUnits: 2 });
    expect(
      await redirectOf(() => middleware('checkout')({ context, location: at('/checkout') })),
    ).toBeUndefined();
  });

  it('checkout without a token or cart_key has no cart and goes to /carrito-compras', async () => {
    const context = contextWith({ token: null, cartUnits: 3 });
    const target = await redirectOf(() =>
      middleware('checkout')({ context, location: at('/checkout') }),
    );
    expect(target).toMatchObject({ to: '/carrito-compras' });
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
