import { QueryClient } from '@tanstack/react-query';
import { StoreApiError } from '@vitrina/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../lib/session';
import { createSafeStorage } from '../lib/storage';
import { watchSessionExpiry } from './session-expiry';

function expiredTokenError() {
  return new StoreApiError({
    request: { method: 'GET', path: 'wp-json/cocart/v2/cart' },
    status: 403,
    message: 'Expired token',
    code: 'jwt_auth_invalid_token',
    data: { status: 403 },
    retryAfter: undefined,
  });
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const local = createSafeStorage(() => undefined);
  const session = createSession({
    local,
    session: createSafeStorage(() => undefined),
    queryClient,
  });
  const onExpired = vi.fn();
  watchSessionExpiry({ queryClient, session, onExpired });
  return { queryClient, session, onExpired, local };
}

describe('watchSessionExpiry', () => {
  it('R11: a 403 jwt_auth_invalid_token signs out once and sends the shopper to sign in', async () => {
    const { queryClient, session, onExpired, local } = setup();
    session.signIn('old-jwt');
    await queryClient
      .fetchQuery({
        queryKey: ['cart', 'customer'],
        queryFn: () => Promise.reject(expiredTokenError()),
      })
      .catch(() => undefined);
    await queryClient
      .fetchQuery({ queryKey: ['customer', 7], queryFn: () => Promise.reject(expiredTokenError()) })
      .catch(() => undefined);
    expect(session.isLoggedIn()).toBe(false);
    expect(local.get('token')).toBeNull();
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('other failures leave the session alone', async () => {
    const { queryClient, session, onExpired } = setup();
    session.signIn('jwt');
    await queryClient
      .fetchQuery({
        queryKey: ['cart', 'customer'],
        queryFn: () => Promise.reject(new Error('offline')),
      })
      .catch(() => undefined);
    expect(session.isLoggedIn()).toBe(true);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
