import type { Page } from '@playwright/test';
import { addDays, formatMoney, formatSlotDate, nextFreeSlot, shopDate } from '@vitrina/core';
import { z } from 'zod';
import {
  OrderSummarySchema,
  PlacedOrderSchema,
  ShippingOptionsSchema,
} from '../src/lib/shop-api/checkout.js';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { storeCaller } from '../test/support/store-order.js';
import { seriousViolations } from './axe.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test as shopTest } from './fixtures.js';
import { hydrated } from './hydration.js';
import { screenshotAt } from './shoppers.js';

// Issue 29: a guest tracks an order by its number and e-mail at /rastrear-pedido. On a stack of
// its own: the last test spends this address's guesses, which would limit every other spec.
let stack: ShopStack;
const test = shopTest.extend<object, { trackingStack: ShopStack }>({
  trackingStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      stack = await startShopStack({ distDir: e2eEnv('distDir') });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ trackingStack }, use) => {
    await use(trackingStack.shop.url);
  },
});
test.describe.configure({ mode: 'serial' });

const EMAIL = 'lucia.guzman@correo.do';
const MORNING = '9:00 AM - 12:00 PM';
const NOT_FOUND = 'No encontramos un pedido con ese número y correo.';
const deliveryDay =
  nextFreeSlot(addDays(shopDate(Date.now()), 2), {
    zone: 'santo-domingo',
    service: 'entrega',
    now: Date.now(),
    booked: () => 0,
  })?.date ?? '';

const shopApi = (method: string, path: string, body?: unknown, headers = {}) =>
  fetch(`${stack.shop.url}/api/pedidos${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A guest's order placed through the shop's own API, as the checkout page places it. */
async function placeGuestOrder() {
  const write = `consumer_key=${stack.store.writeConsumerKey}&consumer_secret=${stack.store.writeConsumerSecret}`;
  const store = storeCaller(stack.store.baseUrl);
  const [product] = z
    .array(z.object({ id: z.number() }))
    .parse(
      await (await store('GET', `wc/v3/products?stock_status=instock&per_page=1&${write}`)).json(),
    );
  if (product === undefined) throw new Error('no product in stock');
  const added = await store('POST', 'cocart/v2/cart/add-item', {
    id: String(product.id),
    quantity: '1',
  });
  const { cart_key } = z.object({ cart_key: z.string() }).parse(await added.json());
  const buyer = { 'cocart-api-cart-key': cart_key };
  const methods = ShippingOptionsSchema.parse(
    await (await shopApi('GET', '/envio?provincia=DO-32')).json(),
  );
  const flat = methods.find((method) => method.method_id === 'flat_rate');
  if (flat === undefined) throw new Error('no flat rate in DO-32');
  const body = {
    first_name: 'Lucía',
    last_name: 'Guzmán',
    email: EMAIL,
    phone: '809-555-0199',
    social_id: '001-1391820-5',
    billing_address: {
      first_name: 'Lucía',
      last_name: 'Guzmán',
      address: 'Calle Duarte 45',
      city: 'Santo Domingo Este',
      state: 'DO-32',
      sector: 'Los Mina',
      reference: 'Portón azul',
    },
    shipping_method: { method_id: flat.method_id, instance_id: flat.instance_id },
    payment_method: 'bacs',
    date: deliveryDay,
    schedule: MORNING,
  };
  const summary = OrderSummarySchema.parse(
    await (await shopApi('POST', '/resumen', body, buyer)).json(),
  );
  const placed = await shopApi(
    'POST',
    '',
    { ...body, expected_total: summary.total },
    { ...buyer, 'idempotency-key': `e2e-tracking-${String(Date.now())}` },
  );
  if (placed.status !== 201) throw new Error(await placed.text());
  return PlacedOrderSchema.parse(await placed.json());
}

let order: z.infer<typeof PlacedOrderSchema>;
test.beforeAll(async ({ trackingStack }) => {
  expect(trackingStack.shop.url).not.toBe('');
  order = await placeGuestOrder();
});

const numberField = (page: Page) => page.getByRole('textbox', { name: 'Número de pedido' });
const emailField = (page: Page) => page.getByRole('textbox', { name: 'Correo electrónico' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Buscar pedido' });

test('a guest finds the tracking page in the footer, tracks the order and opens its invoice', async ({
  page,
}, testInfo) => {
  // Two pages and an invoice, each checked by axe and photographed at two widths.
  test.slow();
  await page.goto('/');
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Rastrear mi pedido' });
  await hydrated(footerLink);
  await footerLink.click();
  await expect(page).toHaveURL(/\/rastrear-pedido$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rastrear mi pedido');
  await hydrated(searchButton(page));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('rastrear-pedido-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('rastrear-pedido-1280.png'));

  await numberField(page).fill(`#${String(order.order_id)}`);
  await emailField(page).fill('Lucia.Guzman@Correo.do');
  await searchButton(page).click();

  const card = page.getByTestId('tracked-order');
  const result = page.getByRole('heading', { name: `Pedido #${String(order.order_id)}` });
  await expect(result).toBeFocused();
  await expect(card.getByTestId('tracked-status')).toHaveText('En espera');
  await expect(card.getByTestId('tracked-delivery')).toHaveText(
    `${formatSlotDate(deliveryDay)} · ${MORNING}`,
  );
  await expect(card.getByTestId('order-total')).toHaveText(formatMoney(order.total));
  // D5: a number and an e-mail show no address, phone or name.
  await expect(card).not.toContainText('Calle Duarte');
  await expect(card).not.toContainText('809-555-0199');
  await expect(card).not.toContainText('Lucía');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('rastrear-pedido-resultado-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('rastrear-pedido-resultado-1280.png'));

  await card.getByRole('link', { name: 'Ver factura' }).click();
  await expect(page).toHaveURL(/\/Factura\?pedido=\d+&pase=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factura de consumo');
  await expect(page.getByText(`Pedido n.º ${String(order.order_id)}`)).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toContainText(formatMoney(order.total));
  // The order key never reached this browser, and the invoice it opened shows no one's data.
  expect(page.url()).not.toContain(order.order_key);
  await expect(page.locator('[data-invoice]')).not.toContainText('Calle Duarte');
  await expect(page.locator('[data-invoice]')).not.toContainText(EMAIL);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('factura-por-rastreo-375.png'));
});

test('keyboard only: a wrong e-mail and an unknown number get the same message', async ({
  page,
}, testInfo) => {
  await page.goto('/rastrear-pedido');
  await hydrated(searchButton(page));
  // Empty fields are caught in place, before any request.
  await numberField(page).focus();
  await page.keyboard.press('Enter');
  await expect(numberField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Escribe el número de tu pedido.')).toBeVisible();

  await page.keyboard.type(String(order.order_id));
  await page.keyboard.press('Tab');
  await expect(emailField(page)).toBeFocused();
  await page.keyboard.type('otra.persona@correo.do');
  await page.keyboard.press('Enter');
  const alert = page.getByTestId('tracking-error');
  await expect(alert).toHaveText(NOT_FOUND);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('rastrear-pedido-error-375.png'));

  await numberField(page).fill('987654');
  await emailField(page).fill(EMAIL);
  await emailField(page).press('Enter');
  await expect(alert).toHaveText(NOT_FOUND);
});

test('K5: past ten misses from one address the page shows the wait, even for the right order', async ({
  page,
}, testInfo) => {
  // The keyboard test missed twice from this address; eight more fill its count.
  for (let miss = 0; miss < 8; miss += 1) {
    const answer = await shopApi('POST', '/rastreo', {
      number: String(900_000 + miss),
      email: `nadie${String(miss)}@correo.do`,
    });
    expect(answer.status).toBe(404);
  }
  await page.goto('/rastrear-pedido');
  await hydrated(searchButton(page));
  await numberField(page).fill(String(order.order_id));
  await emailField(page).fill(EMAIL);
  await searchButton(page).click();
  await expect(page.getByTestId('tracking-error')).toHaveText(
    'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
  );
  await screenshotAt(page, 1280, testInfo.outputPath('rastrear-pedido-limite-1280.png'));
});
