import './lib/zod-jitless';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startMachinery } from './app/machinery';
import { startTab } from './app/tab-start';
import { startTagManager } from './app/tag-manager-start';
import { followWishlistSession } from './features/wishlist/use-wishlist';
import { replayHeldTaps } from './lib/early-taps';
import { HydrationRoot } from './lib/island';
import { isPrerendering, whenShown } from './lib/prerender';
import { browserShopSearch } from './lib/shop-search';
import { createAppRouter } from './router';
import './styles.css';

// The app: the cart, the checkout, sign-in and the account (decision 022), and every page the
// shopper moves to from there, rendered in the browser.

const { queryClient, session, toasts, store } = startTab();
// Prerendered on the shopper's intent (decision 022): shown, the page reads the identity and the
// private data again, which the shopper may have changed since on the page they came from.
if (isPrerendering())
  whenShown(() => {
    session.reread();
    void queryClient.invalidateQueries();
  });
const router = createAppRouter(
  {
    queryClient,
    session,
    toasts,
    store,
    // The address the shopper sees: the public one, or the server's own when run locally.
    siteUrl: window.location.origin,
    search: browserShopSearch,
    sanitizeHtml: async (html) => (await import('./lib/sanitize-html.client')).sanitizeHtml(html),
  },
  { onSettings: ({ gtmId }) => startTagManager(gtmId) },
);

/** Gives the main thread back to the browser (a tap, a paint) before the next step of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up runs as separate tasks, so a phone answers a tap between them (issue 26).
await nextTask();
startMachinery({ router, toasts, queryClient, session, store });
followWishlistSession(session, toasts);
await nextTask();

// Hydrating as a transition lets React yield to the browser between slices of work instead of
// holding the main thread for the whole page (issue 26: the blocking time a phone feels).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydrationRoot onHydrated={() => replayHeldTaps(document.documentElement)}>
        <RouterClient router={router} />
      </HydrationRoot>
    </StrictMode>,
    {
      // React recovered (it rendered that part again in the browser): logged, but not the
      // uncaught error that ends the page, since an extension or a translator editing the page
      // before hydration does the same.
      onRecoverableError: (error) => console.error(error),
    },
  );
});
