import type { Page } from '@playwright/test';
import { formatMoney } from '@vitrina/core';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { seriousViolations } from './axe.js';
import { reachReview, shopperWith } from './checkout-steps.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test as shopTest, uncaughtErrors } from './fixtures.js';
import { hydrated } from './hydration.js';
import { screenshotAt } from './shoppers.js';

const AC = '/producto/aire-acondicionado-mini-split-midea-inverter';
const TV = '/producto/televisor-samsung-crystal-uhd-smart-tv';

// Issue 29: products with options. Its own stack: the purchase takes a variation's stock.
const test = shopTest.extend<object, { variableStack: ShopStack }>({
  variableStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const stack = await startShopStack({ distDir: e2eEnv('distDir') });
      // The first render of a fresh server loads its chunks: not the page under test.
      await fetch(`${stack.shop.url}${AC}`);
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ variableStack }, use) => {
    await use(variableStack.shop.url);
  },
});
test.describe.configure({ mode: 'default' });

const addButton = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: /Agregar al carrito/ })
    .first();
const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name });

test('a shopper picks a mini split’s options with the keyboard; impossible and sold-out ones are disabled; the URL keeps the choice', async ({
  page,
}, testInfo) => {
  const errors = uncaughtErrors(page);
  await page.goto(AC);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Aire acondicionado mini split Midea inverter',
  );
  await expect(page.getByText(`Desde ${formatMoney(3_390_000)}`)).toBeVisible();
  await expect(addButton(page)).toBeDisabled();
  await expect(
    page.getByText('Elige capacidad (BTU) y voltaje para agregarlo al carrito.'),
  ).toBeVisible();
  // 24,000 BTU exists only at 220 V and is sold out: disabled, saying why.
  await expect(radio(page, /^24,000 BTU/)).toBeDisabled();
  await expect(page.getByRole('radiogroup', { name: 'Capacidad (BTU)' })).toContainText('Agotado');
  expect(await seriousViolations(page)).toEqual([]);

  const twelve = radio(page, /^12,000 BTU/);
  await hydrated(twelve);
  await twelve.focus();
  await page.keyboard.press('Space');
  await expect(twelve).toBeChecked();
  await expect(page).toHaveURL(/btu=12%2C000(\+|%20)BTU/);
  // 110 V is sold only in 12,000 BTU: with 110 V chosen, 18,000 is no combination at all.
  const volts = radio(page, /^110 V/);
  await volts.focus();
  await page.keyboard.press('Space');
  await expect(volts).toBeChecked();
  await expect(radio(page, /^18,000 BTU/)).toBeDisabled();
  await expect(page.getByText('No disponible con Voltaje: 110 V').first()).toBeVisible();
  await expect(page.getByText('Código: MID-MS-INV-12-110')).toBeVisible();
  await expect(addButton(page)).toBeEnabled();

  // 220 V: the other variation's SKU and price.
  await volts.focus();
  await page.keyboard.press('ArrowRight');
  await expect(radio(page, /^220 V/)).toBeChecked();
  await expect(page.getByText('Código: MID-MS-INV-12-220')).toBeVisible();
  await expect(page.getByRole('main').getByText(formatMoney(3_390_000)).first()).toBeVisible();

  // The URL is the choice: a reload (server-rendered) and a shared link show it.
  await page.reload();
  await expect(radio(page, /^12,000 BTU/)).toBeChecked();
  await expect(radio(page, /^220 V/)).toBeChecked();
  await expect(page.getByText('Código: MID-MS-INV-12-220')).toBeVisible();
  for (const width of [375, 1280] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`picker-${String(width)}.png`),
      fullPage: true,
    });
  }
  expect(errors).toEqual([]);
});

test('a guest buys the 55" TV: the variation is in the cart and the checkout, and the invoice names its options', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto(`${TV}?pantalla=55%22`);
  await expect(radio(page, /^55"/)).toBeChecked();
  await expect(page.getByText('Código: SAM-TV-CU-55')).toBeVisible();
  await expect(page.getByText(`Precio de oferta: ${formatMoney(3_490_000)}`)).toBeVisible();
  await expect(page.getByText(/quedan 5/i)).toBeVisible();
  const add = addButton(page);
  await hydrated(add);
  await add.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Televisor Samsung Crystal UHD Smart TV - 55"');

  await page.goto('/carrito-compras');
  const line = page.getByRole('main');
  await expect(line).toContainText('Televisor Samsung Crystal UHD Smart TV - 55"');
  await expect(line).toContainText(formatMoney(3_490_000));
  for (const width of [375, 1280] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`cart-${String(width)}.png`),
      fullPage: true,
    });
  }

  await page.goto('/checkout');
  await reachReview(page, shopperWith(`tv.${String(Date.now())}@example.do`));
  await expect(page.getByRole('main')).toContainText(
    'Televisor Samsung Crystal UHD Smart TV - 55"',
  );
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL('**/pedido-confirmado');
  await expect(page.getByRole('main')).toContainText(
    'Televisor Samsung Crystal UHD Smart TV — Tamaño de pantalla: 55"',
  );

  await page.goto('/Factura');
  const invoice = page.locator('[data-invoice]');
  await expect(invoice).toContainText(
    'Televisor Samsung Crystal UHD Smart TV — Tamaño de pantalla: 55"',
  );
  await expect(invoice).toContainText(formatMoney(3_490_000));
  for (const width of [375, 1280] as const) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({
      path: testInfo.outputPath(`factura-${String(width)}.png`),
      fullPage: true,
    });
  }
});

test('a card of a product with options leads to its page to choose them, never adding the product whole', async ({
  page,
}, testInfo) => {
  await page.goto('/ofertas');
  const choose = page.getByRole('link', {
    name: 'Elegir opciones: Aire acondicionado mini split Midea inverter',
  });
  await hydrated(choose);
  for (const width of [375, 1280] as const) {
    await screenshotAt(
      page,
      width,
      testInfo.outputPath(`choose-options-card-${String(width)}.png`),
    );
  }
  await expect(
    page.getByRole('button', {
      name: 'Agregar al carrito: Aire acondicionado mini split Midea inverter',
    }),
  ).toHaveCount(0);
  await choose.click();
  await expect(page).toHaveURL(new RegExp(`${AC}$`));
  await expect(radio(page, /12,000/).first()).toBeVisible();
});
