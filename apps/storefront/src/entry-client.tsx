import './lib/zod-jitless';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startMachinery } from './app/machinery';
import { startTagManager } from './app/tag-manager-start';
import { messages } from './copy/messages';
import { createToastQueue } from '@vitrina/ui/toast';
import { createBrowserStoreLoader } from './lib/api';
import { ageHydratedDataFromArrival, createQueryClient } from './lib/query-client';
import { createSession } from './lib/session';
import { browserShopSearch } from './lib/shop-search';
import { localStore, sessionStore } from './lib/storage';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
ageHydratedDataFromArrival(queryClient, performance.timeOrigin);
const session = createSession({ local: localStore, session: sessionStore, queryClient });
const toasts = createToastQueue();
const store = createBrowserStoreLoader(session, () =>
  toasts.add({ status: 'info', message: messages.cartExpired }),
);
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
await nextTask();

// Hydrating as a transition lets React yield to the browser between slices of work instead of
// holding the main thread for the whole page (issue 26: the blocking time a phone feels).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
    {
      // React recovered (it rendered that part again in the browser): logged, but not the
      // uncaught error that ends the page, since an extension or a translator editing the page
      // before hydration does the same.
      onRecoverableError: (error) => console.error(error),
    },
  );
});
