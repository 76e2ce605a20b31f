import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { SlotAgendaSchema } from '@vitrina/api-client/shipping';
import { addDays, DELIVERY_SCHEDULES, formatSlotDate, nextFreeSlot, shopDate } from '@vitrina/core';
import { z } from 'zod';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { otherShoppersOrder, storeCaller } from '../test/support/store-order.js';
import { seriousViolations } from './axe.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test as shopTest } from './fixtures.js';

// A one-pixel map tile: what the shop's tile server (MAP_TILE_URL) answers for every tile here.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48uY+AAVnArCqA7Z2AAAAAElFTkSuQmCC',
  'base64',
);
const tilesServed: string[] = [];
let tileOrigin: string;

/** A tile server on this machine, so no test asks the internet for a map. */
async function startTileServer(): Promise<Server> {
  const server = createServer((request, response) => {
    tilesServed.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    response.end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no tile server port');
  tileOrigin = `http://127.0.0.1:${String(address.port)}`;
  return server;
}

// Issue 17: delivery slots, their booking, the fiscal invoice and /Factura, on a stack of their
// own (the tests fill delivery windows that other specs would book). The shop draws the open map
// from a local tile server and opens it on Santo Domingo, as the demo does.
let stack: ShopStack;
const test = shopTest.extend<object, { deliveryStack: ShopStack }>({
  deliveryStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const tiles = await startTileServer();
      stack = await startShopStack({
        distDir: e2eEnv('distDir'),
        env: { MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`, MAP_CENTER: '18.4713,-69.9397' },
      });
      await use(stack);
      await stack.stop();
      await new Promise((resolve) => tiles.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ deliveryStack }, use) => {
    await use(deliveryStack.shop.url);
  },
});
test.describe.configure({ mode: 'default' });

const [MORNING, , AFTERNOON] = DELIVERY_SCHEDULES;
const SANTIAGO_CAPACITY = { morning: 10, afternoon: 8 };
const VALID_RNC = '1-01-85004-3';

const writeKey = () =>
  `consumer_key=${stack.store.writeConsumerKey}&consumer_secret=${stack.store.writeConsumerSecret}`;

const storeCall = (method: string, path: string, body?: unknown) =>
  storeCaller(stack.store.baseUrl)(method, path, body);

let stocked: Promise<number> | undefined;
/** A stove every order of this file buys, stocked once by the store's admin (test-only key). */
function appliance(): Promise<number> {
  stocked ??= (async () => {
    const answer = await storeCall(
      'GET',
      `wc/v3/products?category=338&stock_status=instock&per_page=1&${writeKey()}`,
    );
    const [product] = z.array(z.object({ id: z.number() })).parse(await answer.json());
    if (!product) throw new Error('no stove in stock');
    const admin = `consumer_key=${stack.store.adminConsumerKey}&consumer_secret=${stack.store.adminConsumerSecret}`;
    const restocked = await storeCall('PUT', `wc/v3/products/${String(product.id)}?${admin}`, {
      manage_stock: true,
      stock_quantity: 1000,
    });
    expect(restocked.status).toBe(200);
    return product.id;
  })();
  return stocked;
}

/** Other shoppers take `count` places of a Santiago window, straight at the store. */
async function takePlaces(date: string, schedule: string, count: number) {
  const productId = await appliance();
  for (let taken = 0; taken < count; taken += 1) {
    const answer = await storeCall(
      'POST',
      `wc/v3/orders?${writeKey()}`,
      otherShoppersOrder({
        productId,
        state: 'DO-25',
        city: 'Santiago de los Caballeros',
        date,
        schedule,
      }),
    );
    expect(answer.status).toBe(201);
  }
}

let daysTaken = 0;
/** A Santiago delivery day no other test of this file uses (never a Sunday or a holiday). */
function santiagoDay(): string {
  let day = addDays(shopDate(Date.now()), 2);
  for (let skip = 0; skip <= daysTaken; skip += 1) {
    const free = nextFreeSlot(day, {
      zone: 'santiago',
      service: 'entrega',
      now: Date.now(),
      booked: () => 0,
    });
    if (free === null) throw new Error('the agenda has no free day');
    day = skip === daysTaken ? free.date : addDays(free.date, 1);
  }
  daysTaken += 1;
  return day;
}

/** A guest cart holding an appliance, handed to the page's session. */
async function guestCart(page: Page): Promise<void> {
  const answer = await storeCall('POST', 'cocart/v2/cart/add-item', {
    id: String(await appliance()),
    quantity: '1',
  });
  const { cart_key } = z.object({ cart_key: z.string() }).parse(await answer.json());
  await page.goto('/carrito-compras');
  await page.evaluate((key) => sessionStorage.setItem('cart_key', key), cart_key);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const next = (page: Page) => page.getByRole('button', { name: 'Continuar' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillContact(page: Page, email: string) {
  await page.goto('/checkout');
  await expect(heading(page)).toHaveText('Tus datos');
  await field(page, 'Nombre').fill('María');
  await field(page, 'Apellido').fill('Rodríguez');
  await field(page, 'Correo electrónico').fill(email);
  await field(page, 'Teléfono').fill('8095551234');
  await field(page, 'Cédula').fill('00113918205');
  await next(page).click();
  await expect(heading(page)).toHaveText('Comprobante fiscal');
}

async function fillSantiagoAddress(page: Page, reference = 'Frente al Monumento') {
  await expect(heading(page)).toHaveText('Dirección');
  await field(page, 'Dirección').fill('Calle del Sol 25');
  await field(page, 'Sector').fill('Los Jardines');
  await field(page, 'Ciudad o municipio').fill('Santiago de los Caballeros');
  await page.getByRole('button', { name: /Provincia/ }).click();
  await page.getByRole('option', { name: 'Santiago', exact: true }).click();
  await field(page, 'Referencia').fill(reference);
  await next(page).click();
  await expect(heading(page)).toHaveText('Entrega');
}

async function typeDate(page: Page, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  await page.locator('[role="spinbutton"][data-type="day"]').focus();
  await page.keyboard.type(`${day}${month}${year}`);
}

async function chooseDelivery(page: Page, date: string, schedule: string) {
  await page.getByText('Envío a domicilio', { exact: true }).click();
  await typeDate(page, date);
  await page.getByText(schedule, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${schedule}`) })).toBeChecked();
}

async function payAndReview(page: Page) {
  await next(page).click();
  await expect(heading(page)).toHaveText('Pago');
  await page.getByText('Transferencia bancaria', { exact: true }).click();
  await next(page).click();
  await expect(heading(page)).toHaveText('Revisa tu pedido');
  await expect(page.getByTestId('checkout-total')).toBeVisible();
}

/** A guest at the review, delivering in Santiago on `date` in `schedule`. */
async function reachReview(page: Page, date: string, schedule: string) {
  await guestCart(page);
  await fillContact(page, `comprador.${String(Date.now())}@example.do`);
  await next(page).click();
  await fillSantiagoAddress(page);
  await chooseDelivery(page, date, schedule);
  await payAndReview(page);
}

async function remaining(date: string): Promise<Record<string, number>> {
  const answer = await storeCall('GET', `vitrina/v1/slots?zone=santiago&from=${date}&to=${date}`);
  const { days } = SlotAgendaSchema.parse(await answer.json());
  return Object.fromEntries(
    (days[0]?.windows ?? []).map((window) => [window.schedule, window.remaining]),
  );
}

test('delivery step: a past date and a full window cannot be chosen, closed days say why', async ({
  page,
}, testInfo) => {
  const day = santiagoDay();
  await takePlaces(day, AFTERNOON, SANTIAGO_CAPACITY.afternoon);
  await guestCart(page);
  await fillContact(page, 'agenda@example.do');
  await next(page).click();
  await fillSantiagoAddress(page);
  await expect(
    page.getByRole('checkbox', { name: 'Habrá alguien para recibir el pedido' }),
  ).toBeChecked();
  await page.getByText('Envío a domicilio', { exact: true }).click();

  // Yesterday is refused with its reason and not kept.
  await typeDate(page, addDays(shopDate(Date.now()), -1));
  await expect(page.getByText(/No disponible: la fecha ya pasó\./)).toBeVisible();
  await next(page).click();
  await expect(page.getByText('Revisa el campo marcado.')).toBeVisible();
  await expect(heading(page)).toHaveText('Entrega');

  // The calendar disables past days, and a closed day's reason is read as the focus reaches it.
  await page.getByRole('button', { name: 'Abrir calendario' }).click();
  const grid = page.getByRole('grid');
  await expect(grid.locator('[role="button"][aria-disabled="true"]').first()).toBeVisible();
  const sundayNote = page.getByText('No disponible: no entregamos los domingos.');
  for (let step = 0; step < 7 && !(await sundayNote.isVisible()); step += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(sundayNote).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Escape');

  // The day's full afternoon cannot be chosen; the morning says what is left.
  await typeDate(page, day);
  const afternoon = page.getByRole('radio', { name: new RegExp(`^${AFTERNOON}`) });
  await expect(afternoon).toBeDisabled();
  await expect(page.getByText('Lleno', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(`^${MORNING}`) })).toBeChecked();
  await expect(page.getByText(`quedan ${String(SANTIAGO_CAPACITY.morning)}`)).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({
      path: testInfo.outputPath(`entrega-${String(width)}.png`),
      fullPage: true,
    });
  }
});

async function confirmIn(browser: Browser, date: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await reachReview(page, date, MORNING);
  return { context, page };
}

test('two shoppers race for the last place: one order gets it, the other is offered the next window', async ({
  browser,
}) => {
  const day = santiagoDay();
  await takePlaces(day, MORNING, SANTIAGO_CAPACITY.morning - 1);
  const [first, second] = await Promise.all([confirmIn(browser, day), confirmIn(browser, day)]);
  await Promise.all(
    [first, second].map(({ page }) =>
      page.getByRole('button', { name: 'Confirmar pedido' }).click(),
    ),
  );
  const outcomes = await Promise.all(
    [first, second].map(async ({ page }) => {
      const placed = page.waitForURL('**/pedido-confirmado').then(() => 'placed' as const);
      const refused = page
        .getByText(/El horario que elegiste se llenó mientras comprabas/)
        .waitFor()
        .then(() => 'refused' as const);
      return Promise.race([placed, refused]);
    }),
  );
  expect(outcomes.toSorted()).toEqual(['placed', 'refused']);
  const loser = outcomes[0] === 'refused' ? first.page : second.page;
  await expect(loser.getByRole('alert')).toContainText(`El próximo horario libre es el`);
  await expect(loser.getByRole('alert')).toContainText(AFTERNOON);
  expect(await remaining(day)).toMatchObject({ [MORNING]: 0 });
  await Promise.all([first.context.close(), second.context.close()]);
});

test('a company checks out with its RNC; the invoice shows B01, RNC, trade name, ITBIS and total', async ({
  page,
  browser,
}, testInfo) => {
  // Two axe scans, four screenshots and a PDF besides the checkout: 22 s alone, more beside the
  // other worker.
  test.slow();
  const day = santiagoDay();
  await guestCart(page);
  await fillContact(page, `empresa.${String(Date.now())}@example.do`);

  // An invalid RNC is refused in Spanish and the form kept.
  await page.getByText('Quiero comprobante fiscal (factura con RNC)').click();
  await field(page, 'RNC').fill('123456789');
  await field(page, 'Razón social').fill('Frío Caribe SRL');
  await next(page).click();
  await expect(page.getByText('El RNC no es válido.')).toBeVisible();
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await expect(field(page, 'Razón social')).toHaveValue('Frío Caribe SRL');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`comprobante-${String(width)}.png`) });
  }

  await field(page, 'RNC').fill(VALID_RNC.replaceAll('-', ''));
  await expect(field(page, 'RNC')).toHaveValue(VALID_RNC);
  await next(page).click();
  await fillSantiagoAddress(page);
  await chooseDelivery(page, day, MORNING);
  await payAndReview(page);
  const total = await page.getByTestId('checkout-total').innerText();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL('**/pedido-confirmado');

  await page.goto('/Factura');
  await expect(heading(page)).toHaveText('Factura de crédito fiscal');
  await expect(page.getByTestId('invoice-ncf')).toHaveText(/^B01\d{8}$/);
  const invoice = page.locator('[data-invoice]');
  await expect(invoice).toContainText(VALID_RNC);
  await expect(invoice).toContainText('Frío Caribe SRL');
  await expect(invoice).toContainText('ITBIS (18 %)');
  await expect(page.getByTestId('invoice-total')).toHaveText(total);
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({
      path: testInfo.outputPath(`factura-${String(width)}.png`),
      fullPage: true,
    });
  }
  // The print layout, as «Descargar PDF» prints it: one A4 page.
  await page.emulateMedia({ media: 'print' });
  const pdf = testInfo.outputPath('factura.pdf');
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  const pages = (await readFile(pdf, 'latin1')).match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);

  // Another shopper with the order's number and no key gets the 404 page.
  const orderId = await page.evaluate(() => localStorage.getItem('order_id'));
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(
    `${stack.shop.url}/Factura?pedido=${String(orderId)}&clave=wc_order_ajena`,
  );
  await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await stranger.close();
});

/** The pin's coordinates, as the typed fields show them. */
async function pinned(page: Page) {
  return {
    lat: Number(await field(page, 'Latitud').inputValue()),
    lng: Number(await field(page, 'Longitud').inputValue()),
  };
}

test("the map pin over the shop's tiles moves with the keyboard and the mouse", async ({
  page,
  context,
}) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await guestCart(page);
  await fillContact(page, `mapa.${String(Date.now())}@example.do`);
  await next(page).click();
  await expect(heading(page)).toHaveText('Dirección');

  // Leaflet draws the configured tiles under the pin, opened on Santo Domingo.
  const map = page.getByTestId('location-map');
  await expect(map.locator('[data-map-shown="true"]')).toBeAttached();
  await expect(map.getByText('© OpenStreetMap')).toBeVisible();
  const tiles = map.locator('img.leaflet-tile');
  await expect(tiles.first()).toHaveAttribute(
    'src',
    new RegExp(`^${tileOrigin}/16/\\d+/\\d+\\.png$`),
  );
  expect(tilesServed.length).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  const pin = page.getByRole('button', { name: /^Pin de la ubicación/ });
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+ArrowRight');
  const byKeyboard = await pinned(page);
  expect(byKeyboard.lat).toBeGreaterThan(18.4713);
  expect(byKeyboard.lng).toBeGreaterThan(-69.9397);
  await expect(pin).toHaveAccessibleName(new RegExp(`latitud ${byKeyboard.lat.toFixed(6)}`));

  // A click on the map puts the pin there, and the map follows it; dragging moves it again.
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (box === null) throw new Error('the map is not on screen');
  const mapOffset = () => map.locator('.leaflet-map-pane').getAttribute('style');
  const offsetBefore = await mapOffset();
  await page.mouse.click(box.x + box.width / 2 - 80, box.y + box.height / 2 + 40);
  const byClick = await pinned(page);
  expect(byClick.lng).toBeLessThan(byKeyboard.lng);
  expect(byClick.lat).toBeLessThan(byKeyboard.lat);
  await expect.poll(mapOffset).not.toBe(offsetBefore);
  const pinBox = await pin.boundingBox();
  if (pinBox === null) throw new Error('the pin is not on screen');
  await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(pinBox.x + pinBox.width / 2 + 60, pinBox.y + pinBox.height / 2, {
    steps: 6,
  });
  await page.mouse.up();
  expect((await pinned(page)).lng).toBeGreaterThan(byClick.lng);
});

test('with the map unreachable the pin works on the blank map and checkout completes; the review shows the day and window', async ({
  page,
  context,
}) => {
  // Nothing outside the shop answers, the tile server included.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await context.route(`${tileOrigin}/**`, (route) => route.abort());
  const day = santiagoDay();
  await guestCart(page);
  await fillContact(page, `sin-mapa.${String(Date.now())}@example.do`);
  await next(page).click();
  await expect(heading(page)).toHaveText('Dirección');

  const map = page.getByTestId('location-map');
  await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
  await expect(map.locator('[data-map-shown]')).toHaveAttribute('data-map-shown', 'false');
  await field(page, 'Latitud').fill('19.4517');
  await field(page, 'Longitud').fill('-70.697');
  const pin = page.getByRole('button', { name: /^Pin de la ubicación/ });
  await pin.focus();
  await page.keyboard.press('ArrowDown');
  const byKeyboard = await pinned(page);
  expect(byKeyboard.lat).toBeLessThan(19.4517);
  expect(byKeyboard.lng).toBe(-70.697);

  await fillSantiagoAddress(page, 'Casa azul frente al colmado');
  await page.getByText('Escaleras', { exact: true }).click();
  await field(page, 'Piso o apartamento').fill('3');
  await chooseDelivery(page, day, MORNING);
  await payAndReview(page);
  // The review and the confirmed order tell the day, the window and what the crew was told.
  const when = `${formatSlotDate(day)} · ${MORNING}`;
  const delivery = page.getByRole('region', { name: 'Entrega' });
  await expect(delivery.getByTestId('delivery-when')).toHaveText(when);
  await expect(delivery).toContainText('Piso o apartamento3');
  await expect(delivery).toContainText('AccesoEscaleras');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL('**/pedido-confirmado');
  await expect(page.getByTestId('delivery-when')).toHaveText(when);
  await expect(page.getByText('Escaleras', { exact: true })).toBeVisible();

  const orderId = await page.evaluate(() => localStorage.getItem('order_id'));
  const order = z
    .object({ meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })) })
    .parse(await (await storeCall('GET', `wc/v3/orders/${String(orderId)}?${writeKey()}`)).json());
  const meta = Object.fromEntries(order.meta_data.map((entry) => [entry.key, entry.value]));
  expect(meta).toMatchObject({
    latitude: byKeyboard.lat,
    longitude: byKeyboard.lng,
    reference: 'Casa azul frente al colmado',
  });
});
