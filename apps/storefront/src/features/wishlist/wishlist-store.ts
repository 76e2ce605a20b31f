import {
  LOCAL_STORAGE_KEYS,
  readStoredWishlist,
  removeFromWishlist,
  storedWishlist,
  toggleInWishlist,
  type Wishlist,
} from '@vitrina/core';
import { localStore } from '../../lib/storage';

// The list the hearts and the header show, kept once per tab. Free of zod and of the shop API:
// every page's first load runs it. A guest's list is `localStorage`'s; a customer's is their
// account's (`/api/cuenta/deseos`), whose code loads only once someone is signed in.

/** Whose list is shown, and whether a customer's has arrived from their account yet. */
export type WishlistState = {
  readonly list: Wishlist;
  readonly owner: 'guest' | 'customer';
  /** False while a customer's list is on its way: the hearts wait for it. */
  readonly ready: boolean;
};

const SERVER_STATE: WishlistState = { list: [], owner: 'guest', ready: true };
const listeners = new Set<() => void>();
let state: WishlistState | undefined;
let token: string | null = null;
let onSaveFailed: () => void = () => undefined;
/** Customer writes, one after the other, each sending the list as it is when it leaves. */
let writes: Promise<void> = Promise.resolve();

const guestList = (): Wishlist => readStoredWishlist(localStore.get(LOCAL_STORAGE_KEYS.wishlist));

/** A guest's list; an empty one is the server's own state, so hydrating re-renders nothing. */
function guestState(): WishlistState {
  const list = guestList();
  return list.length === 0 ? SERVER_STATE : { list, owner: 'guest', ready: true };
}

function current(): WishlistState {
  state ??= guestState();
  return state;
}

function set(next: WishlistState): void {
  state = next;
  for (const listener of listeners) listener();
}

const loadAccountSync = () => import('./wishlist-account');

/** Another tab changed a guest's list. */
function onStorage(event: StorageEvent): void {
  if (event.key === LOCAL_STORAGE_KEYS.wishlist && current().owner === 'guest') {
    set(guestState());
  }
}

/** The tab's wishlist, for `useSyncExternalStore` and the actions of hearts and the list page. */
export const wishlistStore = {
  subscribe: (listener: () => void): (() => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  snapshot: current,
  serverSnapshot: (): WishlistState => SERVER_STATE,

  /**
   * Follows the session: signed out, the guest's list; signed in, the account's, into which a
   * guest's list is merged first (spec §4, like the cart) and then forgotten on this browser.
   */
  follow: (nextToken: string | null, saveFailed: () => void): void => {
    onSaveFailed = saveFailed;
    if (nextToken === token && state !== undefined) return;
    token = nextToken;
    if (nextToken === null) {
      set(guestState());
      return;
    }
    set({ list: [], owner: 'customer', ready: false });
    void loadAccountSync()
      .then(({ joinAccountList }) => joinAccountList(nextToken, guestList()))
      .then((list) => {
        localStore.remove(LOCAL_STORAGE_KEYS.wishlist);
        if (token === nextToken) set({ list, owner: 'customer', ready: true });
      })
      .catch((error: unknown) => {
        // A dead token or the shop out of reach: the guest's list stays on this browser.
        console.error('No se pudo cargar la lista de deseos de la cuenta', error);
        if (token === nextToken) set({ list: [], owner: 'customer', ready: true });
      });
  },

  toggle: (productId: number): void => {
    change(toggleInWishlist(current().list, productId));
  },

  remove: (productId: number): void => {
    change(removeFromWishlist(current().list, productId));
  },
};

function change(list: Wishlist): void {
  const { owner } = current();
  set({ list, owner, ready: true });
  if (owner === 'guest') {
    localStore.set(LOCAL_STORAGE_KEYS.wishlist, storedWishlist(list));
    return;
  }
  const writer = token;
  if (writer === null) return;
  writes = writes.then(async () => {
    if (token !== writer) return;
    const { saveAccountList, readAccountList } = await loadAccountSync();
    try {
      await saveAccountList(writer, current().list);
    } catch (error) {
      console.error('No se pudo guardar la lista de deseos', error);
      onSaveFailed();
      // What the account really holds, so the hearts tell the truth.
      const kept = await readAccountList(writer).catch(() => undefined);
      if (kept !== undefined && token === writer) set({ list: kept, owner, ready: true });
    }
  });
}
