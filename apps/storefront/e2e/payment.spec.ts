import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SlotAgendaSchema } from '@vitrina/api-client/shipping';
import { isServiceCategory } from '@vitrina/core';
import { z } from 'zod';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { seriousViolations } from './axe.js';
import {
  backAtShop as backAt,
  CARD_ORDER_WINDOW,
  layerEvents,
  placeByCard as placeAt,
} from './card-payment.js';
import { deliveryDate, heading } from './checkout-steps.js';
import { hydrated } from './hydration.js';
import { DEMO, screenshotAt, signIn } from './shoppers.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test as shopTest } from './fixtures.js';

// Issue 24, «Paid, not just ordered»: a stack of its own, whose store sends the gateway's way back
// to this shop server, holds unpaid orders 60 minutes and runs on a clock the tests move on.
const CONTAINER_ID = 'GTM-VTR1NA';
const TAG_MANAGER = 'https://www.googletagmanager.com';
const HOLD_MINUTES = 60;

let stack: ShopStack;
let clockOffsetMs = 0;
const test = shopTest.extend<object, { paymentStack: ShopStack }>({
  paymentStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      stack = await startShopStack({
        distDir: e2eEnv('distDir'),
        env: { GTM_ID: CONTAINER_ID },
        store: {
          env: { STORE_HOLD_STOCK_MINUTES: String(HOLD_MINUTES) },
          clock: { now: () => Date.now() + clockOffsetMs },
        },
        linkBack: true,
      });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ paymentStack }, use) => {
    await use(paymentStack.shop.url);
  },
});
// A whole checkout, a gateway's page and the way back: more than the default 30 s on two cores.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const ProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  manage_stock: z.boolean(),
  stock_quantity: z.number().nullable(),
  categories: z.array(z.object({ id: z.number() })),
});
const OrderSchema = z.looseObject({
  id: z.number(),
  status: z.string(),
  order_key: z.string(),
  billing: z.looseObject({ email: z.string() }),
});

/** The store's admin API (test-only key). */
async function admin(method: string, path: string): Promise<unknown> {
  const auth = `consumer_key=${stack.store.adminConsumerKey}&consumer_secret=${stack.store.adminConsumerSecret}`;
  const response = await fetch(
    `${stack.store.baseUrl}/wp-json/${path}${path.includes('?') ? '&' : '?'}${auth}`,
    { method },
  );
  expect(response.ok, `${method} ${path}`).toBe(true);
  return response.json();
}

let productsTaken = 0;
/** A stocked product no other test of this file buys. */
async function freshProduct() {
  const products = z
    .array(ProductSchema)
    .parse(await admin('GET', 'wc/v3/products?per_page=100&stock_status=instock&type=simple'))
    .filter(
      (product) =>
        product.manage_stock &&
        (product.stock_quantity ?? 0) >= 3 &&
        !product.categories.some((category) => isServiceCategory(category.id)),
    );
  const product = products[productsTaken];
  productsTaken += 1;
  if (product === undefined) throw new Error('not enough stocked products in the demo catalogue');
  return product;
}

const stockOf = async (id: number) =>
  ProductSchema.parse(await admin('GET', `wc/v3/products/${String(id)}`)).stock_quantity;

async function ordersOf(email: string) {
  const orders = z.array(OrderSchema).parse(await admin('GET', 'wc/v3/orders?per_page=100'));
  return orders.filter((order) => order.billing.email === email);
}

const couponUses = async (code: string) =>
  z
    .array(z.object({ usage_count: z.number() }))
    .parse(await admin('GET', `wc/v3/coupons?code=${code}`))[0]?.usage_count;

/** What the capital's trucks have left in `CARD_ORDER_WINDOW` on the delivery day. */
async function windowLeft(): Promise<number | undefined> {
  const agenda = SlotAgendaSchema.parse(
    await admin(
      'GET',
      `vitrina/v1/slots?zone=santo-domingo&from=${deliveryDate()}&to=${deliveryDate()}`,
    ),
  );
  return agenda.days[0]?.windows.find((window) => window.schedule === CARD_ORDER_WINDOW)?.remaining;
}

/** Answers the tag manager's host locally and logs each request with the page it came from. */
async function stubTagManager(page: Page): Promise<{ url: string; from: string }[]> {
  const requests: { url: string; from: string }[] = [];
  await page.route(`${TAG_MANAGER}/**`, (route) => {
    requests.push({ url: route.request().url(), from: new URL(page.url()).pathname });
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return requests;
}

/** A guest with a product in the cart pays by card from the review: on the gateway's page. */
async function placeByCard(
  page: Page,
  options: { product?: { id: number }; coupon?: string; deposit?: boolean } = {},
) {
  const product = options.product ?? (await freshProduct());
  const email = await placeAt(page, {
    cocartUrl: stack.store.baseUrl,
    productId: product.id,
    gatewayPage: new RegExp(`^${stack.store.baseUrl}/pasarela-prueba/\\d+\\?key=`),
    ...(options.coupon === undefined ? {} : { coupon: options.coupon }),
    ...(options.deposit === undefined ? {} : { deposit: options.deposit }),
  });
  return { product, email };
}

const backAtShop = (page: Page) => backAt(page, stack.shop.url);

/** A card order the gateway declined, back at the shop's page that says so. */
async function declinedAtGateway(page: Page) {
  const placed = await placeByCard(page);
  await page.getByRole('button', { name: 'Rechazar pago' }).click();
  await backAtShop(page);
  await expect(heading(page)).toHaveText('El pago no se completó');
  return placed;
}

test('a guest pays by test card: sent to the gateway, back to a paid order; GA4 waits for the confirmation, purchase once', async ({
  page,
}) => {
  const tagManager = await stubTagManager(page);
  const { email } = await placeByCard(page);
  // The gateway's page loads nothing from a third party.
  const gatewayHosts = new Set<string>();
  page.on('request', (request) => gatewayHosts.add(new URL(request.url()).origin));
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await backAtShop(page);
  expect(
    [...gatewayHosts].filter(
      (origin) => origin !== stack.store.baseUrl && origin !== stack.shop.url,
    ),
  ).toEqual([]);
  await expect(heading(page)).toHaveText('Pago recibido');
  await expect(page.getByTestId('order-status')).toHaveText('En proceso');
  const orders = await ordersOf(email);
  expect(orders.map((order) => order.status)).toEqual(['processing']);

  // J5: nothing from the tag manager on /checkout; the container loads here and gets the queue.
  await expect
    .poll(() => tagManager.filter((request) => request.from === '/pedido-confirmado').length)
    .toBe(1);
  expect(tagManager.filter((request) => request.from.startsWith('/checkout'))).toEqual([]);
  const events = await layerEvents(page);
  for (const event of ['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']) {
    expect(
      events.filter((name) => name === event),
      event,
    ).toHaveLength(1);
  }
  const purchase = await page.evaluate((): unknown => {
    const layer: unknown = Reflect.get(window, 'dataLayer');
    return Array.isArray(layer)
      ? layer.find(
          (entry: unknown) =>
            typeof entry === 'object' &&
            entry !== null &&
            Reflect.get(entry, 'event') === 'purchase',
        )
      : undefined;
  });
  expect(purchase).toMatchObject({
    ecommerce: {
      transaction_id: String(orders[0]?.id),
      currency: 'DOP',
      value: expect.any(Number),
      tax: expect.any(Number),
      shipping: expect.any(Number),
      items: [expect.objectContaining({ item_id: expect.any(String), quantity: 1 })],
    },
  });
  // A reload shows the order again and sends no second purchase nor the checkout's events.
  await page.reload();
  await expect(heading(page)).toHaveText('Pago recibido');
  await expect(page.getByTestId('order-number')).toBeVisible();
  expect(
    (await layerEvents(page)).filter((name) => name !== 'page_view' && name !== 'gtm.js'),
  ).toEqual([]);

  await screenshotAt(page, 375, 'test-results/pago-recibido-375.png');
  await screenshotAt(page, 1280, 'test-results/pago-recibido-1280.png');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a declined card is paid again from the confirmation page, the same order', async ({
  page,
}) => {
  const { email } = await declinedAtGateway(page);
  await expect(page.getByRole('alert').first()).toContainText('no se cobró nada');
  expect(await layerEvents(page)).not.toContain('purchase');
  await screenshotAt(page, 375, 'test-results/pago-rechazado-375.png');
  await screenshotAt(page, 1280, 'test-results/pago-rechazado-1280.png');
  expect(await seriousViolations(page)).toEqual([]);
  // With the keyboard, as a shopper who does not use a mouse.
  await page.getByRole('link', { name: 'Pagar de nuevo' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await backAtShop(page);
  await expect(heading(page)).toHaveText('Pago recibido');
  const orders = await ordersOf(email);
  expect(orders.map((order) => order.status)).toEqual(['processing']);
});

test('after a declined card the same order is paid by bank transfer instead, no second order', async ({
  page,
}) => {
  const { email } = await declinedAtGateway(page);
  await page.getByText('Transferencia bancaria', { exact: true }).click();
  await page.getByRole('button', { name: 'Pagar de esta forma' }).click();
  await expect(heading(page)).toHaveText('Pedido confirmado');
  await expect(page.getByTestId('order-status')).toHaveText('En espera');
  await expect(page.getByText(/Banreservas, cuenta corriente/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar de nuevo' })).toHaveCount(0);
  const orders = await ordersOf(email);
  expect(orders.map((order) => [order.status, order['payment_method']])).toEqual([
    ['on-hold', 'bacs'],
  ]);
  // Confirmed now: the purchase goes out, once.
  expect((await layerEvents(page)).filter((name) => name === 'purchase')).toHaveLength(1);
});

test('G9: an abono paid by card reads as paid on the confirmation and the invoice, with the balance left', async ({
  page,
}) => {
  await placeByCard(page, { deposit: true });
  await expect(page.getByText(/\(anticipo\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await backAtShop(page);
  await expect(heading(page)).toHaveText('Abono recibido');
  const total = await page.getByTestId('order-total').textContent();
  // «Abono pagado» is also the order's status beside its number: the totals' row is the one meant.
  await expect(page.getByRole('term').filter({ hasText: 'Abono pagado' })).toBeVisible();
  await expect(page.getByTestId('order-paid')).toBeVisible();
  await expect(page.getByText('Saldo por pagar')).toBeVisible();
  await expect(page.getByText('Abono que pagas ahora')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver la factura de este pedido' }).click();
  await expect(page.getByTestId('invoice-total')).toHaveText(total ?? '');
  await expect(page.getByText('Abono pagado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('invoice-balance')).toBeVisible();
});

test('G9: a declined card with an abono paid by cash on delivery instead shows no abono anywhere', async ({
  page,
}) => {
  await placeByCard(page, { deposit: true });
  await page.getByRole('button', { name: 'Rechazar pago' }).click();
  await backAtShop(page);
  await expect(page.getByText('Abono que pagas ahora')).toBeVisible();
  await page.getByText('Pago contra entrega', { exact: true }).click();
  await page.getByRole('button', { name: 'Pagar de esta forma' }).click();
  await expect(heading(page)).toHaveText('Pedido confirmado');
  await expect(page.getByText(/Abono/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver la factura de este pedido' }).click();
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  await expect(page.getByText(/Abono|Saldo por pagar/)).toHaveCount(0);
});

test('the e-mailed link opens the order on another device; a wrong key reads as an unknown order', async ({
  page,
  browser,
}) => {
  const { email } = await placeByCard(page);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await backAtShop(page);
  const mails = (await readFile(stack.store.outboxPath, 'utf8'))
    .trim()
    .split('\n')
    .map((line) =>
      z.object({ to: z.string(), links: z.array(z.string()) }).parse(JSON.parse(line)),
    );
  const link = mails
    .filter((mail) => mail.to === email)
    .flatMap((mail) => mail.links)
    .find((href) => new URL(href).pathname === '/pedido-confirmado');
  expect(link).toBeDefined();
  const url = new URL(link ?? '');
  const other = await browser.newContext();
  try {
    const device = await other.newPage();
    const opened = await device.goto(`${stack.shop.url}${url.pathname}${url.search}`);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    expect(opened?.headers()['cache-control']).toBe('no-store');
    await expect(device.getByRole('heading', { level: 1 })).toHaveText('Pago recibido');
    await expect(device.getByTestId('order-number')).toBeVisible();
    await expect(device.getByRole('link', { name: 'Ver la factura de este pedido' })).toBeVisible();
    // Another device never reports the purchase: it did not place the order.
    expect(await layerEvents(device)).not.toContain('purchase');

    const id = url.searchParams.get('order_id') ?? '';
    const wrongKey = `${stack.shop.url}/pedido-confirmado?order_id=${id}&key=wc_order_otraclave`;
    const unknown = `${stack.shop.url}/pedido-confirmado?order_id=99999999&key=wc_order_otraclave`;
    const mainText = async (target: string) => {
      await device.goto(target);
      await expect(device.getByRole('heading', { level: 1 })).toHaveText(
        'No encontramos ese pedido',
      );
      return device.getByRole('main').innerText();
    };
    expect(await mainText(wrongKey)).toBe(await mainText(unknown));
  } finally {
    await other.close();
  }
});

test('an order left on the payment page is cancelled after the hold: stock, coupon use and window back', async ({
  page,
}) => {
  const product = await freshProduct();
  const stockBefore = await stockOf(product.id);
  const usesBefore = await couponUses('vitrina10');
  const windowBefore = await windowLeft();
  const { email } = await placeByCard(page, { product, coupon: 'VITRINA10' });
  expect(await stockOf(product.id)).toBe((stockBefore ?? 0) - 1);
  expect(await couponUses('vitrina10')).toBe((usesBefore ?? 0) + 1);
  expect(await windowLeft()).toBe((windowBefore ?? 0) - 1);

  const gatewayPage = page.url();
  await page.getByRole('button', { name: 'Cancelar y volver a la tienda' }).click();
  await backAtShop(page);
  await expect(heading(page)).toHaveText('Pago cancelado');
  await expect(page.getByRole('link', { name: 'Pagar de nuevo' })).toBeVisible();

  try {
    clockOffsetMs = (HOLD_MINUTES - 1) * 60_000;
    await page.reload();
    await expect(heading(page)).toHaveText('Pago cancelado');
    clockOffsetMs = (HOLD_MINUTES + 1) * 60_000;
    await page.reload();
    await expect(heading(page)).toHaveText('Este pedido venció');
    await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
    await expect(page.getByRole('link', { name: 'Pagar de nuevo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hacer el pedido de nuevo' })).toBeVisible();
    await screenshotAt(page, 375, 'test-results/pedido-vencido-375.png');
    await screenshotAt(page, 1280, 'test-results/pedido-vencido-1280.png');
    expect(await seriousViolations(page)).toEqual([]);

    expect((await ordersOf(email)).map((order) => order.status)).toEqual(['cancelled']);
    // Coming back to pay from the gateway's page: told the order expired.
    await page.goto(gatewayPage);
    await backAtShop(page);
    await expect(heading(page)).toHaveText('Este pedido venció');
    expect(await stockOf(product.id)).toBe(stockBefore);
    expect(await couponUses('vitrina10')).toBe(usesBefore);
    expect(await windowLeft()).toBe(windowBefore);

    // Ordering again puts the order's products back in the (emptied) cart.
    await page.getByRole('button', { name: 'Hacer el pedido de nuevo' }).click();
    await expect(page).toHaveURL(/\/carrito-compras$/);
    await expect(
      page.locator('main').getByRole('textbox', { name: `Cantidad de «${product.name}»` }),
    ).toHaveValue('1');
  } finally {
    clockOffsetMs = 0;
  }
});

/** What a mail in the stack's outbox says: who it goes to, which mail it is, where it links. */
const OutboxMailSchema = z.object({
  to: z.string(),
  links: z.array(z.string()),
  email_id: z.string().optional(),
});

async function mailsTo(email: string) {
  const lines = (await readFile(stack.store.outboxPath, 'utf8')).trim().split('\n');
  return lines
    .map((line) => OutboxMailSchema.parse(JSON.parse(line)))
    .filter((mail) => mail.to === email);
}

/**
 * A card order of Ana's (a demo customer of every store) that she left unpaid and the gateway
 * declined: made through the store with the test's key, as the shop server would have made it.
 */
async function declinedOrderOfAna(productId: number) {
  const open = (path: string, init: RequestInit) =>
    fetch(`${stack.store.baseUrl}/wp-json/api/v1/${path}`, init).then((answer) => answer.json());
  const { token } = z.object({ results: z.object({ token: z.string() }) }).parse(
    await open('login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    }),
  ).results;
  const customer = z
    .object({ results: z.object({ userData: z.object({ ID: z.number() }) }) })
    .parse(await open('users', { headers: { authorization: `Bearer ${token}` } })).results.userData;
  const auth = `consumer_key=${stack.store.adminConsumerKey}&consumer_secret=${stack.store.adminConsumerSecret}`;
  const placed = await fetch(`${stack.store.baseUrl}/wp-json/wc/v3/orders?${auth}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_id: customer.ID,
      payment_method: 'vitrina_test_card',
      billing: {
        first_name: 'Ana',
        last_name: 'Pérez',
        address_1: 'Calle El Sol 12',
        city: 'Santo Domingo Este',
        state: 'DO-32',
        email: DEMO.email,
        phone: '8095551234',
      },
      line_items: [{ product_id: productId, quantity: 1 }],
      shipping_lines: [{ method_id: 'local_pickup' }],
    }),
  });
  expect(placed.status).toBe(201);
  const order = OrderSchema.extend({ payment_url: z.string() }).parse(await placed.json());
  const declined = await fetch(`${order.payment_url}&outcome=decline`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(declined.status).toBe(303);
  return order;
}

test('N2: a customer pays from the profile a card order the gateway declined, and the mail’s «Pagar» leads to it', async ({
  page,
}) => {
  const order = await declinedOrderOfAna((await freshProduct()).id);
  const number = String(order.id);
  // The mail of the decline says «Pagar» and leads to the order's page, which offers to pay.
  const declinedMail = (await mailsTo(DEMO.email)).findLast(
    (mail) => mail.email_id === 'customer_failed_order',
  );
  const mailed = new URL(declinedMail?.links[0] ?? '');
  expect(mailed.searchParams.get('order_id')).toBe(number);
  await page.goto(`${mailed.pathname}${mailed.search}`);
  await expect(heading(page)).toHaveText('El pago no se completó');
  await expect(page.getByRole('link', { name: 'Pagar de nuevo' })).toBeVisible();

  await page.goto('/auth/iniciar-sesion');
  await hydrated(page.getByRole('button', { name: 'Iniciar sesión' }));
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/perfil-usuario$/);
  const orders = page.getByRole('region', { name: 'Mis pedidos' });
  const pay = orders.getByRole('link', { name: `Pagar: pedido n.º ${number}` });
  await expect(pay).toBeVisible();
  await screenshotAt(page, 375, 'test-results/perfil-pagar-375.png');
  await screenshotAt(page, 1280, 'test-results/perfil-pagar-1280.png');
  expect(await seriousViolations(page)).toEqual([]);

  await orders.getByRole('link', { name: `Ver detalle del pedido ${number}` }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Pago fallido');
  await expect(page.getByTestId('pay-online')).toContainText('no se cobró nada');
  await screenshotAt(page, 375, 'test-results/perfil-pedido-pagar-375.png');
  await screenshotAt(page, 1280, 'test-results/perfil-pedido-pagar-1280.png');
  await page.getByRole('link', { name: `Pagar: pedido n.º ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.store.baseUrl}/pasarela-prueba/${number}\\?`));
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await backAtShop(page);
  await expect(heading(page)).toHaveText('Pago recibido');
  expect((await ordersOf(DEMO.email)).find((mine) => mine.id === order.id)?.status).toBe(
    'processing',
  );

  await page.goto('/perfil-usuario');
  await expect(
    orders.getByRole('link', { name: `Ver detalle del pedido ${number}` }),
  ).toBeVisible();
  await expect(orders.getByRole('link', { name: `Pagar: pedido n.º ${number}` })).toHaveCount(0);
});

test('N2/G9: the balance of an abono is paid from tracking, on the same order', async ({
  page,
}) => {
  const { email } = await placeByCard(page, { deposit: true });
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await backAtShop(page);
  await expect(heading(page)).toHaveText('Abono recibido');
  await expect(page.getByRole('link', { name: 'Pagar el saldo' })).toBeVisible();
  await screenshotAt(page, 375, 'test-results/abono-pagar-saldo-375.png');
  await screenshotAt(page, 1280, 'test-results/abono-pagar-saldo-1280.png');
  const [order] = await ordersOf(email);
  const number = String(order?.id);
  expect((await mailsTo(email)).map((mail) => mail.email_id)).toEqual([
    'vitrina_order_received',
    'vitrina_balance_due',
  ]);

  await page.goto('/rastrear-pedido');
  await hydrated(page.getByRole('button', { name: 'Buscar pedido' }));
  await page.getByRole('textbox', { name: 'Número de pedido' }).fill(number);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Buscar pedido' }).click();
  const card = page.getByTestId('tracked-order');
  await expect(card.getByTestId('tracked-status')).toHaveText('Abono pagado');
  await expect(card.getByTestId('pay-online')).toContainText('Falta el saldo');
  await screenshotAt(page, 375, 'test-results/rastreo-pagar-saldo-375.png');
  await screenshotAt(page, 1280, 'test-results/rastreo-pagar-saldo-1280.png');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('link', { name: `Pagar el saldo: pedido n.º ${number}` }).click();
  await expect(page.getByText(/\(anticipo\)/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await backAtShop(page);
  await expect(heading(page)).toHaveText('Pago recibido');
  expect((await ordersOf(email)).map((mine) => mine.status)).toEqual(['processing']);
});
