import { matchesRoutePath, PRIVATE_PAGES, routePathPrefix } from '../crawling.js';
import type { ShopConfig } from '../env.js';

const PRIVATE_PATHS = PRIVATE_PAGES.map(routePathPrefix);

/**
 * `Cache-Control` of a rendered page. Every page renders for a guest from the URL alone (no
 * cookie, no token), so a catalogue page may be kept by a CDN for the cache's maximum age and
 * served stale while it refreshes; browsers revalidate (`max-age=0`). A shopper's pages are
 * `no-store`; an error page, or any page while the catalogue cache is off, `no-cache`.
 */
export function pageCacheControl(path: string, status: number, config: ShopConfig): string {
  if (matchesRoutePath(path.replace(/(.)\/+$/, '$1'), PRIVATE_PATHS)) return 'no-store';
  const { maxAgeMs, staleMs } = config.catalogueCache;
  if (status !== 200 || maxAgeMs === 0) return 'no-cache';
  const seconds = (ms: number) => String(Math.floor(ms / 1000));
  return `public, max-age=0, s-maxage=${seconds(maxAgeMs)}, stale-while-revalidate=${seconds(staleMs)}`;
}
