import { ERROR_TOAST_TITLE } from '@vitrina/core';
import type { ToastQueue } from '@vitrina/ui/toast';
import { useSyncExternalStore } from 'react';
import type { Session } from '../../lib/session';
import { wishlistCopy } from './wishlist-copy';
import { wishlistStore, type WishlistState } from './wishlist-store';

/** The tab's wishlist (the server renders a guest's empty list). */
export function useWishlist(): WishlistState {
  return useSyncExternalStore(
    wishlistStore.subscribe,
    wishlistStore.snapshot,
    wishlistStore.serverSnapshot,
  );
}

/**
 * Keeps the wishlist on the session's side, from now on: a guest's list, or a customer's loaded
 * from their account, a guest's merged into it at sign-in. Started once per page by whoever
 * shows its toasts (the app, or a catalogue page's cart); the answer stops it.
 */
export function followWishlistSession(session: Session, toasts: ToastQueue): () => void {
  const follow = () =>
    wishlistStore.follow(session.snapshot().token, () =>
      toasts.add({ status: 'error', title: ERROR_TOAST_TITLE, message: wishlistCopy.saveFailed }),
    );
  follow();
  return session.subscribe(follow);
}
