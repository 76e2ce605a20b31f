import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from './session';
import { createSafeStorage } from './storage';

function setup() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  const local = createSafeStorage(() => window.localStorage);
  const session = createSafeStorage(() => window.sessionStorage);
  const queryClient = new QueryClient();
  return { local, session, queryClient, subject: createSession({ local, session, queryClient }) };
}

describe('session', () => {
  it('restores the token from localStorage and the cart_key from sessionStorage at start-up', () => {
    window.localStorage.setItem('token', 'jwt-1');
    window.sessionStorage.setItem('cart_key', 'k-1');
    const local = createSafeStorage(() => window.localStorage);
    const session = createSafeStorage(() => window.sessionStorage);
    const subject = createSession({ local, session, queryClient: new QueryClient() });
    expect(subject.isLoggedIn()).toBe(true);
    expect(subject.snapshot()).toEqual({ token: 'jwt-1', cartKey: 'k-1' });
  });

  it('reads a stored cart_key that is no guest key (edited, or an older shop’s) as none', () => {
    for (const stored of ['Qx7-PLAIN_base64url_KEY_0123456', '12345', 'a b']) {
      window.sessionStorage.setItem('cart_key', stored);
      const session = createSafeStorage(() => window.sessionStorage);
      const local = createSafeStorage(() => window.localStorage);
      const subject = createSession({ local, session, queryClient: new QueryClient() });
      expect(subject.snapshot().cartKey).toBeNull();
    }
  });

  it('a stored token is unchecked until the startup check confirms it; a fresh sign-in is confirmed', () => {
    window.localStorage.setItem('token', 'jwt-stored');
    const local = createSafeStorage(() => window.localStorage);
    const session = createSafeStorage(() => window.sessionStorage);
    const subject = createSession({ local, session, queryClient: new QueryClient() });
    const listener = vi.fn();
    subject.subscribe(listener);
    expect(subject.tokenStatus()).toBe('unchecked');
    subject.confirmToken();
    expect(subject.tokenStatus()).toBe('confirmed');
    expect(listener).toHaveBeenCalledTimes(1);
    subject.signOut();
    expect(subject.tokenStatus()).toBe('none');
    subject.confirmToken();
    expect(subject.tokenStatus()).toBe('none');
    subject.signIn('jwt-new');
    expect(subject.tokenStatus()).toBe('confirmed');
  });

  it('B6: logout empties token, order_id, order_key and the customer and cart cache', () => {
    const { subject, queryClient } = setup();
    subject.signIn('jwt-1');
    window.localStorage.setItem('order_id', '1001');
    window.localStorage.setItem('order_key', 'wc_order_x');
    queryClient.setQueryData(['customer', 7], { id: 7 });
    queryClient.setQueryData(['cart', { token: 'jwt-1' }], { items: [] });
    queryClient.setQueryData(['products', 1], { id: 1 });
    const listener = vi.fn();
    subject.subscribe(listener);

    subject.signOut();

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('order_id')).toBeNull();
    expect(window.localStorage.getItem('order_key')).toBeNull();
    expect(queryClient.getQueryData(['customer', 7])).toBeUndefined();
    expect(queryClient.getQueryData(['cart', { token: 'jwt-1' }])).toBeUndefined();
    expect(queryClient.getQueryData(['products', 1])).toEqual({ id: 1 });
    expect(subject.isLoggedIn()).toBe(false);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('signing in drops the guest cart cache so the next read is the merged cart', () => {
    const { subject, queryClient } = setup();
    queryClient.setQueryData(['cart', { cartKey: 'k-1' }], { items: [] });
    subject.signIn('jwt-2');
    expect(window.localStorage.getItem('token')).toBe('jwt-2');
    expect(queryClient.getQueryData(['cart', { cartKey: 'k-1' }])).toBeUndefined();
  });
});
