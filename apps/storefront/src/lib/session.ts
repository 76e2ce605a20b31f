import type { QueryClient } from '@tanstack/react-query';
import { isGuestCartKey, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@vitrina/core';
import { privateQueryRoots } from './query-keys';
import type { SafeStorage } from './storage';

export type SessionSnapshot = { token: string | null; cartKey: string | null };

/**
 * No token and no cart: what the server renders for, and the snapshot of a browser that holds
 * neither, the same object, so hydrating a page for such a visitor re-renders nothing.
 */
export const NO_IDENTITY: SessionSnapshot = Object.freeze({ token: null, cartKey: null });

/**
 * What the shop knows of the token: none stored, stored but not yet checked with the store (the
 * header shows neither «Iniciar sesión» nor «Mi cuenta» then), or confirmed (or the store could
 * not be asked: offline is not a logout, R1).
 */
export type TokenStatus = 'none' | 'unchecked' | 'confirmed';

/**
 * The shopper's identity in this browser: the JWT (localStorage, D1) for a signed-in person and
 * the guest `cart_key` (sessionStorage; in memory when storage fails, R13/R14). Changing it clears
 * the private query cache (B6).
 */
export type Session = {
  snapshot: () => SessionSnapshot;
  isLoggedIn: () => boolean;
  signIn: (token: string) => void;
  signOut: () => void;
  /**
   * Keeps the guest's cart key: the one made for the cart's first add before it leaves (at the
   * press, so a reload mid-add finds the cart, R12), or the store's replacement for a cart it
   * let go.
   */
  setCartKey: (cartKey: string) => void;
  /** The guest cart was merged into the customer's: its key is dead (D4). */
  forgetCartKey: () => void;
  subscribe: (listener: () => void) => () => void;
  /** See {@link TokenStatus}; changes are announced to `subscribe`'s listeners. */
  tokenStatus: () => TokenStatus;
  /** The startup check is over and the token stays: the shopper is shown as signed in. */
  confirmToken: () => void;
  /**
   * The private queries of `queryClient` are cleared whenever the signed-in person changes (B6):
   * the app's client, or the one an island page loads for the cart.
   */
  attachQueryClient: (queryClient: QueryClient) => void;
  /**
   * Reads the identity from storage again: a page the browser prerendered (decision 022) read it
   * before the shopper came, who may have added to a cart or signed in since.
   */
  reread: () => void;
};

export function createSession({
  local,
  session,
  queryClient,
}: {
  local: SafeStorage;
  session: SafeStorage;
  queryClient?: QueryClient;
}): Session {
  const listeners = new Set<() => void>();
  const queryClients = new Set<QueryClient>(queryClient ? [queryClient] : []);
  /** The identity storage holds now. */
  function stored(): SessionSnapshot {
    const storedCartKey = session.get(SESSION_STORAGE_KEYS.cart_key);
    const token = local.get(LOCAL_STORAGE_KEYS.token);
    // Storage is outside input: a value that is no guest key (edited, an older shop's) is none.
    const cartKey = storedCartKey !== null && isGuestCartKey(storedCartKey) ? storedCartKey : null;
    return token === null && cartKey === null ? NO_IDENTITY : { token, cartKey };
  }
  let snapshot = stored();

  let tokenStatus: TokenStatus = snapshot.token === null ? 'none' : 'unchecked';

  function update(next: Partial<SessionSnapshot>): void {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  }

  function clearPrivateQueries(): void {
    for (const client of queryClients)
      for (const queryKey of Object.values(privateQueryRoots)) client.removeQueries({ queryKey });
  }

  return {
    snapshot: () => snapshot,
    isLoggedIn: () => snapshot.token !== null,
    signIn(token) {
      local.set(LOCAL_STORAGE_KEYS.token, token);
      clearPrivateQueries();
      // A token the store has just handed over is good.
      tokenStatus = 'confirmed';
      update({ token });
    },
    signOut() {
      local.remove(LOCAL_STORAGE_KEYS.token);
      local.remove(LOCAL_STORAGE_KEYS.order_id);
      local.remove(LOCAL_STORAGE_KEYS.order_key);
      clearPrivateQueries();
      tokenStatus = 'none';
      update({ token: null });
    },
    setCartKey(cartKey) {
      if (cartKey === snapshot.cartKey) return;
      session.set(SESSION_STORAGE_KEYS.cart_key, cartKey);
      update({ cartKey });
    },
    forgetCartKey() {
      session.remove(SESSION_STORAGE_KEYS.cart_key);
      update({ cartKey: null });
    },
    tokenStatus: () => tokenStatus,
    confirmToken() {
      if (tokenStatus !== 'unchecked') return;
      tokenStatus = 'confirmed';
      listeners.forEach((listener) => listener());
    },
    attachQueryClient(client) {
      queryClients.add(client);
    },
    reread() {
      const now = stored();
      if (now.token === snapshot.token && now.cartKey === snapshot.cartKey) return;
      if (now.token !== snapshot.token) {
        clearPrivateQueries();
        tokenStatus = now.token === null ? 'none' : 'unchecked';
      }
      update(now);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
