import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { DYNAMIC_ROUTE_KINDS, dynamicRoute, FIXED_ROUTES, type RouteCase } from './route-table.js';

/** How far the page reaches past the window, in CSS pixels (0 when it fits). */
const overflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('no page is wider than a 320 px or a 375 px phone', async ({ page, request }) => {
  const routes: RouteCase[] = [...FIXED_ROUTES];
  for (const kind of DYNAMIC_ROUTE_KINDS) routes.push(await dynamicRoute(request, kind));
  test.setTimeout(routes.length * 8_000);

  const tooWide: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(route.path);
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading, exact: true }),
    ).toBeVisible();
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 640 });
      const extra = await overflow(page);
      if (extra > 0)
        tooWide.push(`${route.path} at ${String(width)} px: ${String(extra)} px too wide`);
    }
  }
  expect(tooWide).toEqual([]);
});

test('on a product card the «Oferta» badge leaves the picture (and the brand’s badge in it) uncovered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ofertas');
  const card = page
    .locator('main article')
    .filter({ has: page.getByText('Oferta', { exact: true }) })
    .first();
  const badge = await card.getByText('Oferta', { exact: true }).boundingBox();
  const picture = await card.locator('img').first().boundingBox();
  if (!badge || !picture) throw new Error('a card with a picture and the «Oferta» badge expected');
  const overlaps =
    badge.x < picture.x + picture.width &&
    picture.x < badge.x + badge.width &&
    badge.y < picture.y + picture.height &&
    picture.y < badge.y + badge.height;
  expect(overlaps).toBe(false);
});
