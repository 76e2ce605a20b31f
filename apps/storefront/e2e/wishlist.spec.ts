import type { Page } from '@playwright/test';
import { z } from 'zod';
import { seriousViolations } from './axe.js';
import { expect, test, uncaughtErrors } from './fixtures.js';
import { hydrated } from './hydration.js';
import { newCustomer, screenshotAt, signIn, storeToken } from './shoppers.js';

const ProductsShape = z.array(
  z.object({ id: z.number(), name: z.string(), slug: z.string(), type: z.string() }),
);
type SavedProduct = z.infer<typeof ProductsShape>[number];

const LISTING = '/ofertas';
const savedList = (page: Page) =>
  page.getByRole('list', { name: 'Productos de mi lista de deseos' });
const headerLink = (page: Page, count: number) =>
  page.getByRole('link', {
    name: `Mi lista de deseos, ${String(count)} ${count === 1 ? 'producto' : 'productos'}`,
  });

/** The account's list, as the shop server answers it. */
async function accountList(page: Page, token: string): Promise<number[]> {
  const answer = await page.request.get('/api/cuenta/deseos', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return z.object({ product_ids: z.array(z.number()) }).parse(await answer.json()).product_ids;
}

test('a guest hearts a card and a product page, keeps them after a reload, moves one to the cart; at sign-in the list joins the account and follows the customer to another browser', async ({
  page,
  browser,
}, testInfo) => {
  const errors = uncaughtErrors(page);
  await page.goto(LISTING);
  const [first, second, third] = ProductsShape.parse(
    await (
      await page.request.get('/wp-json/wc/v3/products?per_page=40&stock_status=instock')
    ).json(),
  ).slice(-3) as [SavedProduct, SavedProduct, SavedProduct];
  // The customer already saved `third` on another device.
  const customer = await newCustomer();
  const token = await storeToken(customer);
  const seeded = await page.request.put('/api/cuenta/deseos', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_ids: [third.id] },
  });
  expect(seeded.status()).toBe(200);

  // A card's heart on a listing: a product bought as it is (one with options is chosen on its page).
  const withOptions = ProductsShape.parse(
    await (await page.request.get('/wp-json/wc/v3/products?per_page=100')).json(),
  )
    .filter((product) => product.type === 'variable')
    .map((product) => product.name);
  const hearts = page.getByRole('button', { name: /^Guardar en mi lista: / });
  await hydrated(hearts.first());
  const labels = await hearts.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  const cardName =
    labels
      .map((label) => label.replace('Guardar en mi lista: ', ''))
      .find((name) => !withOptions.includes(name)) ?? '';
  const cardHeart = page.getByRole('button', { name: `Guardar en mi lista: ${cardName}` });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  const cardHeartOn = page.getByRole('button', { name: `Quitar de mi lista: ${cardName}` });
  await expect(cardHeartOn).toHaveAttribute('aria-pressed', 'true');
  await expect(headerLink(page, 1)).toBeVisible();
  await screenshotAt(page, 375, testInfo.outputPath('tarjeta-corazon-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('tarjeta-corazon-1280.png'));

  // The product page's heart.
  const pageProduct = [first, second].find((product) => product.name !== cardName) ?? first;
  await page.goto(`/producto/${pageProduct.slug}`);
  const pageHeart = page.getByRole('button', { name: `Guardar en mi lista: ${pageProduct.name}` });
  await hydrated(pageHeart);
  await pageHeart.click();
  await expect(
    page.getByRole('button', { name: `Quitar de mi lista: ${pageProduct.name}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(headerLink(page, 2)).toBeVisible();

  // The list page: both, with price and stock; kept after a reload.
  await headerLink(page, 2).click();
  await expect(page).toHaveURL(/\/lista-de-deseos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi lista de deseos' })).toBeVisible();
  await expect(savedList(page).getByRole('listitem')).toHaveCount(2);
  await expect(savedList(page).getByRole('link', { name: cardName })).toBeVisible();
  await expect(savedList(page).getByRole('link', { name: pageProduct.name })).toBeVisible();
  await expect(savedList(page).getByText('Disponible')).toHaveCount(2);
  await expect(savedList(page).getByText(/RD\$/).first()).toBeVisible();
  await page.reload();
  await expect(savedList(page).getByRole('listitem')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('lista-de-deseos-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('lista-de-deseos-1280.png'));

  // «Mover al carrito»: in the cart, off the list.
  const move = page.getByRole('button', { name: `Mover al carrito: ${cardName}` });
  await hydrated(move);
  await move.click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByRole('textbox', { name: `Cantidad de «${cardName}»` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(savedList(page).getByRole('listitem')).toHaveCount(1);
  await expect(headerLink(page, 1)).toBeVisible();

  // Sign-in: the guest's list joins the account's (customer's first), and leaves this browser.
  await page.goto('/auth/iniciar-sesion?volver=/lista-de-deseos');
  await signIn(page, customer);
  await expect(page).toHaveURL(/\/lista-de-deseos$/);
  await expect(savedList(page).getByRole('listitem')).toHaveCount(2);
  await expect(savedList(page).getByRole('link', { name: third.name })).toBeVisible();
  await expect(savedList(page).getByRole('link', { name: pageProduct.name })).toBeVisible();
  await expect.poll(() => accountList(page, token)).toEqual([third.id, pageProduct.id]);
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);

  // Another browser, the same customer: the list is the account's; «Quitar» removes for good.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL ?? page.url() });
  const elsewhere = await other.newPage();
  await elsewhere.goto(new URL('/auth/iniciar-sesion?volver=/lista-de-deseos', page.url()).href);
  await signIn(elsewhere, customer);
  await expect(elsewhere).toHaveURL(/\/lista-de-deseos$/);
  await expect(savedList(elsewhere).getByRole('listitem')).toHaveCount(2);
  const remove = elsewhere.getByRole('button', { name: `Quitar de mi lista: ${third.name}` });
  await hydrated(remove);
  await remove.click();
  await expect(savedList(elsewhere).getByRole('listitem')).toHaveCount(1);
  await expect.poll(() => accountList(page, token)).toEqual([pageProduct.id]);
  await elsewhere.reload();
  await expect(savedList(elsewhere).getByRole('listitem')).toHaveCount(1);
  await expect(savedList(elsewhere).getByRole('link', { name: pageProduct.name })).toBeVisible();
  await other.close();
  expect(errors).toEqual([]);
});

test('the heart works by keyboard alone: Tab reaches it, Space and Enter toggle it, aria-pressed follows', async ({
  page,
}) => {
  await page.goto(LISTING);
  // By its label, not its role: while Tab crosses the header's search, its suggestions may be
  // open, and a combobox hides the rest of the page from the accessibility tree until it closes.
  const firstHeart = page.locator('button[aria-label^="Guardar en mi lista: "]').first();
  await hydrated(firstHeart);
  let reached = false;
  for (let step = 0; step < 80 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await firstHeart.evaluate((node) => node === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Space');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
  await expect(focused).toHaveAccessibleName(/^Quitar de mi lista: /);
  await expect(headerLink(page, 1)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('link', { name: 'Mi lista de deseos', exact: true })).toBeVisible();
});

test('an empty list says so and offers the way to products; axe finds nothing serious', async ({
  page,
}, testInfo) => {
  await page.goto('/lista-de-deseos');
  await expect(page.getByRole('heading', { name: 'Tu lista está vacía' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver productos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('lista-vacia-375.png'));
});
