import type { Page } from '@playwright/test';
import { formatMoney, isServiceCategory, parseWooPrice } from '@vitrina/core';
import { z } from 'zod';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { virtualShopper } from '../test/support/virtual-shopper.js';
import { seriousViolations } from './axe.js';
import { addToCart } from './add-to-cart.js';
import { guestCartWith } from './card-payment.js';
import { hydrated } from './hydration.js';
import {
  ADDRESS,
  choose,
  chooseDelivery,
  deliveryDate,
  fillAddress,
  fillContact,
  heading,
  next,
  payByTransfer,
  reachReview,
  shopperWith,
  typeDeliveryDate,
} from './checkout-steps.js';
import { DEMO, screenshotAt, signIn } from './shoppers.js';
import { e2eEnv } from './e2e-env.js';
import { expect, holdRequests, test as shopTest, uncaughtErrors } from './fixtures.js';

// Issue 16: the checkout against its own stack (the production build and a store on a temporary
// database), because these tests change prices and stock that other specs read.
let stack: ShopStack;
const test = shopTest.extend<object, { checkoutStack: ShopStack }>({
  checkoutStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      stack = await startShopStack({ distDir: e2eEnv('distDir') });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ checkoutStack }, use) => {
    await use(checkoutStack.shop.url);
  },
});
test.describe.configure({ mode: 'default' });

const VALID_RNC = '1-01-85004-3';

const ProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  price: z.string(),
  manage_stock: z.boolean(),
  stock_quantity: z.number().nullable(),
  categories: z.array(z.object({ id: z.number() })),
});
const OrderSchema = z.looseObject({
  id: z.number(),
  customer_id: z.number(),
  total: z.string(),
  discount_total: z.string(),
  billing: z.looseObject({ email: z.string() }),
});

/** The store's admin API (test-only key): what an administrator does while the shopper buys. */
async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const auth = `consumer_key=${stack.store.adminConsumerKey}&consumer_secret=${stack.store.adminConsumerSecret}`;
  const response = await fetch(
    `${stack.store.baseUrl}/wp-json/wc/v3/${path}${path.includes('?') ? '&' : '?'}${auth}`,
    {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  );
  expect(response.ok, `${method} ${path}`).toBe(true);
  return response.json();
}

let productsTaken = 0;
/** A product no other test of this file buys, so prices and stock changed here stay here. */
async function freshProduct(): Promise<z.infer<typeof ProductSchema>> {
  const products = z
    .array(ProductSchema)
    .parse(await admin('GET', 'products?per_page=100&stock_status=instock&type=simple'))
    .filter(
      (product) =>
        product.manage_stock &&
        (product.stock_quantity ?? 0) >= 3 &&
        // A service books a technician's agenda, with other windows than a truck's.
        !product.categories.some((category) => isServiceCategory(category.id)),
    );
  const product = products[productsTaken];
  productsTaken += 1;
  if (product === undefined) throw new Error('not enough stocked products in the demo catalogue');
  return product;
}

/** The store's orders billed to `email` (each test checks out with an address of its own). */
async function ordersOf(email: string) {
  const orders = z.array(OrderSchema).parse(await admin('GET', 'orders?per_page=100'));
  return orders.filter((order) => order.billing.email === email);
}

let emails = 0;
const uniqueEmail = () => `comprador.${String(Date.now())}.${String((emails += 1))}@example.do`;

const reviewTotal = (page: Page) => page.getByTestId('checkout-total');
/** The checkout's own alert (the coupon box has one too). */
const checkoutAlert = (page: Page) => page.locator('main [role="alert"][tabindex="-1"]');

/** On the cart page, applies a coupon with the keyboard; the cart holds it. */
async function applyOnCartPage(page: Page, code: string) {
  await page.goto('/carrito-compras');
  const coupon = page.getByRole('textbox', { name: 'Cupón', exact: true });
  await hydrated(coupon);
  await coupon.fill(code);
  await coupon.press('Enter');
  await expect(page.getByText(`Cupón ${code} aplicado.`)).toBeVisible();
}

/** A guest with a product of its own in the cart, at the review with its total shown. */
async function guestAtReview(page: Page) {
  const product = await freshProduct();
  const email = uniqueEmail();
  await guestCartWith(page, stack.store.baseUrl, product.id);
  await page.goto('/checkout');
  await reachReview(page, shopperWith(email));
  await expect(reviewTotal(page)).toBeVisible();
  return { product, email };
}
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirmar pedido' });

async function expectConfirmed(page: Page, email: string) {
  await expect(page).toHaveURL(/\/pedido-confirmado$/);
  await expect(page.getByTestId('order-number')).toBeVisible();
  const orders = await ordersOf(email);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  await expect(page.getByTestId('order-total')).toHaveText(
    formatMoney(parseWooPrice(order?.total ?? '') ?? -1),
  );
  return order;
}

test('a guest buys with the keyboard alone: every step reachable, focused on its heading, without axe findings, and lands on the confirmed order', async ({
  page,
}) => {
  // Seven axe runs and a keyboard walk through every step, the review's coupon form included.
  test.slow();
  const product = await freshProduct();
  const email = uniqueEmail();
  await page.goto(`/producto/${product.slug}`);
  await addToCart(page, product.name);
  await page.goto('/checkout');
  const violations: string[] = [];
  const checkStep = async (title: string) => {
    await expect(heading(page)).toHaveText(title);
    await expect(heading(page)).toBeFocused();
    violations.push(...(await seriousViolations(page)).map((found) => `${title}: ${found}`));
  };
  const tabTo = async (name: string | RegExp) => {
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      // Role and accessible name of what has the focus, e.g. `- textbox "Nombre"`.
      const focused = await page.locator(':focus').ariaSnapshot();
      if (typeof name === 'string' ? focused.includes(name) : name.test(focused)) return;
    }
    throw new Error(`Tab never reached ${String(name)}`);
  };

  await checkStep('Tus datos');
  // Continuing with nothing typed: focus moves to the message, in Spanish.
  await tabTo('Continuar');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Revisa los');
  await tabTo('Nombre');
  await page.keyboard.type('María');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rodríguez');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('8095551234');
  await tabTo('Cédula');
  await page.keyboard.type('001-1391820-5');
  await tabTo('Continuar');
  await page.keyboard.press('Enter');

  await checkStep('Comprobante fiscal');
  await tabTo('Continuar');
  await page.keyboard.press('Enter');

  await checkStep('Dirección');
  await tabTo('Dirección');
  await page.keyboard.type(ADDRESS.address);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADDRESS.sector);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADDRESS.city);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.type(ADDRESS.province);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Provincia/ })).toContainText(ADDRESS.province);
  await tabTo('Referencia');
  await page.keyboard.type(ADDRESS.reference);
  await tabTo('Continuar');
  await page.keyboard.press('Enter');

  await checkStep('Entrega');
  await tabTo(/Envío|Gratis|RD\$/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await tabTo(/Día/);
  const [year = '', month = '', day = ''] = deliveryDate().split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  await tabTo('9:00 AM - 12:00 PM');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: '12:00 PM - 3:00 PM' })).toBeChecked();
  await tabTo('Continuar');
  await page.keyboard.press('Enter');

  await checkStep('Pago');
  await tabTo(/Transferencia bancaria/);
  await page.keyboard.press('Space');
  await tabTo('Continuar');
  await page.keyboard.press('Enter');

  await checkStep('Revisa tu pedido');
  await expect(reviewTotal(page)).toBeVisible();
  const reviewed = await reviewTotal(page).textContent();
  await tabTo('Confirmar pedido');
  await page.keyboard.press('Enter');

  const order = await expectConfirmed(page, email);
  await expect(page.getByTestId('order-total')).toHaveText(reviewed ?? '');
  expect(order?.customer_id).toBe(0);
  await expect(page.getByText(`${ADDRESS.address}, ${ADDRESS.sector}`)).toBeVisible();
  await expect(page.getByText(`Referencia: ${ADDRESS.reference}`)).toBeVisible();
  await expect(page.getByText('12:00 PM - 3:00 PM')).toBeVisible();
  await expect(page.getByText(/Banreservas/)).toBeVisible();
  violations.push(...(await seriousViolations(page)).map((found) => `confirmación: ${found}`));
  expect(violations).toEqual([]);
  // The form is forgotten once the order is placed.
  expect(await page.evaluate(() => sessionStorage.getItem('checkout'))).toBeNull();
});

test('H2: clicks on «Confirmar pedido» while the order is on its way send one request, the button disabled as «Procesando…»', async ({
  page,
}) => {
  const { email } = await guestAtReview(page);
  // The order is held on its way until the clicks are done.
  const { sent, release } = await holdRequests(page, '**/api/pedidos', 'POST');
  await confirm(page).click({ clickCount: 5 });
  const processing = page.getByRole('button', { name: 'Procesando…' });
  await expect(processing).toBeDisabled();
  // A click on the disabled button still reaches the page; it must not place another order.
  for (let click = 0; click < 3; click += 1) await processing.click({ force: true });
  await expect.poll(() => sent.length).toBe(1);
  release();
  await expectConfirmed(page, email);
  expect(sent).toHaveLength(1);
});

test('R8: the answer lost after the store made the order is retried with the same key: one order', async ({
  page,
}) => {
  const { email } = await guestAtReview(page);
  // The first placing reaches the store, then the connection drops before the answer.
  let cut = 0;
  await page.route('**/api/pedidos', async (route) => {
    if (route.request().method() !== 'POST' || cut > 0) return route.fallback();
    cut += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await confirm(page).click();
  await expectConfirmed(page, email);
  expect(cut).toBe(1);
});

test('R9: offline at the review: a Spanish banner, «Confirmar pedido» disabled with the reason and the form kept; back online the total is quoted again and the order goes once', async ({
  page,
  context,
}) => {
  // Five steps, offline and back, a new quote and the order: past 45 s on two saturated cores.
  test.setTimeout(90_000);
  const errors = uncaughtErrors(page);
  const { email } = await guestAtReview(page);
  const placed: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/pedidos'))
      placed.push(request.url());
  });

  await context.setOffline(true);
  const offline = 'Sin conexión. Revisa tu red; no perderás lo que escribiste.';
  const banner = page.getByRole('alert').filter({ hasText: 'Sin conexión' });
  await expect(banner).toHaveText(offline);
  await expect(confirm(page)).toBeDisabled();
  await expect(confirm(page)).toHaveAccessibleDescription(offline);
  // What was typed waits in this tab's sessionStorage.
  const draft = await page.evaluate(() => sessionStorage.getItem('checkout'));
  for (const typed of [email, ADDRESS.address, ADDRESS.reference]) expect(draft).toContain(typed);

  const quoted = page.waitForRequest(
    (request) => request.url().endsWith('/api/pedidos/resumen') && request.method() === 'POST',
  );
  await context.setOffline(false);
  await quoted;
  await expect(banner).toBeHidden();
  await expect(confirm(page)).toBeEnabled();
  await confirm(page).click();
  await expectConfirmed(page, email);
  expect(placed).toHaveLength(1);
  expect(errors).toEqual([]);
});

// The connection comes back right after the tap, so the review's new total arrives within the
// 80 ms React Aria waits before clicking a button itself when the browser sent no click.
test('R9: a tap on the disabled «Confirmar pedido» while offline places nothing once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await guestAtReview(page);
  const placed: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/pedidos'))
      placed.push(request.url());
  });
  await context.setOffline(true);
  await expect(confirm(page)).toBeDisabled();
  await confirm(page).click({ force: true });
  const quoted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/pedidos/resumen') && response.request().method() === 'POST',
  );
  await context.setOffline(false);
  await quoted;
  await expect(confirm(page)).toBeEnabled();
  // The shopper has not pressed it again: nothing may leave.
  await page.waitForTimeout(2_000);
  expect(placed).toEqual([]);
});

test('a customer with a valid RNC and VITRINA10 sees the discounted total, prefilled from the profile', async ({
  page,
}) => {
  const product = await freshProduct();
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/perfil-usuario$/);
  await page.goto(`/producto/${product.slug}`);
  await addToCart(page, product.name);
  // The coupon is the cart's: applied on the cart page, the checkout reads it from there.
  await applyOnCartPage(page, 'VITRINA10');
  await expect(page.getByText('Descuento VITRINA10')).toBeVisible();
  await page.goto('/checkout');
  await expect(heading(page)).toHaveText('Tus datos');
  await expect(page.getByRole('textbox', { name: 'Correo electrónico', exact: true })).toHaveValue(
    DEMO.email,
  );
  await next(page).click();
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await page.getByText('Quiero comprobante fiscal').click();
  await page.getByRole('textbox', { name: 'RNC', exact: true }).fill(VALID_RNC);
  await page
    .getByRole('textbox', { name: 'Razón social', exact: true })
    .fill('Ferretería Ozama SRL');
  await next(page).click();
  await fillAddress(page);
  await chooseDelivery(page);
  await payByTransfer(page);
  await expect(page.getByText('Cupón VITRINA10 aplicado.')).toBeVisible();
  await expect(page.getByText('Descuento VITRINA10')).toBeVisible();
  const discounted = await reviewTotal(page).textContent();
  // Removed and applied again from the review: the cart's coupons, quoted again each time.
  await page.getByRole('button', { name: 'Quitar cupón VITRINA10' }).click();
  await expect(page.getByText('Descuento VITRINA10')).toBeHidden();
  await expect(reviewTotal(page)).not.toHaveText(discounted ?? '');
  await page.getByRole('textbox', { name: 'Cupón', exact: true }).fill('VITRINA10');
  await page.getByRole('button', { name: 'Aplicar cupón' }).click();
  await expect(page.getByText('Cupón VITRINA10 aplicado.')).toBeVisible();
  await expect(reviewTotal(page)).toHaveText(discounted ?? '');
  await confirm(page).click();
  await expect(page).toHaveURL(/\/pedido-confirmado$/);
  await expect(page.getByTestId('order-total')).toHaveText(discounted ?? '');
  const orders = await ordersOf(DEMO.email);
  const order = orders.reduce((latest, entry) => (entry.id > latest.id ? entry : latest));
  expect(order?.customer_id).toBeGreaterThan(0);
  expect(parseWooPrice(order?.discount_total ?? '')).toBeGreaterThan(0);
});

test('refusals keep the form: an invalid RNC, the expired VERANO2025, a product sold out while buying', async ({
  page,
}) => {
  const product = await freshProduct();
  const email = uniqueEmail();
  await guestCartWith(page, stack.store.baseUrl, product.id);
  await page.goto('/carrito-compras');
  const coupon = page.getByRole('textbox', { name: 'Cupón', exact: true });
  await hydrated(coupon);
  await coupon.fill('VERANO2025');
  await page.getByRole('button', { name: 'Aplicar cupón' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El cupón' })).toHaveText(
    'El cupón VERANO2025 ha caducado.',
  );
  await expect(coupon).toHaveValue('VERANO2025');
  await expect(page.getByText('Cupón VERANO2025 aplicado.')).toBeHidden();
  await page.goto('/checkout');
  await fillContact(page, shopperWith(email));
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await page.getByText('Quiero comprobante fiscal').click();
  await page.getByRole('textbox', { name: 'RNC', exact: true }).fill('1-01-85004-4');
  await page
    .getByRole('textbox', { name: 'Razón social', exact: true })
    .fill('Ferretería Ozama SRL');
  await next(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByText('El RNC no es válido.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'RNC', exact: true })).toHaveValue('1-01-85004-4');
  await expect(page.getByRole('textbox', { name: 'Razón social', exact: true })).toHaveValue(
    'Ferretería Ozama SRL',
  );
  await page.getByText('Quiero comprobante fiscal').click();
  await next(page).click();
  await fillAddress(page);
  await chooseDelivery(page);
  await payByTransfer(page);
  await expect(reviewTotal(page)).toBeVisible();

  await admin('PUT', `products/${String(product.id)}`, { stock_quantity: 0 });
  await confirm(page).click();
  await expect(checkoutAlert(page)).toBeFocused();
  await expect(checkoutAlert(page)).toContainText(`"${product.name}" se agotó`);
  expect(await ordersOf(email)).toHaveLength(0);
  // Everything typed is still there.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(heading(page)).toHaveText('Dirección');
  await expect(page.getByRole('textbox', { name: 'Sector', exact: true })).toHaveValue(
    ADDRESS.sector,
  );
  await expect(page.getByRole('textbox', { name: 'Referencia', exact: true })).toHaveValue(
    ADDRESS.reference,
  );
});

test('G8/M8: the last unit bought by someone else while the shopper reviews: «Confirmar pedido» shows «se agotó» naming it, no order, and the line stays in the cart, marked', async ({
  page,
}, testInfo) => {
  const { product, email } = await guestAtReview(page);
  await admin('PUT', `products/${String(product.id)}`, { stock_quantity: 1 });
  // Another guest, through the shop as any shopper, takes the last unit.
  const other = virtualShopper({
    shopUrl: stack.shop.url,
    address: '192.0.2.80',
    random: Math.random,
  });
  await other.checkOut(await other.addToCart(product.id), uniqueEmail());

  await confirm(page).click();
  const soldOut = `"${product.name}" se agotó mientras comprabas. Revisa tu carrito.`;
  await expect(checkoutAlert(page)).toBeFocused();
  await expect(checkoutAlert(page)).toContainText(soldOut);
  const line = page.locator(`main tr[data-product-id="${String(product.id)}"]`);
  await expect(line).toContainText(
    'AgotadoSe agotó. Quítalo del carrito para continuar con tu compra.',
  );
  expect(await ordersOf(email)).toHaveLength(0);
  await screenshotAt(page, 375, testInfo.outputPath('agotado-revision-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('agotado-revision-1280.png'));

  // The cart, a link away, keeps the line marked sold out, and holds the payment until it goes.
  await checkoutAlert(page).getByRole('link', { name: 'Ir al carrito' }).click();
  await expect(page).toHaveURL(/\/carrito-compras$/);
  const cartLine = page.locator(`main li[data-product-id="${String(product.id)}"]`);
  await expect(cartLine).toContainText(product.name);
  await expect(cartLine).toContainText(
    'AgotadoSe agotó. Quítalo del carrito para continuar con tu compra.',
  );
  await expect(
    page.getByText(`Para pagar, quita del carrito lo que se agotó: «${product.name}».`),
  ).toBeVisible();
  await screenshotAt(page, 375, testInfo.outputPath('agotado-carrito-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('agotado-carrito-1280.png'));
});

/**
 * A guest cart reaching AHORRA2000's RD$30,000 of goods with two units of a product between
 * RD$15,000 and RD$30,000 (one unit is under it).
 */
async function twoUnitsOverTheMinimum() {
  const products = z
    .array(ProductSchema)
    .parse(await admin('GET', 'products?per_page=100&stock_status=instock&type=simple'));
  const product = products.find(
    (candidate) =>
      candidate.manage_stock &&
      (candidate.stock_quantity ?? 0) >= 2 &&
      (parseWooPrice(candidate.price) ?? 0) >= 1_500_000 &&
      (parseWooPrice(candidate.price) ?? 0) < 3_000_000 &&
      !candidate.categories.some((category) => isServiceCategory(category.id)),
  );
  if (product === undefined) throw new Error('no product between RD$15,000 and RD$30,000');
  const added = await fetch(`${stack.store.baseUrl}/wp-json/cocart/v2/cart/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: String(product.id), quantity: '2' }),
  });
  const cart = z
    .object({ cart_key: z.string(), items: z.array(z.object({ item_key: z.string() })) })
    .parse(await added.json());
  return { product, cart };
}

test('G4 on the cart page: AHORRA2000 applied with the keyboard over RD$30,000, let go with a Spanish notice when a unit is taken out', async ({
  page,
}, testInfo) => {
  const { product, cart } = await twoUnitsOverTheMinimum();
  await page.goto('/carrito-compras');
  await page.evaluate((key) => sessionStorage.setItem('cart_key', key), cart.cart_key);
  await applyOnCartPage(page, 'AHORRA2000');
  const price = parseWooPrice(product.price) ?? 0;
  await expect(page.getByText('Descuento AHORRA2000')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(formatMoney(price * 2 - 200_000));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('carrito-cupon-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('carrito-cupon-1280.png'));
  // The mini-cart's summary shows the cart's coupon too.
  await page.getByRole('link', { name: 'Carrito, 2 artículos' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByText('Descuento AHORRA2000')).toBeVisible();
  await expect(drawer.getByTestId('cart-total')).toHaveText(formatMoney(price * 2 - 200_000));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const line = page.locator('main').getByRole('listitem').filter({ hasText: product.name });
  await line.getByRole('button', { name: 'Disminuir cantidad' }).click();
  const notice =
    'Quitamos el cupón AHORRA2000 de tu carrito. El gasto mínimo para usar el cupón AHORRA2000 es RD$ 30,000.00.';
  // Announced in the shop's toast region, and kept beside the coupon form.
  await expect(
    page.getByRole('region', { name: /Notificaciones/ }).getByText(notice),
  ).toBeVisible();
  await expect(page.locator('main').getByText(notice)).toBeVisible();
  await expect(page.getByText('Cupón AHORRA2000 aplicado.')).toBeHidden();
  await expect(page.getByText('Descuento AHORRA2000')).toBeHidden();
  await expect(page.getByTestId('cart-total')).toHaveText(formatMoney(price));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('carrito-cupon-quitado-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('carrito-cupon-quitado-1280.png'));
  // The checkout reads the cart's coupons: none is left to send.
  expect(await page.evaluate(() => sessionStorage.getItem('cart_coupons'))).toBeNull();
  // Another coupon, then the cart emptied: it holds no coupon any more, as in WooCommerce.
  await applyOnCartPage(page, 'VITRINA10');
  await page.getByRole('button', { name: 'Vaciar carrito' }).click();
  await page.getByRole('button', { name: 'Sí, vaciar' }).click();
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  // Once the store answered the clear (the page shows it empty before).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cart_coupons'))).toBeNull();
});

test('G4: a coupon whose minimum the cart no longer reaches after another tab lowered it is removed at review with a Spanish message', async ({
  page,
}) => {
  const { cart } = await twoUnitsOverTheMinimum();
  const email = uniqueEmail();
  await page.goto('/carrito-compras');
  await page.evaluate((key) => sessionStorage.setItem('cart_key', key), cart.cart_key);
  await applyOnCartPage(page, 'AHORRA2000');
  await page.goto('/checkout');
  await reachReview(page, shopperWith(email));
  await expect(page.getByText('Cupón AHORRA2000 aplicado.')).toBeVisible();
  await expect(page.getByText('Descuento AHORRA2000')).toBeVisible();
  // The cart changes (another tab, the mini-cart): one unit is left, under the minimum.
  const lowered = await fetch(
    `${stack.store.baseUrl}/wp-json/cocart/v2/cart/item/${cart.items[0]?.item_key ?? ''}?cart_key=${cart.cart_key}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: '1' }),
    },
  );
  expect(lowered.status).toBe(200);
  await page.getByRole('button', { name: 'Atrás' }).click();
  await next(page).click();
  // Whichever sees the change first lets the coupon go, saying why: the cart's own check (it
  // reads the store's lines again on the way back) or the review, which the store refuses.
  await expect(
    page.getByText('Quitamos el cupón AHORRA2000 de tu carrito.', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByText('Cupón AHORRA2000 aplicado.')).toBeHidden();
  const refusedAtReview = checkoutAlert(page).filter({
    hasText: 'El gasto mínimo para usar el cupón AHORRA2000 es',
  });
  if (await refusedAtReview.isVisible())
    await page.getByRole('button', { name: 'Revisar de nuevo' }).click();
  await expect(reviewTotal(page)).toBeVisible();
  await expect(page.getByText('Descuento AHORRA2000')).toBeHidden();
});

test('R22: a price changed after the review shows the new total, no order until the shopper confirms again', async ({
  page,
}) => {
  const { product, email } = await guestAtReview(page);
  const reviewed = await reviewTotal(page).textContent();
  const raised = (parseWooPrice(product.price) ?? 0) + 150_000;
  await admin('PUT', `products/${String(product.id)}`, {
    regular_price: (raised / 100).toFixed(2),
    sale_price: '',
  });
  await confirm(page).click();
  await expect(page.getByRole('alert')).toContainText('El total de tu pedido cambió a');
  await expect(reviewTotal(page)).not.toHaveText(reviewed ?? '');
  expect(await ordersOf(email)).toHaveLength(0);
  const shown = await reviewTotal(page).textContent();
  await confirm(page).click();
  await expectConfirmed(page, email);
  await expect(page.getByTestId('order-total')).toHaveText(shown ?? '');
});

test('a reload mid-checkout keeps every field and the step', async ({ page }) => {
  const product = await freshProduct();
  const email = uniqueEmail();
  await guestCartWith(page, stack.store.baseUrl, product.id);
  await page.goto('/checkout');
  await fillContact(page, shopperWith(email));
  await next(page).click();
  await fillAddress(page);
  await expect(heading(page)).toHaveText('Entrega');
  await choose(page, 'Envío a domicilio');
  await typeDeliveryDate(page, deliveryDate());
  await choose(page, '3:00 PM - 6:00 PM');
  await expect(page).toHaveURL(/paso=entrega/);
  await page.reload();
  await expect(heading(page)).toHaveText('Entrega');
  await expect(page.getByRole('radio', { name: /^Envío a domicilio/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: '3:00 PM - 6:00 PM' })).toBeChecked();
  // Each segment's value as a number: the field writes 1 December as «1/12/…», not «01».
  const [year, month, day] = deliveryDate()
    .split('-')
    .map((part) => String(Number(part)));
  const segment = (type: string) => page.locator(`[role="spinbutton"][data-type="${type}"]`);
  await expect(segment('day')).toHaveAttribute('aria-valuenow', day ?? '');
  await expect(segment('month')).toHaveAttribute('aria-valuenow', month ?? '');
  await expect(segment('year')).toHaveAttribute('aria-valuenow', year ?? '');
  await page.goBack();
  await expect(heading(page)).toHaveText('Dirección');
  await expect(page.getByRole('textbox', { name: 'Dirección', exact: true })).toHaveValue(
    ADDRESS.address,
  );
  await expect(page.getByRole('textbox', { name: 'Sector', exact: true })).toHaveValue(
    ADDRESS.sector,
  );
  await expect(page.getByRole('button', { name: /Provincia/ })).toContainText(ADDRESS.province);
  await page.goto('/checkout?paso=contacto');
  await expect(heading(page)).toHaveText('Tus datos');
  await expect(page.getByRole('textbox', { name: 'Correo electrónico', exact: true })).toHaveValue(
    email,
  );
  // The phone field is masked: what was typed comes back formatted.
  await expect(page.getByRole('textbox', { name: 'Teléfono', exact: true })).toHaveValue(
    '(809) 555-1234',
  );
});

test('/checkout with an empty cart goes to /carrito-compras', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/carrito-compras$/);
});

test('a customer token straight at wc/v3/orders is refused as WooCommerce refuses it, at the store and through the shop', async () => {
  const login = await fetch(`${stack.store.baseUrl}/wp-json/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = z.object({ results: z.object({ token: z.string() }) }).parse(await login.json())
    .results.token;
  const product = await freshProduct();
  const order = {
    line_items: [{ product_id: product.id, quantity: 1 }],
    billing: { email: uniqueEmail() },
  };
  const post = (base: string) =>
    fetch(`${base}/wp-json/wc/v3/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': `e2e-${String(Date.now())}-0123456789`,
      },
      body: JSON.stringify(order),
    });
  const atStore = await post(stack.store.baseUrl);
  expect(atStore.status).toBe(401);
  expect(z.object({ code: z.string() }).parse(await atStore.json()).code).toBe(
    'woocommerce_rest_cannot_create',
  );
  // The shop's proxy writes nothing under wc/v3 for a browser either.
  const throughShop = await post(stack.shop.url);
  expect([401, 403]).toContain(throughShop.status);
  expect(await ordersOf(order.billing.email)).toHaveLength(0);
});

test('the banks’ cashback is shown on the product page, in the cart and at the payment step', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const product = await freshProduct();
  const cashback = (at: Page) => at.getByRole('region', { name: 'Cashback de tu banco' });
  await page.goto(`/producto/${product.slug}`);
  await expect(cashback(page)).toContainText('Banreservas: 10 % de vuelta');
  await screenshotAt(page, 375, testInfo.outputPath('producto-cashback-375.png'));

  await guestCartWith(page, stack.store.baseUrl, product.id);
  await page.goto('/carrito-compras');
  await expect(cashback(page)).toContainText('Banreservas: 10 % de vuelta');

  await page.goto('/checkout');
  await fillContact(page, shopperWith(uniqueEmail()));
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();
  await fillAddress(page);
  await chooseDelivery(page);
  await expect(heading(page)).toHaveText('Pago');
  await expect(cashback(page)).toContainText('Banreservas: 10 % de vuelta');
  await expect(
    cashback(page).getByRole('link', { name: 'Ver condiciones del cashback' }),
  ).toBeVisible();
  await screenshotAt(page, 375, testInfo.outputPath('pago-cashback-375.png'));
});

test('the other delivery address asks for its postcode, and the order summary carries it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const product = await freshProduct();
  await guestCartWith(page, stack.store.baseUrl, product.id);
  await page.goto('/checkout');
  await fillContact(page, shopperWith(uniqueEmail()));
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();
  await fillAddress(page, ADDRESS, async () => {
    await page.getByText('Entregar en otra dirección', { exact: true }).click();
    const delivery = page.getByRole('group', { name: 'Dirección de entrega' });
    await delivery
      .getByRole('textbox', { name: 'Dirección', exact: true })
      .fill('Av. Winston Churchill 93');
    await delivery.getByRole('textbox', { name: 'Ciudad o municipio' }).fill('Santo Domingo');
    await delivery.getByRole('button', { name: /Provincia/ }).click();
    await page.getByRole('option', { name: ADDRESS.province }).click();
    await delivery.getByRole('textbox', { name: 'Código postal (opcional)' }).fill('10148');
  });
  await chooseDelivery(page);
  const summary = page.waitForRequest(
    (request) => request.url().endsWith('/api/pedidos/resumen') && request.method() === 'POST',
  );
  await payByTransfer(page);
  const body = z
    .object({ shipping_address: z.object({ postcode: z.string() }) })
    .parse((await summary).postDataJSON());
  expect(body.shipping_address.postcode).toBe('10148');
});

test('the summary follows a shipping change: beside the form on a wide screen, folded above it on a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const product = await freshProduct();
  const price = parseWooPrice(product.price) ?? -1;
  await guestCartWith(page, stack.store.baseUrl, product.id);
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
  await expect(summary.getByRole('listitem')).toHaveText(
    `${product.name} × 1${formatMoney(price)}`,
  );
  // Beside the form, its top level with the step's heading.
  const [aside, title] = await Promise.all([summary.boundingBox(), heading(page).boundingBox()]);
  expect(aside?.x).toBeGreaterThan((title?.x ?? 0) + (title?.width ?? 0));

  await fillContact(page, shopperWith(uniqueEmail()));
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();
  await fillAddress(page);
  await expect(heading(page)).toHaveText('Entrega');
  const shipping = summary.getByTestId('summary-shipping');
  const total = summary.getByTestId('summary-total');
  await expect(shipping).toHaveText('Al elegir la entrega');
  await expect(total).toHaveText(formatMoney(price));
  await choose(page, 'Envío a domicilio');
  await expect(shipping).toHaveText(formatMoney(50_000));
  await expect(total).toHaveText(formatMoney(price + 50_000));
  await choose(page, 'Recoger en tienda (Piantini)');
  await expect(shipping).toHaveText(formatMoney(0));
  await expect(total).toHaveText(formatMoney(price));
  await screenshotAt(page, 1280, testInfo.outputPath('entrega-resumen-1280.png'));

  // On a phone the form comes first: the summary is a button that tells the total, and opens.
  await page.setViewportSize({ width: 375, height: 800 });
  const toggle = summary.getByRole('button', { name: /^Ver resumen 1 producto/ });
  await expect(toggle).toContainText(formatMoney(price));
  await expect(total).toBeHidden();
  await toggle.click();
  await expect(total).toBeVisible();
  await expect(summary.getByRole('button', { name: /Ocultar resumen/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await screenshotAt(page, 375, testInfo.outputPath('entrega-resumen-375.png'));
});
