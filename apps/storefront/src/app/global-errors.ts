import { isChunkLoadError, reloadOnce } from './chunk-reload';
import { isCrawler } from './crawler';
import type { SafeStorage } from '../lib/storage';

// The sessionStorage key prefix TanStack Router's lazy route components use for their reload.
const ROUTER_RELOAD_KEY_PREFIX = 'tanstack_router_reload:';

type Deps = {
  /** Replaces the page with the error page (spec §8). */
  showErrorPage: () => void;
  storage: SafeStorage;
  userAgent: string;
  reload: () => void;
};

/**
 * What happens to an error nobody caught. Chunk failures reload once (R15); anything else is
 * logged and, for people, shows the error page; a crawler keeps the page it has (spec §8).
 */
export function handleUncaughtError(error: unknown, deps: Deps): void {
  if (isChunkLoadError(error) && reloadOnce({ storage: deps.storage, reload: deps.reload })) return;
  console.error(error);
  if (isCrawler(deps.userAgent)) return;
  deps.showErrorPage();
}

/** Installs the window listeners; returns the uninstall. */
export function installGlobalErrorHandlers(deps: Deps): () => void {
  const onError = (event: ErrorEvent): void => {
    // Errors of third-party scripts (the tag manager, R18) arrive as cross-origin "Script error."
    // without a file: not ours to show.
    if (!event.filename.startsWith(window.location.origin)) return;
    handleUncaughtError(event.error ?? new Error(event.message), deps);
  };
  const onRejection = (event: PromiseRejectionEvent): void =>
    handleUncaughtError(event.reason, deps);
  const onPreloadError = (event: Event & { payload?: unknown }): void => {
    // Every failed dynamic import passes here, the background preload of a link pointed at as
    // much as a navigation; only a chunk someone waits for reloads, through its caller (the
    // route's error page, or an unhandled rejection above), so a page is never reloaded under a
    // shopper who only pointed at a link. TanStack Router would reload by itself once per failing module,
    // ignoring any time window; the 10 s guard must be the only rule (R15), so its marker is set
    // before the error reaches it.
    if (event.payload instanceof Error) {
      deps.storage.set(`${ROUTER_RELOAD_KEY_PREFIX}${event.payload.message}`, '1');
    }
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
