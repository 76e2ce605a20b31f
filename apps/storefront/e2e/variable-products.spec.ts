import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '@vitrina/core';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { seriousViolations } from './axe.js';
import { reachReview, shopperWith } from './checkout-steps.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test as shopTest, uncaughtErrors } from './fixtures.js';
import { hydrated } from './hydration.js';
import { mailTo } from './outbox.js';
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
/** How a line names the 55" TV's options, under the product's name. */
const OPTIONS_55 = 'Tamaño de pantalla: 55"';
/** The 55" TV's cart line, by its heading: the product's name, its options under it. */
const lineNamed = (within: Locator) =>
  within.getByRole('listitem').filter({
    has: within.page().getByRole('heading', { name: /^Televisor Samsung Crystal UHD Smart TV/ }),
  });

test('a shopper picks a mini split’s options with the keyboard; impossible ones are disabled, sold-out ones say so; the URL keeps the choice', async ({
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
  // 24,000 BTU exists only at 220 V and is sold out: it says so, and can still be chosen (its
  // page offers the alert).
  await expect(radio(page, /^24,000 BTU/)).toBeEnabled();
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
  await expect(lineNamed(drawer)).toBeVisible();
  await expect(lineNamed(drawer).getByTestId('line-options')).toHaveText(OPTIONS_55);

  await page.goto('/carrito-compras');
  const line = lineNamed(page.getByRole('main'));
  await expect(line.getByTestId('line-options')).toHaveText(OPTIONS_55);
  await expect(page.getByRole('main')).toContainText(formatMoney(3_490_000));
  await expect(page.getByRole('main')).not.toContainText('Smart TV - 55"');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [375, 1280] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`cart-${String(width)}.png`),
      fullPage: true,
    });
  }

  await page.goto('/checkout');
  await reachReview(page, shopperWith(`tv.${String(Date.now())}@example.do`));
  // The review's table and the summary beside it.
  for (const shown of await page.getByTestId('line-options').all()) {
    await expect(shown).toHaveText(OPTIONS_55);
  }
  await expect(page.getByRole('table', { name: 'Productos del pedido' })).toContainText(
    `Televisor Samsung Crystal UHD Smart TV × 1${OPTIONS_55}`,
  );
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL('**/pedido-confirmado');
  await expect(page.getByRole('table', { name: 'Productos del pedido' })).toContainText(
    `Televisor Samsung Crystal UHD Smart TV × 1${OPTIONS_55}`,
  );

  await page.goto('/Factura');
  const invoice = page.locator('[data-invoice]');
  await expect(
    invoice.getByRole('cell', { name: /^Televisor Samsung Crystal UHD Smart TV/ }),
  ).toHaveText(`Televisor Samsung Crystal UHD Smart TV${OPTIONS_55}`);
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
  // Priced from its cheapest option, and on sale since one of its options is.
  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: 'Aire acondicionado mini split Midea inverter' }),
  });
  await expect(card).toContainText(`Desde ${formatMoney(3_390_000)}`);
  await expect(card.getByText('Oferta', { exact: true })).toBeVisible();
  const tv = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: 'Televisor Samsung Crystal UHD Smart TV' }),
  });
  await expect(tv).toContainText(`Desde ${formatMoney(2_990_000)}`);
  expect(await seriousViolations(page)).toEqual([]);
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

test('a sold-out variation is chosen with the keyboard and offers «Avísame cuando llegue» for it; its restock mails a link back to it', async ({
  page,
  variableStack,
}, testInfo) => {
  test.slow();
  const { store } = variableStack;
  const name = 'Aire acondicionado mini split Midea inverter - 24,000 BTU, 220 V';
  const email = `aviso.variacion.${String(Date.now())}@correo.do`;
  await page.goto(AC);
  const big = radio(page, /^24,000 BTU/);
  await hydrated(big);
  await big.focus();
  await page.keyboard.press('Space');
  await expect(big).toBeChecked();
  // 24,000 BTU comes at 220 V only: 110 V is no combination, 220 V is chosen by the keyboard.
  await expect(radio(page, /^110 V/)).toBeDisabled();
  const volts = radio(page, /^220 V/);
  await volts.focus();
  await page.keyboard.press('Space');
  await expect(volts).toBeChecked();
  await expect(page.getByText('Código: MID-MS-INV-24-220')).toBeVisible();
  await expect(page.locator('p').filter({ hasText: /^Agotado$/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /Agotado/ })).toBeDisabled();

  const alert = page.getByRole('region', { name: 'Avísame cuando llegue' });
  await expect(alert).toContainText(`«${name}»`);
  const field = alert.getByRole('textbox', { name: 'Correo electrónico' });
  await hydrated(field);
  expect(await seriousViolations(page)).toEqual([]);
  await field.fill(email);
  await page.keyboard.press('Tab');
  await expect(alert.getByRole('button', { name: 'Avísame' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert.getByRole('status')).toContainText('Revisa tu correo para confirmar el aviso');
  for (const width of [375, 1280] as const) {
    await screenshotAt(page, width, testInfo.outputPath(`aviso-variacion-${String(width)}.png`));
  }

  // The mail names the variation; its link confirms the alert on the shop's page.
  await expect.poll(async () => (await mailTo(email, store.outboxPath)).length).toBe(1);
  const [confirmation] = await mailTo(email, store.outboxPath);
  expect(confirmation?.subject).toBe(`Confirma tu aviso de «${name}»`);
  const link = new URL(confirmation?.links[0] ?? 'http://x/');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status')).toContainText('Aviso confirmado');

  // The owner restocks that variation: one mail, back to the product with these options chosen.
  const admin = `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
  const restocked = await fetch(
    `${store.baseUrl}/wp-json/wc/v3/products/5002/variations/50024?${admin}`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stock_quantity: 2 }),
    },
  );
  expect(restocked.status).toBe(200);
  await expect.poll(async () => (await mailTo(email, store.outboxPath)).length).toBe(2);
  const [, back] = await mailTo(email, store.outboxPath);
  expect(back?.subject).toBe(`«${name}» ya está disponible`);
  const page2 = new URL(back?.links[0] ?? 'http://x/');
  await page.goto(`${page2.pathname}${page2.search}`);
  await expect(radio(page, /^24,000 BTU/)).toBeChecked();
  await expect(radio(page, /^220 V/)).toBeChecked();
  await expect(page.getByText('Código: MID-MS-INV-24-220')).toBeVisible();
});
