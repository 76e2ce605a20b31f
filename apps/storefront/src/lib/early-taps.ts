/**
 * No first tap lost (issue 26). On a slow phone the page is painted a second or more before its
 * script has run; links and forms work by themselves then (they are real links and GET forms),
 * but a button needs its script. A tap on an element marked `data-early-tap` before that element
 * hydrated is held here by a few lines run in the page's head, and handed to the element's own
 * component once it hydrates (`takeEarlyTap`), which then does what the tap asked, once.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

const QUEUE = '__vitrinaEarlyTaps';

/** The head's script: holds taps on marked elements not yet hydrated (they drop the mark). */
export const EARLY_TAPS_SCRIPT = `(function(){if(window.${QUEUE})return;var q=window.${QUEUE}=[];document.addEventListener('click',function(e){var t=e.target instanceof Element&&e.target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(!t)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t)},true)})();`;

declare global {
  interface Window {
    [QUEUE]?: Element[];
  }
}

/**
 * Called by a marked element's component once it hydrated: from now on its taps go to React
 * (the mark goes), and `true` when a tap arrived before, to be carried out now.
 */
export function takeEarlyTap(element: Element | null): boolean {
  if (element === null) return false;
  element.removeAttribute(EARLY_TAP_ATTRIBUTE);
  const queue = window[QUEUE] ?? [];
  const index = queue.indexOf(element);
  if (index === -1) return false;
  queue.splice(index, 1);
  return true;
}
