import { QueryClient } from '@tanstack/react-query';
import type { StoreClient } from '@vitrina/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../lib/session';
import { createSafeStorage } from '../../lib/storage';
import { signOut } from './sign-out';

function setup(logout: () => Promise<unknown>) {
  const queryClient = new QueryClient();
  const local = createSafeStorage(() => undefined);
  const session = createSession({
    local,
    session: createSafeStorage(() => undefined),
    queryClient,
  });
  session.signIn('jwt-1');
  const client = { account: { logout: vi.fn(logout) } };
  const store = () => Promise.resolve(client as unknown as StoreClient);
  return { session, store, client, local };
}

describe('signOut', () => {
  it('B6: asks the store to revoke the token, then forgets it', async () => {
    const { session, store, client, local } = setup(() => Promise.resolve({ message: 'ok' }));
    await signOut({ store, session });
    expect(client.account.logout).toHaveBeenCalledOnce();
    expect(local.get('token')).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('B6: an unreachable store still signs the shopper out locally', async () => {
    const { session, store } = setup(() => Promise.reject(new Error('offline')));
    await signOut({ store, session });
    expect(session.isLoggedIn()).toBe(false);
  });
});
