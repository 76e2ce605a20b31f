import type { QueryClient } from '@tanstack/react-query';
import { messages } from '../copy/messages';
import type { StoreLoader } from '../lib/api';
import type { Session } from '../lib/session';
import type { AppRouter } from '../router';
import { onStorageFallback, sessionStore } from '../lib/storage';
import { createBuildPoller } from './build-poller';
import { trackPageView } from '../lib/data-layer';
import { resumeTagManager } from './tag-manager-start';
import { fatalError } from './fatal-error';
import { installGlobalErrorHandlers } from './global-errors';
import { watchSessionExpiry } from './session-expiry';
import type { ToastQueue } from '@vitrina/ui/toast';
import { startIntentPreloading } from './intent-preload';
import { checkStoredToken } from './token-check';

async function fetchLatestBuild(): Promise<unknown> {
  const response = await fetch('/builds/latest.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
  return response.json();
}

/** Starts everything the shop does around the pages, once, in the browser. */
export function startMachinery({
  router,
  toasts,
  queryClient,
  session,
  store,
}: {
  router: AppRouter;
  toasts: ToastQueue;
  queryClient: QueryClient;
  session: Session;
  store: StoreLoader;
}): void {
  installGlobalErrorHandlers({
    showErrorPage: fatalError.report,
    storage: sessionStore,
    userAgent: navigator.userAgent,
    reload: () => window.location.reload(),
  });
  onStorageFallback(() => toasts.add({ status: 'info', message: messages.storageFull }));
  // R11 / spec §8: an expired session signs in again and comes back, where the page needs an
  // account; elsewhere (home, a product, the cart) the shopper is simply signed out, quietly.
  const needsAccount = (): boolean =>
    router.state.matches.some((match) => match.routeId.startsWith('/_user/perfil-usuario'));
  const goToSignIn = (): void => {
    if (!needsAccount()) return;
    void router.navigate({
      to: '/auth/iniciar-sesion',
      search: { volver: router.state.location.href, aviso: 'sesion-expirada' },
    });
  };
  watchSessionExpiry({ queryClient, session, onExpired: goToSignIn });
  checkStoredToken({ store, session, goToSignIn });

  // Page views: the first load and every route change after it (spec §2).
  let lastTracked = '';
  const trackCurrentPage = (): void => {
    if (window.location.href === lastTracked) return;
    lastTracked = window.location.href;
    trackPageView(window.location.href, document.title);
  };
  router.subscribe('onRendered', trackCurrentPage);
  trackCurrentPage();
  // Leaving `/checkout` in the app, ordering or not, loads the container it held back (J5).
  router.subscribe('onRendered', resumeTagManager);

  // New build: the next route change after a new id appears is a full page load (spec §2).
  const poller = createBuildPoller({ currentId: __BUILD_ID__, fetchLatest: fetchLatestBuild });
  poller.start();
  void poller.check();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void poller.check();
  });
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (pathChanged && poller.hasNewBuild()) window.location.assign(toLocation.href);
  });

  startIntentPreloading(router);
}
