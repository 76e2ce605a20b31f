import type { AnyRouter } from '@tanstack/react-router';
import { ROUTE_PRELOAD_CONCURRENCY } from '@vitrina/core';
import { createTaskQueue } from './task-queue';

/** What tells that a shopper is about to follow a link: a pointer over it, focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Preloads the code (not the data) of the route behind a link as soon as the shopper shows the
 * intent to follow it, at most ROUTE_PRELOAD_CONCURRENCY chunks at a time (spec §9). Links that
 * merely scroll into view cost nothing: a phone's first seconds go to the page it shows (issue 26).
 * The data follows 1 s after the intent (router `defaultPreloadDelay`).
 */
export function startIntentPreloading(router: AnyRouter): () => void {
  const queue = createTaskQueue(ROUTE_PRELOAD_CONCURRENCY);

  const onIntent = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    const [routes] = router.getMatchedRoutes(url.pathname);
    for (const route of routes) {
      const routeId: unknown = route.id;
      queue.enqueue(String(routeId), () => router.loadRouteChunk(route) ?? Promise.resolve());
    }
  };

  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS)
      document.removeEventListener(type, onIntent, { capture: true });
  };
}
