import { test as base, expect, type Page, type Request } from '@playwright/test';
import { e2eEnv } from './e2e-env.js';

/** A request that would hand the WooCommerce key to the browser (reliability A1). */
async function carriesStoreKey(request: Request): Promise<boolean> {
  const url = request.url().toLowerCase();
  if (url.includes('consumer_key') || url.includes('consumer_secret')) return true;
  // Only a script's own calls and documents can carry a header the page chose; reading every
  // asset's headers from the browser costs a round trip each, ~70 per page.
  if (!['fetch', 'xhr', 'document'].includes(request.resourceType())) return false;
  // A page the browser prerendered and then dropped (speculation rules, decision 022) never
  // answers for its requests' full headers: those sent are what it chose.
  const headers = await Promise.race([
    request.allHeaders(),
    new Promise<Record<string, string>>((resolve) =>
      setTimeout(() => resolve(request.headers()), 3_000),
    ),
  ]);
  const authorization = headers['authorization'] ?? '';
  return authorization.toLowerCase().startsWith('basic ');
}

interface ShopFixtures {
  /** Every request the page sent, checked after the test for the store's key. */
  sentRequests: Request[];
}

/**
 * The shop's Playwright test: `baseURL` is the shop server the global setup started, and every
 * test also proves that no browser request carried the consumer key or secret (A1).
 */
export const test = base.extend<ShopFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(e2eEnv('shopUrl'));
  },
  sentRequests: [
    async ({ context }, use) => {
      const sent: Request[] = [];
      context.on('request', (request) => sent.push(request));
      await use(sent);
      const carrying = await Promise.all(sent.map(carriesStoreKey));
      const leaking = sent.filter((_, index) => carrying[index]).map((request) => request.url());
      expect(leaking, 'A1: requests carrying the store key').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The paths of the `page_view` events the page pushed to `window.dataLayer`. */
export function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer');
    if (!Array.isArray(layer)) return [];
    return layer.flatMap((entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      Reflect.get(entry, 'event') === 'page_view' &&
      typeof Reflect.get(entry, 'page_path') === 'string'
        ? [String(Reflect.get(entry, 'page_path'))]
        : [],
    );
  });
}

/**
 * What the page threw and nobody caught, collected from now on. The shop's own logged failures
 * (a cart read that failed, spec §8) and the browser's notes on failed requests are not in it.
 */
export function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records every Content-Security-Policy violation of the page from its first script on (J1);
 * the returned function reads them, as «directive blocked-URI».
 */
export async function cspViolations(page: Page): Promise<() => Promise<unknown>> {
  await page.addInitScript(() => {
    const blocked: string[] = [];
    Reflect.set(window, 'vitrinaBlocked', blocked);
    document.addEventListener('securitypolicyviolation', (event) => {
      blocked.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate((): unknown => Reflect.get(window, 'vitrinaBlocked'));
}

/**
 * The shopper comes back to the tab. Headless Chromium keeps every tab visible and fires no
 * `visibilitychange` when one is brought to the front, so the event a browser fires on that
 * return is fired here.
 */
export async function returnToTab(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
}

/**
 * Holds the page's requests to `url` (of `method`, when given) on their way, as a slow store
 * holds them, until `release()`; `sent` lists them as they leave the page.
 */
export async function holdRequests(
  page: Page,
  url: string,
  method?: string,
): Promise<{ sent: Request[]; release: () => void }> {
  const sent: Request[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method !== undefined && route.request().method() !== method) return route.fallback();
    sent.push(route.request());
    await released;
    await route.continue();
  });
  return { sent, release: () => release() };
}
