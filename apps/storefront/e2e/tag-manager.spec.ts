import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { startSecondShop } from './second-shop.js';

const CONTAINER_ID = 'GTM-VTR1NA';
const TAG_MANAGER = 'https://www.googletagmanager.com';

/** Answers the tag manager's host locally (no traffic leaves the machine) and logs each request. */
async function stubTagManager(page: Page): Promise<{ url: string; afterLoad: boolean }[]> {
  const requests: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  await page.route(`${TAG_MANAGER}/**`, (route) => {
    requests.push({ url: route.request().url(), afterLoad: loaded });
    return route.fulfill({
      contentType: 'text/javascript',
      body: "window['vitrinaTagManagerRan'] = true;",
    });
  });
  return requests;
}

const gtmStarts = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer');
    return Array.isArray(layer)
      ? layer.filter(
          (entry: unknown) =>
            typeof entry === 'object' && entry !== null && Reflect.get(entry, 'event') === 'gtm.js',
        ).length
      : 0;
  });

test('R18: GTM_ID set at run time loads that container after the load event, allowed by the CSP', async ({
  page,
}) => {
  const shop = await startSecondShop({ GTM_ID: CONTAINER_ID });
  try {
    const requests = await stubTagManager(page);
    const response = await page.goto(`${shop.url}/`);
    const scriptSrc = (await response?.headerValue('content-security-policy')) ?? '';
    expect(scriptSrc).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    await expect
      .poll(() => requests)
      .toEqual([{ url: `${TAG_MANAGER}/gtm.js?id=${CONTAINER_ID}`, afterLoad: true }]);
    await expect
      .poll(() => page.evaluate((): unknown => Reflect.get(window, 'vitrinaTagManagerRan')))
      .toBe(true);
    expect(await gtmStarts(page)).toBe(1);
  } finally {
    await shop.close();
  }
});

test('R18: without GTM_ID no tag manager is requested and the CSP does not name its host', async ({
  page,
}) => {
  const requests = await stubTagManager(page);
  const response = await page.goto('/');
  expect((await response?.headerValue('content-security-policy')) ?? '').not.toContain(TAG_MANAGER);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await gtmStarts(page)).toBe(0);
});
