import { pushToDataLayer } from '../lib/data-layer';
import { releaseHeld } from './held-analytics';

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Loads the tag-manager container once, with the checkout's events this tab still holds: the
 * first page with the container after `/checkout` sends them, the confirmation or any other the
 * shopper went to instead of ordering (J5). The script copies the nonce of the page's own scripts so
 * the CSP only needs the host; a blocked or failing script has no visible effect (R18).
 */
export function loadTagManager(containerId: string): void {
  releaseHeld();
  if (document.getElementById('tag-manager')) return;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'tag-manager';
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}
