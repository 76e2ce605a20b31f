import { createBrowserStoreLoader, type StoreLoader } from './api';
import { createSession, type Session } from './session';
import { localStore, sessionStore } from './storage';

// The browser tab's own session and store client: one per page, shared by the app (cart,
// checkout, account) and by every island of a catalogue page, which read nothing from React
// context (decision 022). Created on first use, never on the server.

let session: Session | undefined;
let store: StoreLoader | undefined;
const cartExpiredListeners = new Set<() => void>();

/** The shopper's identity in this tab (token, guest cart key). */
export function tabSession(): Session {
  session ??= createSession({ local: localStore, session: sessionStore });
  return session;
}

/** The store client of this tab, loaded on first use. */
export function tabStore(): StoreLoader {
  store ??= createBrowserStoreLoader(tabSession(), () => {
    for (const listener of cartExpiredListeners) listener();
  });
  return store;
}

/**
 * The guest's cart was gone and the store made a new one (R12): whoever shows toasts in this tab
 * (the app, or the cart of a catalogue page) tells the shopper.
 */
export function onCartExpired(listener: () => void): () => void {
  cartExpiredListeners.add(listener);
  return () => cartExpiredListeners.delete(listener);
}
