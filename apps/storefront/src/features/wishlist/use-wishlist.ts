import { useRouteContext } from '@tanstack/react-router';
import { ERROR_TOAST_TITLE } from '@vitrina/core';
import { useEffect, useSyncExternalStore } from 'react';
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
 * Keeps the wishlist on the session's side: mounted once (the header), it shows a guest's list
 * or loads a customer's, merging a guest's into it at sign-in.
 */
export function useWishlistSession(): void {
  const { session, toasts } = useRouteContext({ from: '__root__' });
  const token = useSyncExternalStore(
    session.subscribe,
    () => session.snapshot().token,
    () => null,
  );
  useEffect(() => {
    wishlistStore.follow(token, () =>
      toasts.add({ status: 'error', title: ERROR_TOAST_TITLE, message: wishlistCopy.saveFailed }),
    );
  }, [token, toasts]);
}
