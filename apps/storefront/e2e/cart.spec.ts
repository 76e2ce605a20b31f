import type { APIRequestContext, Locator, Page, Request, Route } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { seriousViolations } from './axe.js';
import { e2eEnv } from './e2e-env.js';
import { expect, holdRequests, returnToTab, test, uncaughtErrors } from './fixtures.js';
import { addToCart } from './add-to-cart.js';
import { hydrated } from './hydration.js';
import { newCustomer, screenshotAt, signIn, storeToken } from './shoppers.js';

const ProductsShape = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    type: z.string(),
    stock_quantity: z.number().nullable(),
  }),
);
const CartShape = z.object({ items: z.array(z.object({ id: z.number() })) });

/**
 * In-stock products of a category, from the shop's own proxy; each test takes its own. Each has
 * `units` left at least: other tests buy from the same store, and a cart is capped at the stock.
 */
async function products(request: APIRequestContext, category: number, count: number, units = 1) {
  const response = await request.get(
    `/wp-json/wc/v3/products?per_page=20&stock_status=instock&category=${String(category)}`,
  );
  // Products sold as they are: one with options is added from its page, once chosen.
  const found = ProductsShape.parse(await response.json())
    .filter((product) => product.type !== 'variable')
    .filter((product) => product.stock_quantity === null || product.stock_quantity >= units)
    .slice(0, count);
  if (found.length < count) throw new Error(`the demo store has too few products in ${category}`);
  return found;
}

async function addFromProductPage(page: Page, product: { name: string; slug: string }) {
  await page.goto(`/producto/${product.slug}`);
  await addToCart(page, product.name);
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(
    drawer.getByRole('textbox', { name: `Cantidad de «${product.name}»` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

const quantity = (page: Page, name: string) =>
  page.locator('main').getByRole('textbox', { name: `Cantidad de «${name}»` });

test('guest: two products added, a quantity raised, the cart kept after a reload; axe on the cart page and the open drawer', async ({
  page,
  request,
}, testInfo) => {
  // The first television is raised to two units.
  const [first, second] = await products(request, 211, 2, 2);
  if (!first || !second) throw new Error('two televisions expected');
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);

  await page.goto('/carrito-compras');
  const line = page.locator('main').getByRole('listitem').filter({ hasText: first.name });
  await line.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(quantity(page, first.name)).toHaveValue('2');
  await expect(page.getByRole('link', { name: 'Carrito, 3 artículos' })).toBeVisible();

  await page.reload();
  await expect(quantity(page, first.name)).toHaveValue('2');
  await expect(quantity(page, second.name)).toHaveValue('1');
  await expect(page.getByRole('link', { name: 'Carrito, 3 artículos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('carrito-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('carrito-1280.png'));

  await page.getByRole('link', { name: 'Carrito, 3 artículos' }).click();
  await expect(page.getByRole('dialog', { name: 'Tu carrito' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('spec §4 login: the guest’s lines join the customer’s cart, quantities of the same product added', async ({
  page,
  request,
}) => {
  // Two units of the shared stove: the customer's and the guest's, added up.
  const [shared, guestOnly] = await products(request, 338, 2, 2);
  if (!shared || !guestOnly) throw new Error('two stoves expected');
  const customer = await newCustomer();
  // The customer already holds one of the product in their cart on the store.
  const token = await storeToken(customer);
  const before = await fetch(`${e2eEnv('storeUrl')}/wp-json/cocart/v2/cart/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: String(shared.id), quantity: '1' }),
  });
  expect(before.status).toBe(200);

  await addFromProductPage(page, shared);
  await addFromProductPage(page, guestOnly);
  await page.goto('/auth/iniciar-sesion?volver=/carrito-compras');
  await signIn(page, customer);
  await expect(page).toHaveURL(/\/carrito-compras$/);
  await expect(quantity(page, shared.name)).toHaveValue('2');
  await expect(quantity(page, guestOnly.name)).toHaveValue('1');
  // The header counts the merged cart, not the guest's.
  await expect(page.getByRole('link', { name: 'Carrito, 3 artículos' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cart_key'))).toBeNull();
});

test('spec §4 sign-up: the lines a guest chose are still in the cart of the new account', async ({
  page,
  request,
}) => {
  const [product] = await products(request, 194, 1);
  if (!product) throw new Error('a mini-split expected');
  await addFromProductPage(page, product);

  const id = randomBytes(6).toString('hex');
  await page.goto('/auth/registrarme');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Carla');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Mejía');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`carla.${id}@example.do`);
  await page.getByLabel('Contraseña').fill(`una clave larga ${id}`);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/perfil-usuario$/);
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();

  await page.goto('/carrito-compras');
  await expect(quantity(page, product.name)).toHaveValue('1');
  expect(await page.evaluate(() => sessionStorage.getItem('cart_key'))).toBeNull();
});

test('spec §8: a product that sold out after the page loaded shows the store’s message and leaves the cart as it was', async ({
  page,
  request,
}) => {
  const [product] = await products(request, 236, 1);
  if (!product) throw new Error('a heater expected');
  const admin = `consumer_key=${e2eEnv('adminConsumerKey')}&consumer_secret=${e2eEnv('adminConsumerSecret')}`;
  const setStock = (stock_status: string) =>
    fetch(`${e2eEnv('storeUrl')}/wp-json/wc/v3/products/${String(product.id)}?${admin}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stock_status }),
    });
  await page.goto(`/producto/${product.slug}`);
  const add = page.getByRole('button', { name: `Agregar al carrito: ${product.name}` });
  await hydrated(add);
  try {
    expect((await setStock('outofstock')).status).toBe(200);
    await add.click();
    await expect(
      page.getByText(`No puedes añadir «${product.name}» al carrito porque está agotado.`),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Tu carrito' })).toContainText(
      'Tu carrito está vacío',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Carrito, 0 artículos' })).toBeVisible();
  } finally {
    await setStock('instock');
  }
  await page.goto('/carrito-compras');
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
});

/** Changes a product on the store with the admin key, as the shop's staff would. */
/** A product at the store itself, with the admin key (the shop's proxy never writes). */
function adminFetch(id: number, init?: RequestInit): Promise<Response> {
  const admin = `consumer_key=${e2eEnv('adminConsumerKey')}&consumer_secret=${e2eEnv('adminConsumerSecret')}`;
  return fetch(`${e2eEnv('storeUrl')}/wp-json/wc/v3/products/${String(id)}?${admin}`, init);
}

async function updateProduct(id: number, change: Record<string, unknown>): Promise<void> {
  const response = await adminFetch(id, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(response.status).toBe(200);
}

const StockShape = z.object({ manage_stock: z.boolean(), stock_quantity: z.number().nullable() });

// The way to pay is a link while the cart can be paid, a disabled button while it is held.
const checkoutLink = (page: Page) =>
  page.getByRole('region', { name: 'Resumen del pedido' }).getByRole('link', {
    name: 'Proceder al pago',
  });
const checkoutButton = (page: Page) =>
  page.getByRole('region', { name: 'Resumen del pedido' }).getByRole('button', {
    name: 'Proceder al pago',
  });

test('a line whose product left the catalogue is shown greyed with the reason, holds the checkout and can be removed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const [gone, kept] = await products(request, 214, 2);
  if (!gone || !kept) throw new Error('two products of category 214 expected');
  await addFromProductPage(page, gone);
  await addFromProductPage(page, kept);
  try {
    await updateProduct(gone.id, { status: 'draft' });
    await page.goto('/carrito-compras');
    const unavailable = page.getByRole('list', { name: 'Productos que ya no están disponibles' });
    await expect(unavailable.getByRole('listitem')).toHaveCount(1);
    await expect(unavailable).toContainText(gone.name);
    await expect(unavailable).toContainText('Este producto ya no está a la venta.');
    await expect(checkoutButton(page)).toBeDisabled();
    await expect(checkoutButton(page)).toHaveAccessibleDescription(
      `Para pagar, quita del carrito lo que ya no está disponible: «${gone.name}».`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAt(page, 375, testInfo.outputPath('carrito-no-disponible-375.png'));
    await screenshotAt(page, 1280, testInfo.outputPath('carrito-no-disponible-1280.png'));

    await page.getByRole('button', { name: `Eliminar «${gone.name}» del carrito` }).click();
    await expect(unavailable).toBeHidden();
    await expect(page.getByRole('link', { name: 'Proceder al pago' })).toBeVisible();
    await expect(quantity(page, kept.name)).toHaveValue('1');
    // What the total says is what the one remaining line costs.
    const line = page.locator('main').getByRole('listitem').filter({ hasText: kept.name });
    const lineTotal = (await line.locator('p.ml-auto').innerText()).replace(/^Total:\s*/, '');
    await expect(page.getByTestId('cart-total')).toHaveText(lineTotal.trim());
  } finally {
    await updateProduct(gone.id, { status: 'publish' });
  }
});

test('a sold-out line says so and the checkout button says why it is held', async ({
  page,
  request,
}) => {
  const [, , soldOut] = await products(request, 214, 3);
  if (!soldOut) throw new Error('three products of category 214 expected');
  await addFromProductPage(page, soldOut);
  try {
    await updateProduct(soldOut.id, { stock_status: 'outofstock' });
    await page.goto('/carrito-compras');
    const line = page.locator('main').getByRole('listitem').filter({ hasText: soldOut.name });
    await expect(line).toContainText('Se agotó. Quítalo del carrito para continuar con tu compra.');
    await expect(checkoutButton(page)).toBeDisabled();
    await expect(checkoutButton(page)).toHaveAccessibleDescription(
      `Para pagar, quita del carrito lo que se agotó: «${soldOut.name}».`,
    );
  } finally {
    await updateProduct(soldOut.id, { stock_status: 'instock' });
  }
});

test('a line tells the units left, and one asking for more than is left holds the checkout', async ({
  page,
  request,
}, testInfo) => {
  // Ovens: a category no other test of this store changes the stock of.
  const [few] = await products(request, 339, 1);
  if (!few) throw new Error('an oven in stock expected');
  const stock = StockShape.parse(await (await adminFetch(few.id)).json());
  try {
    await updateProduct(few.id, { manage_stock: true, stock_quantity: 3 });
    await page.goto(`/producto/${few.slug}`);
    await expect(page.getByText('Disponible: quedan 3')).toBeVisible();
    const more = page.getByRole('group', { name: 'Cantidad' }).getByRole('button', {
      name: 'Aumentar cantidad',
    });
    await hydrated(more);
    await more.click();
    await addToCart(page, few.name);
    const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
    await expect(drawer.getByRole('listitem').filter({ hasText: few.name })).toContainText(
      'Quedan 3',
    );

    // Another shopper bought meanwhile: one unit left for a line of two.
    await updateProduct(few.id, { stock_quantity: 1 });
    await page.goto('/carrito-compras');
    const line = page.locator('main').getByRole('listitem').filter({ hasText: few.name });
    await expect(line).toContainText(
      'Solo queda 1. Baja la cantidad para continuar con tu compra.',
    );
    await expect(line).not.toContainText('Quedan');
    await expect(checkoutButton(page)).toBeDisabled();
    await expect(checkoutButton(page)).toHaveAccessibleDescription(
      `Para pagar, baja la cantidad de lo que ya no tenemos completo: «${few.name}».`,
    );
    await screenshotAt(page, 375, testInfo.outputPath('carrito-pocas-unidades-375.png'));
    await line.getByRole('button', { name: 'Disminuir cantidad' }).click();
    await expect(quantity(page, few.name)).toHaveValue('1');
    await expect(checkoutLink(page)).toBeVisible();
  } finally {
    await updateProduct(few.id, stock);
  }
});

test('keyboard only: the drawer opens, closes and gives focus back; the cart page steps, removes and clears', async ({
  page,
  request,
}) => {
  const [first, second] = await products(request, 212, 2);
  if (!first || !second) throw new Error('two monitors expected');
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);

  const cartButton = page.getByRole('link', { name: 'Carrito, 2 artículos' });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer).toBeVisible();
  // Focus moves into the drawer, where Escape closes it.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.goto('/carrito-compras');
  const stepper = quantity(page, first.name);
  await stepper.focus();
  await page.keyboard.press('ArrowUp');
  await expect(stepper).toHaveValue('2');
  await expect(page.getByRole('link', { name: 'Carrito, 3 artículos' })).toBeVisible();
  await page.getByRole('button', { name: `Eliminar «${second.name}» del carrito` }).focus();
  await page.keyboard.press('Enter');
  await expect(quantity(page, second.name)).toBeHidden();
  await page.getByRole('button', { name: 'Vaciar carrito' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Sí, vaciar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
});

/**
 * The embedded store's clock moves on for one guest cart: its last change is put `hours` back,
 * so the store's own expiry rule (48 h, D3) decides what becomes of it.
 */
function ageGuestCart(cartKey: string, hours: number): void {
  const db = new DatabaseSync(e2eEnv('dbPath'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE carts SET updated_at = updated_at - ? WHERE cart_key = ?').run(
      hours * 3_600_000,
      cartKey,
    );
  } finally {
    db.close();
  }
}

/** Holds the page's next add-item on its way: `held` gives it to the caller to go on or fail. */
async function holdNextAdd(page: Page): Promise<{ held: Promise<Route> }> {
  let hold: (route: Route) => void = () => undefined;
  const held = new Promise<Route>((resolve) => (hold = resolve));
  await page.route('**/cart/add-item**', (route) => hold(route), { times: 1 });
  return { held };
}

/** Does `reach` and waits until the scripts it asked for have all arrived. */
async function scriptsSettledAfter(page: Page, reach: () => Promise<void>): Promise<void> {
  // Only the scripts asked for from here on: one already on its way (a chunk of the page still
  // loading on a busy machine) may finish meanwhile and must not count.
  const pending = new Set<Request>();
  const done = (request: Request) => pending.delete(request);
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await reach();
  // What the reach asks for is asked at once; nothing is when the page already has it (its
  // islands' code fetched at idle before the reach, as a slower page load allows).
  await page
    .waitForRequest((request) => request.resourceType() === 'script', { timeout: 1_000 })
    .catch(() => undefined);
  await expect.poll(() => pending.size).toBe(0);
}

const storedCartKey = (page: Page) => page.evaluate(() => sessionStorage.getItem('cart_key'));

test('R12: a guest cart the store let go is replaced once, with a notice, and its lines are offered back from local_cart_b', async ({
  page,
  request,
}) => {
  const [product] = await products(request, 213, 1);
  if (!product) throw new Error('an audio product expected');
  await addFromProductPage(page, product);
  const gone = await storedCartKey(page);
  if (gone === null) throw new Error('the add stored no cart key');
  // Two days later: the store has let the cart go.
  ageGuestCart(gone, 49);

  await page.goto('/carrito-compras');
  await expect(page.getByText('Tu carrito anterior expiró.')).toBeVisible();
  const replacement = await storedCartKey(page);
  expect(replacement).not.toBe(gone);
  expect(replacement).toMatch(/^[a-z0-9]{32}$/);
  const offer = page.getByRole('region', { name: '¿Quieres recuperar los productos?' });
  await expect(offer).toContainText('Guardamos 1 producto de tu carrito anterior.');
  await offer.getByRole('button', { name: 'Recuperar' }).click();
  await expect(quantity(page, product.name)).toHaveValue('1');

  await page.reload();
  await expect(quantity(page, product.name)).toHaveValue('1');
  expect(await storedCartKey(page)).toBe(replacement);
  await expect(offer).toBeHidden();
});

test('R12: a reload 50 ms after the first add keeps the line: the key was stored at the press and the add outlives the page', async ({
  page,
  request,
}) => {
  const [, , product] = await products(request, 213, 3);
  if (!product) throw new Error('a third audio product expected');
  await page.goto(`/producto/${product.slug}`);
  const add = page.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).first();
  await hydrated(add);
  // The shopper reaches for the button: the cart's code comes then, and is in before the press.
  await scriptsSettledAfter(page, () => add.hover());
  // The add is held on its way until the reload is over, as a slow store would hold it: only
  // a request the browser keeps alive past its page (fetch `keepalive`) can still land then.
  const { held } = await holdNextAdd(page);

  await add.click();
  await page.waitForTimeout(50);
  await page.reload();

  const cartKey = await storedCartKey(page);
  expect(cartKey).toMatch(/^[a-z0-9]{32}$/);
  await (await held).continue();
  await expect
    .poll(async () => {
      const answer = await request.get(`/wp-json/cocart/v2/cart?cart_key=${cartKey ?? ''}`);
      return CartShape.parse(await answer.json()).items.map((line) => line.id);
    })
    .toEqual([product.id]);

  await page.goto('/carrito-compras');
  await expect(quantity(page, product.name)).toHaveValue('1');
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '¿Quieres recuperar los productos?' }),
  ).toBeHidden();
  expect(await storedCartKey(page)).toBe(cartKey);
});

test('a guest whose first add never reached the store is offered the line back, under the key named at the press', async ({
  page,
  request,
}) => {
  const [, product] = await products(request, 213, 2);
  if (!product) throw new Error('a second audio product expected');
  await page.goto(`/producto/${product.slug}`);
  const add = page.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).first();
  await hydrated(add);
  const { held } = await holdNextAdd(page);
  await add.click();
  const lost = await held;
  await expect(
    page.getByRole('dialog', { name: 'Tu carrito' }).getByText(product.name).first(),
  ).toBeVisible();
  const cartKey = await storedCartKey(page);

  await page.goto('/carrito-compras');
  // The network loses the add: the store never sees it.
  await lost.abort('connectionreset');
  const offer = page.getByRole('region', { name: '¿Quieres recuperar los productos?' });
  await expect(offer).toContainText('Guardamos 1 producto de tu carrito anterior.');
  await expect(offer.getByRole('listitem')).toHaveText([`${product.name} × 1`]);
  await offer.getByRole('button', { name: 'Recuperar' }).click();
  await expect(quantity(page, product.name)).toHaveValue('1');
  await expect(offer).toBeHidden();
  expect(await storedCartKey(page)).toBe(cartKey);
});

/**
 * Holds the page's entry script on its way, as a slow phone waits for it: the page shows the
 * server's HTML and runs nothing of ours until the returned function lets the script through.
 */
async function holdPageScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The app's entry, or a catalogue page's islands (decision 022).
  await page.route(/\/assets\/entry-(?:client|islands)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('no first tap lost: «Agregar al carrito» and a category link tapped before the page’s script ran do what they say, once', async ({
  page,
  request,
}) => {
  const [product] = await products(request, 213, 1);
  if (!product) throw new Error('an audio product expected');
  const release = await holdPageScript(page);
  await page.goto(`/producto/${product.slug}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).first();
  await add.click();
  expect(await storedCartKey(page)).toBeNull();

  release();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByRole('textbox', { name: `Cantidad de «${product.name}»` })).toHaveValue(
    '1',
  );
  const cartKey = await storedCartKey(page);
  await expect
    .poll(async () => {
      const answer = await request.get(`/wp-json/cocart/v2/cart?cart_key=${cartKey ?? ''}`);
      return z
        .object({
          items: z.array(z.object({ id: z.number(), quantity: z.object({ value: z.number() }) })),
        })
        .parse(await answer.json())
        .items.map((line) => [line.id, line.quantity.value]);
    })
    .toEqual([[product.id, 1]]);

  // A link is a link: before the script, it loads its page from the server.
  await page.unrouteAll();
  const releaseHome = await holdPageScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page
    .getByRole('navigation', { name: 'Categorías' })
    .getByRole('link', { name: 'Estufas' })
    .click();
  await expect(page).toHaveURL(/\/estufas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estufas');
  releaseHome();
});

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Tu carrito' });
const toastSays = (page: Page, message: string) =>
  page.getByRole('region', { name: /Notificaciones/ }).getByText(message);
/** Every line's quantity box of a list: one per product, never a duplicate line. */
const quantityBoxes = (within: Locator) => within.getByRole('textbox', { name: /^Cantidad de «/ });

/** The store answers 500 to the page's next request to `url`, then as usual. */
async function failOnce(page: Page, url: string): Promise<void> {
  await page.route(url, (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
}

const lineOf = (page: Page, name: string) =>
  page.locator('main').getByRole('listitem').filter({ hasText: name });
/** The store's next successful answer to a `method` on a cart line. */
const lineSaved = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      response.url().includes('/cart/item/') &&
      response.ok(),
  );
/** The quantities a list of cart writes asked for, in the order they left. */
const quantitiesAsked = (bodies: readonly (string | null)[]) =>
  bodies.map((body) => z.object({ quantity: z.string() }).parse(JSON.parse(body ?? '')).quantity);

/** A read of the cart itself (not its writes, which have paths of their own). */
const isCartRead = (url: URL) => url.pathname.endsWith('/cocart/v2/cart');

test('R2: a cart the store fails to read keeps its last lines, marked «Puede estar desactualizado», with a retry; paying waits for a fresh cart', async ({
  page,
  request,
}) => {
  const errors = uncaughtErrors(page);
  const [, , product] = await products(request, 212, 3);
  if (!product) throw new Error('a third monitor expected');
  await page.goto(`/producto/${product.slug}`);
  await addToCart(page, product.name);
  const drawer = drawerOf(page);
  await page.route(isCartRead, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, body: '' })
      : route.fallback(),
  );
  await returnToTab(page);

  const alert = drawer.getByRole('alert');
  await expect(alert).toContainText('No pudimos cargar tu carrito.');
  await expect(alert).toContainText('Puede estar desactualizado.');
  await expect(drawer.getByRole('textbox', { name: `Cantidad de «${product.name}»` })).toHaveValue(
    '1',
  );
  await expect(drawer.getByRole('button', { name: 'Proceder al pago' })).toBeDisabled();
  await expect(drawer.getByRole('link', { name: 'Proceder al pago' })).toBeHidden();

  await page.unroute(isCartRead);
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(alert).toBeHidden();
  await expect(drawer.getByRole('link', { name: 'Proceder al pago' })).toBeVisible();
  await expect(quantityBoxes(drawer)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('R3: an add, a quantity change and a removal the store fails are rolled back with a Spanish message naming the product; pressed again, each works once', async ({
  page,
  request,
}) => {
  const errors = uncaughtErrors(page);
  const [, , , product] = await products(request, 211, 4);
  if (!product) throw new Error('a fourth television expected');
  await page.goto(`/producto/${product.slug}`);
  const add = page.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).first();
  await hydrated(add);
  await failOnce(page, '**/cart/add-item**');
  await add.click();
  await expect(
    toastSays(page, `No se pudo añadir «${product.name}» al carrito. Inténtalo de nuevo.`),
  ).toBeVisible();
  await expect(drawerOf(page)).toContainText('Tu carrito está vacío');
  await page.keyboard.press('Escape');
  await addToCart(page, product.name);
  await expect(quantityBoxes(drawerOf(page))).toHaveCount(1);

  await page.goto('/carrito-compras');
  const more = lineOf(page, product.name).getByRole('button', { name: 'Aumentar cantidad' });
  await failOnce(page, '**/cart/item/**');
  await more.click();
  await expect(
    toastSays(page, `No se pudo actualizar la cantidad de «${product.name}». Inténtalo de nuevo.`),
  ).toBeVisible();
  await expect(quantity(page, product.name)).toHaveValue('1');
  const raised = lineSaved(page, 'POST');
  await more.click();
  await raised;
  await expect(quantity(page, product.name)).toHaveValue('2');

  await failOnce(page, '**/cart/item/**');
  await page.getByRole('button', { name: `Eliminar «${product.name}» del carrito` }).click();
  await expect(
    toastSays(page, `No se pudo eliminar «${product.name}» del carrito. Inténtalo de nuevo.`),
  ).toBeVisible();
  await expect(quantity(page, product.name)).toHaveValue('2');

  // The store holds what the page shows: one line of two, which a second press removes.
  await page.reload();
  await expect(quantity(page, product.name)).toHaveValue('2');
  await expect(quantityBoxes(page.locator('main'))).toHaveCount(1);
  await page.getByRole('button', { name: `Eliminar «${product.name}» del carrito` }).click();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('R6: a slow add shows its line at once, busy, the page still usable; a second press adds to the same line, one request per press', async ({
  page,
  request,
}) => {
  const [, , , stove] = await products(request, 338, 4);
  if (!stove) throw new Error('a fourth stove expected');
  await page.goto(`/producto/${stove.slug}`);
  const add = page.getByRole('button', { name: `Agregar al carrito: ${stove.name}` }).first();
  await hydrated(add);
  // Every add is held on its way until both presses are made.
  const { sent, release } = await holdRequests(page, '**/cart/add-item**');

  await add.click();
  const drawer = drawerOf(page);
  const line = drawer.getByRole('listitem').filter({ hasText: stove.name });
  await expect(line).toHaveAttribute('aria-busy', 'true');
  await expect(drawer.getByRole('status').filter({ hasText: 'Actualizando…' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await add.click();
  await expect(drawer.getByRole('textbox', { name: `Cantidad de «${stove.name}»` })).toHaveValue(
    '2',
  );
  await expect(quantityBoxes(drawer)).toHaveCount(1);
  expect(sent).toHaveLength(1);

  release();
  await expect(line).toHaveAttribute('aria-busy', 'false');
  expect(quantitiesAsked(sent.map((request) => request.postData()))).toEqual(['1', '1']);
  await page.goto('/carrito-compras');
  await expect(quantity(page, stove.name)).toHaveValue('2');
  await expect(quantityBoxes(page.locator('main'))).toHaveCount(1);
});

test('R10: quantities changed offline wait on their line, then are saved once each, in order, back online', async ({
  page,
  context,
  request,
}) => {
  const errors = uncaughtErrors(page);
  const [, , miniSplit] = await products(request, 194, 3);
  if (!miniSplit) throw new Error('a third mini-split expected');
  await addFromProductPage(page, miniSplit);
  await page.goto('/carrito-compras');
  await expect(quantity(page, miniSplit.name)).toHaveValue('1');
  const line = lineOf(page, miniSplit.name);
  const updates: (string | null)[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/cart/item/'))
      updates.push(sent.postData());
  });

  await context.setOffline(true);
  const more = line.getByRole('button', { name: 'Aumentar cantidad' });
  await more.click();
  await more.click();
  await expect(quantity(page, miniSplit.name)).toHaveValue('3');
  await expect(line).toContainText('Se guardará cuando vuelvas a estar en línea.');
  await expect(checkoutButton(page)).toBeDisabled();
  expect(updates).toEqual([]);

  await context.setOffline(false);
  await expect(line).not.toContainText('Se guardará cuando vuelvas a estar en línea.');
  await expect(checkoutLink(page)).toBeVisible();
  expect(quantitiesAsked(updates)).toEqual(['2', '3']);
  await page.reload();
  await expect(quantity(page, miniSplit.name)).toHaveValue('3');
  expect(errors).toEqual([]);
});

test('R23: a change made in another tab shows when the shopper comes back; a stale edit is refused and rolled back with the store’s message', async ({
  page,
  context,
  request,
}) => {
  const [, , , , product] = await products(request, 213, 5);
  if (!product) throw new Error('a fifth audio product expected');
  // Signed in, both tabs share the customer's cart (a guest's cart key belongs to one tab).
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, await newCustomer());
  await expect(page).toHaveURL(/\/perfil-usuario$/);
  await addFromProductPage(page, product);
  const other = await context.newPage();
  const errors = uncaughtErrors(other);
  await other.goto('/carrito-compras');
  await expect(quantity(other, product.name)).toHaveValue('1');

  await page.goto('/carrito-compras');
  const raised = lineSaved(page, 'POST');
  await lineOf(page, product.name).getByRole('button', { name: 'Aumentar cantidad' }).click();
  await raised;
  await expect(quantity(other, product.name)).toHaveValue('1');
  await returnToTab(other);
  await expect(quantity(other, product.name)).toHaveValue('2');

  // The first tab removes the line; the second, not looked at since, still shows it.
  const removed = lineSaved(page, 'DELETE');
  await page.getByRole('button', { name: `Eliminar «${product.name}» del carrito` }).click();
  await removed;
  await lineOf(other, product.name).getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(toastSays(other, 'El artículo no está en tu carrito.')).toBeVisible();
  await expect(quantity(other, product.name)).toHaveValue('2');
  // The stale tab wrote nothing over the other tab's change.
  await returnToTab(other);
  await expect(other.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  expect(errors).toEqual([]);
});
