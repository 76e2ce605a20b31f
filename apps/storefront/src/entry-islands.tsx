import './lib/zod-jitless';
import { isChunkLoadError, reloadOnce } from './app/chunk-reload';
import { installGlobalErrorHandlers } from './app/global-errors';
import { startIslands } from './app/islands/hydrate-islands';
import { trackPageView } from './lib/data-layer';
import { GTM_ID_PATTERN } from './app/gtm-id';
import { startTagManager } from './app/tag-manager-start';
import { startCartWith } from './features/cart/shop-cart';
import { sessionStore } from './lib/storage';

// A catalogue or content page (decision 022): the server's HTML, in which only the islands
// hydrate, each when it is needed. No router, no query client, no app: the page's cart and the
// shopper's account are started the first time an island needs them.

startCartWith(() => {
  import('./app/shop-runtime').then(
    ({ startShopRuntime }) => startShopRuntime(),
    (error: unknown) => {
      // A release replaced the cart's code: the page loads again once, with the new one (R15).
      console.error(error);
      if (isChunkLoadError(error))
        reloadOnce({ storage: sessionStore, reload: () => window.location.reload() });
    },
  );
});
// Spec §8: an error nobody caught shows the error page (a crawler's is only logged).
installGlobalErrorHandlers({
  showErrorPage: () => {
    void import('./app/islands/page-error').then(({ showPageError }) => showPageError());
  },
  storage: sessionStore,
  userAgent: navigator.userAgent,
  reload: () => window.location.reload(),
});
startIslands();
// Spec §2: every page a shopper opens is a page view; here every page is a page load.
trackPageView(window.location.href, document.title);
const container = document.querySelector<HTMLMetaElement>('meta[name="tag-manager"]')?.content;
startTagManager(container !== undefined && GTM_ID_PATTERN.test(container) ? container : undefined);
