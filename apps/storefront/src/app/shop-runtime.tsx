import { QueryClientProvider } from '@tanstack/react-query';
import { ToastRegion } from '@vitrina/ui/toast';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { messages } from '../copy/messages';
import { CartProvider } from '../features/cart/cart-context';
import { CartHost } from '../features/cart/cart-host';
import { followWishlistSession } from '../features/wishlist/use-wishlist';
import { localStore, onStorageFallback, sessionStore } from '../lib/storage';
import { cartTracking } from './cart-tracking';
import { watchSessionExpiry } from './session-expiry';
import { startTab } from './tab-start';
import { checkStoredToken } from './token-check';

/**
 * What a catalogue page loads the first time an island needs the shopper's cart or account
 * (decision 022): a query client, the cart with its mini-cart and toasts in a root of their own,
 * the stored token's check and the wishlist of the account. Never the router: following a link
 * from here loads the next page from the server.
 */
export function startShopRuntime(): void {
  const { queryClient, session, toasts, store } = startTab();
  onStorageFallback(() => toasts.add({ status: 'info', message: messages.storageFull }));
  // A catalogue page needs no account: a token found dead is forgotten quietly (R11, spec §8).
  const quietly = () => undefined;
  watchSessionExpiry({ queryClient, session, onExpired: quietly });
  checkStoredToken({ store, session, goToSignIn: quietly });
  followWishlistSession(session, toasts);

  const host = document.createElement('div');
  document.body.append(host);
  startTransition(() => {
    createRoot(host).render(
      <QueryClientProvider client={queryClient}>
        <CartProvider
          store={store}
          session={session}
          toasts={toasts}
          local={localStore}
          tab={sessionStore}
          events={cartTracking}
        >
          <CartHost />
        </CartProvider>
        <ToastRegion queue={toasts} />
      </QueryClientProvider>,
    );
  });
}
