import type { AnyRouter } from '@tanstack/react-router';
import { ROUTE_PRELOAD_CONCURRENCY } from '@vitrina/core';
import { createTaskQueue } from './task-queue';

/**
 * Preloads the code (not the data) of the routes behind the links that scroll into view.
 * Data is preloaded on intent, 1 s later (router `defaultPreloadDelay`).
 */
export function startViewportPreloading(router: AnyRouter): () => void {
  const queue = createTaskQueue(ROUTE_PRELOAD_CONCURRENCY);

  const preload = (pathname: string): void => {
    const [routes] = router.getMatchedRoutes(pathname);
    for (const route of routes) {
      const routeId: unknown = route.id;
      queue.enqueue(String(routeId), () => router.loadRouteChunk(route) ?? Promise.resolve());
    }
  };

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      observer.unobserve(entry.target);
      const url = new URL(entry.target.href);
      if (url.origin === window.location.origin) preload(url.pathname);
    }
  });

  const scan = (): void => {
    document
      .querySelectorAll<HTMLAnchorElement>('a[href^="/"]')
      .forEach((link) => observer.observe(link));
  };

  scan();
  const unsubscribe = router.subscribe('onRendered', scan);
  return () => {
    unsubscribe();
    observer.disconnect();
  };
}
