/**
 * A page the browser prerenders on the shopper's intent (speculation rules, decision 022) runs
 * before it is shown: what must wait for the shopper (a third party's script, a fresh read of the
 * cart) waits for the page to be shown.
 */

/** Whether the browser is prerendering this page (not yet shown to the shopper). */
export function isPrerendering(): boolean {
  return (document as Document & { prerendering?: boolean }).prerendering === true;
}

/** Runs `start` now, or once the prerendered page is shown. */
export function whenShown(start: () => void): void {
  if (isPrerendering()) document.addEventListener('prerenderingchange', start, { once: true });
  else start();
}
