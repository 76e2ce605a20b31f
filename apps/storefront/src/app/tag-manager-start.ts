import { whenShown } from '../lib/prerender';

// Kept apart from the app's machinery (which imports the router) so a route can resume the
// tag manager without an import cycle.

/** The container the server configured, kept for the page after `/checkout` (see {@link resumeTagManager}). */
let configuredContainer: string | undefined;

const onCheckout = (): boolean => window.location.pathname.startsWith('/checkout');

/**
 * Loads the tag manager when the server configured a container (`GTM_ID`), except on checkout. Analytics stays out
 * of the first load: its code is fetched once the page has loaded (R18).
 */
export function startTagManager(containerId: string | undefined): void {
  configuredContainer = containerId;
  // No third-party script on checkout pages (J5); its GA4 events wait in the dataLayer.
  if (containerId === undefined || onCheckout()) return;
  const load = (): void => {
    void import('./tag-manager').then(({ loadTagManager }) => loadTagManager(containerId));
  };
  // A prerendered page (decision 022) sends nothing to a third party before it is shown.
  whenShown(() => {
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
  });
}

/**
 * A page reached from `/checkout` without a new page load, the confirmation or any other the
 * shopper left for: the container held back there loads now, and sends what the checkout queued.
 * Loading twice is a no-op.
 */
export function resumeTagManager(): void {
  if (configuredContainer === undefined || onCheckout()) return;
  startTagManager(configuredContainer);
}
