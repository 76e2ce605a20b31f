import type { Page } from '@playwright/test';
import { hydrated } from './hydration.js';
import { expect, test } from './fixtures.js';

// Issue 38: the header's suggestions and the results page ask the shop's own search.

/** Opens the header's suggestions on `page` and types `text` in them. */
async function typeInSearch(page: Page, text: string) {
  const field = page.getByRole('searchbox', { name: 'Buscar productos' });
  await hydrated(field);
  await field.click();
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await expect(box).toBeFocused();
  await box.fill(text);
  return box;
}

test('«aire acondisionado 12000» suggests the 12,000 BTU air conditioners and their category', async ({
  page,
}) => {
  await page.goto('/');
  await typeInSearch(page, 'aire acondisionado 12000');
  const products = page.getByRole('group', { name: 'Productos' }).getByRole('option');
  await expect(products.first()).toContainText('12,000 BTU');
  const suggested = await products.allInnerTexts();
  expect(suggested.length).toBeGreaterThan(2);
  expect(suggested.every((name) => /^Aire /.test(name))).toBe(true);
  const categories = page.getByRole('group', { name: 'Categorías' }).getByRole('option');
  await expect(categories.first()).toContainText('Aires acondicionados');
  // A category searches within it.
  await categories.first().click();
  await expect(page).toHaveURL(/\/resultados\?q=aire\+acondisionado\+12000&categoria=193/);
  // Off the open suggestions, the page is in the accessibility tree again.
  await page.locator('h1').click();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ productos$/ })).toBeVisible();
  const names = await page.locator('ul[aria-label^="Productos:"] h2').allInnerTexts();
  expect(names.filter((name) => !/^Aire /.test(name))).toEqual([]);
});

test('«samsumg 55» finds the 55-inch Samsung first', async ({ page }) => {
  await page.goto('/');
  const box = await typeInSearch(page, 'samsumg 55');
  await expect(
    page.getByRole('group', { name: 'Productos' }).getByRole('option').first(),
  ).toContainText(/Samsung/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/resultados\?q=samsumg\+55/);
  const first = page.locator('ul[aria-label^="Productos:"] h2').first();
  await expect(first).toHaveText(/Televisor Samsung Crystal UHD/);
});

test('a search with no result proposes a correction that finds one', async ({ page }) => {
  await page.goto('/');
  await typeInSearch(page, 'sony bravai');
  const correction = page.getByRole('option', { name: 'Quizás quisiste decir «sony bravia»' });
  await expect(correction).toBeVisible();

  await page.goto('/resultados?q=sony+bravai');
  await expect(page.getByText('Sin productos')).toBeVisible();
  const link = page.getByRole('link', { name: 'sony bravia' });
  await hydrated(link);
  await link.click();
  await expect(page).toHaveURL(/\/resultados\?q=sony\+bravia/);
  await expect(page.locator('ul[aria-label^="Productos:"] h2').first()).toHaveText(/Sony Bravia/);
});

test.describe('the suggestions and the results at 375 and 1280 px', () => {
  for (const width of [375, 1280]) {
    test(`${String(width)} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await typeInSearch(page, 'aire 12000');
      await expect(page.getByRole('group', { name: 'Categorías' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`sugerencias-${String(width)}.png`) });
      await page.getByRole('combobox', { name: 'Buscar productos' }).fill('sony bravai');
      await expect(page.getByRole('option', { name: /Quizás quisiste decir/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`correccion-${String(width)}.png`) });
      await page.goto('/resultados?q=tele+samsung');
      await expect(page.locator('ul[aria-label^="Productos:"] h2').first()).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`resultados-${String(width)}.png`),
        fullPage: true,
      });
      await page.goto('/resultados?q=sony+bravai');
      await expect(page.getByRole('link', { name: 'sony bravia' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`sin-resultados-${String(width)}.png`) });
    });
  }
});
