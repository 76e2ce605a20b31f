import { createServer, type AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { startSecondShop } from './second-shop.js';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** React's hydration errors (#418, #422, #423, #425, #520…) and any other console error. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('spec §8: an error nobody caught shows people the error page', async ({ page }) => {
  await page.goto('/ofertas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    void Promise.reject(new Error('fallo de prueba'));
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Error interno del servidor' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recargar' })).toBeVisible();
});

test('spec §8: for a crawler the same error is only logged; the page stays', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: GOOGLEBOT });
  const page = await context.newPage();
  const logged = consoleErrors(page);
  await page.goto(`${test.info().project.use.baseURL ?? ''}/ofertas`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.innerText();
  await page.evaluate(() => {
    void Promise.reject(new Error('fallo de prueba'));
  });
  await expect.poll(() => logged.some((text) => text.includes('fallo de prueba'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await context.close();
});

test('/checkout with an empty cart goes to the cart without a hydration error', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/carrito-compras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors.filter((text) => /Minified React error|hydrat/i.test(text))).toEqual([]);
});

test('R7 (#28): a store that never answers: the page says so in Spanish within seconds (503) and offers to retry', async ({
  browser,
}) => {
  // A store that takes the connection and never answers a byte.
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  const shop = await startSecondShop({ STORE_URL: `http://127.0.0.1:${String(port)}` });
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = consoleErrors(page);
  try {
    const answer = await page.goto(`${shop.url}/aires-acondicionados`);
    expect(answer?.status()).toBe(503);
    expect(answer?.headers()['retry-after']).toBe('30');
    await expect(
      page.getByRole('heading', { level: 1, name: 'La tienda no responde' }),
    ).toBeVisible();
    await expect(
      page.getByText('No pudimos conectar con la tienda. Inténtalo de nuevo en unos segundos.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(errors.filter((text) => /Minified React error|hydrat|Uncaught/i.test(text))).toEqual([]);
  } finally {
    await context.close();
    await shop.close();
    silent.close();
  }
});
