/**
 * No first tap lost (issues 26 and 36). On a slow phone the page is painted a second or more
 * before its script has run; links and GET forms work by themselves then, but a button needs its
 * script. A few lines run in the page's head hold a tap on a button whose script has not arrived
 * (inside an island not yet hydrated, or anywhere in an app page before the app hydrated), mark
 * it `data-held` so the shopper sees it was taken, and hand it over once the button works
 * (`replayHeldTaps`), which carries it out once. The same lines submit a form marked
 * `data-submit-on-change` when one of its lists or boxes changes (a listing's filters and
 * sort), with or without any script of the page.
 */

import { ISLAND_TAG } from './island-markup';

/** The attribute the shell gives `<html>`: `islands` or `app` (see `app/page-kind.ts`). */
export const PAGE_KIND_ATTRIBUTE = 'data-page';
/** Set on an island (or on `<html>` in the app) once its script works. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** A form that applies itself when a list or a box in it changes. */
export const SUBMIT_ON_CHANGE_ATTRIBUTE = 'data-submit-on-change';

const QUEUE = '__vitrinaEarlyTaps';

/** The head's script (inline, with the page's nonce). */
export const EARLY_TAPS_SCRIPT = `(function(){if(window.${QUEUE})return;var q=window.${QUEUE}=[],d=document,h=d.documentElement;d.addEventListener('click',function(e){var t=e.target instanceof Element&&e.target.closest('button');if(!t)return;var s=t.closest('${ISLAND_TAG}')||(h.getAttribute('${PAGE_KIND_ATTRIBUTE}')==='app'?h:null);if(!s||s.hasAttribute('${HYDRATED_ATTRIBUTE}'))return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0){q.push(t);t.setAttribute('data-held','')}},true);d.addEventListener('change',function(e){var t=e.target,f=t&&t.form;if(f&&f.hasAttribute('${SUBMIT_ON_CHANGE_ATTRIBUTE}')&&(t.tagName==='SELECT'||t.type==='checkbox'))f.requestSubmit()})})();`;

declare global {
  interface Window {
    [QUEUE]?: Element[];
  }
}

/** The buttons tapped before their script arrived, still waiting. */
export function heldTaps(): readonly Element[] {
  return window[QUEUE] ?? [];
}

/**
 * `scope` works now (an island hydrated, or the app): it is marked so, and each tap held inside
 * it is carried out, once, in the order the shopper tapped.
 */
export function replayHeldTaps(scope: Element): void {
  scope.setAttribute(HYDRATED_ATTRIBUTE, '');
  const queue = window[QUEUE] ?? [];
  const held = queue.filter((element) => scope.contains(element));
  for (const element of held) {
    queue.splice(queue.indexOf(element), 1);
    element.removeAttribute('data-held');
  }
  for (const element of held)
    if (element.isConnected && element instanceof HTMLElement) element.click();
}
