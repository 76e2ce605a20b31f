import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { seriousViolations } from './axe.js';
import { expect, holdRequests, test, uncaughtErrors } from './fixtures.js';
import { addToCart } from './add-to-cart.js';
import { hydrated } from './hydration.js';

const ProductsShape = z.array(
  z.object({ id: z.number(), name: z.string(), slug: z.string(), price: z.string() }),
);

async function firstProduct(request: APIRequestContext, query: string) {
  const response = await request.get(`/wp-json/wc/v3/products?per_page=1&${query}`);
  const [product] = ProductsShape.parse(await response.json());
  if (!product) throw new Error(`no demo product for ${query}`);
  return product;
}

/**
 * Every event the pages push to `window.dataLayer` from now on, across page loads (a catalogue
 * page's link loads the next page: decision 022), as the tag manager would have sent them.
 */
async function recordEcommerceEvents(page: Page) {
  const events: { event: string; currency: string }[] = [];
  await page.exposeFunction('recordDataLayerEvent', (event: string, currency: string) =>
    events.push({ event, currency }),
  );
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    Reflect.set(window, 'dataLayer', layer);
    const push = layer.push.bind(layer);
    const record = Reflect.get(window, 'recordDataLayerEvent') as (e: string, c: string) => void;
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) {
        const event: unknown =
          typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'event') : undefined;
        if (typeof event === 'string')
          record(
            event,
            String(Reflect.get(Reflect.get(entry as object, 'ecommerce') ?? {}, 'currency')),
          );
      }
      return push(...entries);
    };
  });
  return events;
}

/** The grid's cards' first price (the one paid), in pesos. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('ul[aria-label^="Productos:"] > li').allInnerTexts();
  return texts.map((text) => Number(/RD\$\s?([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '')));
}

test('home → category → brands → price up → page 2 → product, and Back restores the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const events = await recordEcommerceEvents(page);
  await page.goto('/');
  await page
    .locator('section[aria-labelledby="categorias"]')
    .getByRole('link', { name: 'Aires acondicionados' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aires acondicionados' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Mostrando 1–24 de 37' })).toBeVisible();

  // The link may have loaded a new document: a box ticked before it hydrates changes no URL.
  await hydrated(page.getByRole('checkbox', { name: 'Midea', exact: true }));
  for (const brand of ['Midea', 'Carrier', 'LG', 'Daikin']) {
    await page.getByRole('checkbox', { name: brand, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`marca=[^&]*${brand.toLowerCase()}`));
  }
  await page.getByLabel('Ordenar por').selectOption('precio-asc');
  await expect(page).toHaveURL(/orden=precio-asc/);
  const status = page.getByRole('status').filter({ hasText: 'productos' });
  await expect(status).toHaveText('Mostrando 1–24 de 27 productos');
  // The sorted list replaces the previous one once its data arrives.
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.join() === [...prices].sort((a, b) => a - b).join();
    })
    .toBe(true);
  const firstPage = await cardPrices(page);

  await page
    .getByRole('navigation', { name: 'Paginación' })
    .getByRole('link', { name: 'Página 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(status).toHaveText('Mostrando 25–27 de 27 productos');
  const secondPage = await cardPrices(page);
  expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
  const brands = await page
    .locator('ul[aria-label^="Productos:"] article p.uppercase')
    .allInnerTexts();
  expect(
    brands.every((brand) => ['MIDEA', 'CARRIER', 'LG', 'DAIKIN'].includes(brand.toUpperCase())),
  ).toBe(true);
  const listUrl = page.url();

  const card = page.locator('ul[aria-label^="Productos:"] h2 a').first();
  const name = (await card.innerText()).trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const event of ['view_item_list', 'select_item', 'view_item']) {
    await expect.poll(() => events).toContainEqual({ event, currency: 'DOP' });
  }

  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(status).toHaveText('Mostrando 25–27 de 27 productos');
  await expect(page.getByRole('checkbox', { name: 'Midea', exact: true })).toBeChecked();
  await expect(page.getByLabel('Ordenar por')).toHaveValue('precio-asc');
});

test('the page 2 link is a real, crawlable link that renders on the server', async ({
  request,
}) => {
  const html = await (await request.get('/aires-acondicionados')).text();
  expect(html).toContain('href="/aires-acondicionados?page=2"');
  const second = await (await request.get('/aires-acondicionados?page=2')).text();
  expect(second).toContain('Mostrando 25–37 de 37 productos');
});

test('a brand searched from the header lands on the results, with recent searches', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Buscar productos' }).click();
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await expect(box).toBeFocused();
  await box.fill('Samsung');
  await expect(page.getByRole('option', { name: /Samsung/ }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/resultados\?q=Samsung/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda' }),
  ).toBeVisible();
  const names = await page.locator('ul[aria-label^="Productos:"] h2').allInnerTexts();
  expect(names.length).toBeGreaterThan(3);
  expect(names.every((name) => /samsung/i.test(name))).toBe(true);

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Buscar productos' }).click();
  await expect(page.getByRole('option', { name: 'Samsung', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/resultados\?q=Samsung/);
});

test('a sold-out product says «Agotado» and its add button is disabled', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request, 'stock_status=outofstock&category=193');
  await page.goto(`/producto/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Agotado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `${product.name}: Agotado` })).toBeDisabled();
});

test('an air conditioner added from its page is in the mini-cart that opens, at the store’s price', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request, 'stock_status=instock&category=193');
  await page.goto(`/producto/${product.slug}`);
  await addToCart(page, product.name);
  await page.reload();
  await page.goto('/carrito-compras');
  await expect(page.getByText(product.name).first()).toBeVisible();
});

test('a product slug the store does not have is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/producto/no-existe-este-producto');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});

test('two air conditioners compared from their cards, and the comparison shared by its URL', async ({
  page,
  browser,
}) => {
  await page.goto('/aires-acondicionados/mini-split', { waitUntil: 'networkidle' });
  const toggles = page.getByRole('link', { name: /^Comparar: / });
  const first = ((await toggles.nth(0).getAttribute('aria-label')) ?? '').split(': ')[1] ?? '';
  const second = ((await toggles.nth(1).getAttribute('aria-label')) ?? '').split(': ')[1] ?? '';
  await hydrated(toggles.nth(0));
  await toggles.nth(0).click();
  await expect(page).toHaveURL(/comparar=\d+/);
  const secondToggle = page.getByRole('link', { name: `Comparar: ${second}` });
  await hydrated(secondToggle);
  await secondToggle.click();
  await expect(page).toHaveURL(/comparar=\d+%2C\d+|comparar=\d+,\d+/);
  await page.getByRole('link', { name: 'Comparar (2)' }).click();
  await expect(page).toHaveURL(/\/comparar\?ids=\d+(,|%2C)\d+/);
  const table = page.getByRole('table');
  for (const name of [first, second]) {
    await expect(
      table.getByRole('columnheader', {
        name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      }),
    ).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: /Diferente/ }).first()).toBeVisible();

  const shared = await browser.newPage();
  await shared.goto(page.url());
  await expect(
    shared.getByRole('table').getByRole('link', { name: first, exact: true }),
  ).toBeVisible();
  await expect(
    shared.getByRole('table').getByRole('link', { name: second, exact: true }),
  ).toBeVisible();
  await shared.close();
});

test('a product page without JavaScript holds its name, price and JSON-LD', async ({ request }) => {
  const product = await firstProduct(request, 'stock_status=instock&category=194');
  const response = await request.get(`/producto/${product.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(product.name);
  const pesos = Number(product.price).toLocaleString('en-US', { minimumFractionDigits: 2 });
  expect(html).toContain(`RD$ ${pesos}`);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as unknown,
  );
  const data = z
    .object({
      '@type': z.literal('Product'),
      name: z.string(),
      offers: z.object({ price: z.string(), priceCurrency: z.string(), availability: z.string() }),
    })
    .parse(
      blocks.find((block) => z.object({ '@type': z.literal('Product') }).safeParse(block).success),
    );
  expect(data.name).toBe(product.name);
  expect(Number(data.offers.price)).toBe(Number(product.price));
  expect(data.offers.priceCurrency).toBe('DOP');
  expect(data.offers.availability).toBe('https://schema.org/InStock');
  expect(html).toContain('"@type":"BreadcrumbList"');
  // Without PUBLIC_URL the shop's address is the one the request came to, named in full.
  const url = new URL(`/producto/${product.slug}`, response.url()).href;
  expect(html).toContain(`<link rel="canonical" href="${url}"`);
  expect(html).toContain(`<meta property="og:url" content="${url}"`);
});

test('product images answer 200 and the CSP blocks none of them', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const product = await firstProduct(request, 'stock_status=instock&category=211');
  await page.goto(`/producto/${product.slug}`);
  const sources = await page
    .locator('main img')
    .evaluateAll((images) =>
      images.map((image) =>
        image instanceof HTMLImageElement ? image.currentSrc || image.src : '',
      ),
    );
  expect(sources.length).toBeGreaterThan(0);
  for (const source of new Set(sources)) {
    expect((await request.get(source)).status(), source).toBe(200);
  }
  const gallery = page.locator('main [aria-roledescription="galería"] img');
  await expect
    .poll(() => gallery.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test.describe('catalogue pages at 375 and 1280 px: no serious axe violation, screenshots', () => {
  for (const width of [375, 1280]) {
    test(`${String(width)} px`, async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const product = await firstProduct(request, 'stock_status=instock&category=194');
      const pages = [
        ['home', '/'],
        ['categoria', '/aires-acondicionados'],
        ['busqueda', '/resultados?q=lg'],
        ['comparar', '/comparar?ids=1001,1002'],
        ['producto', `/producto/${product.slug}`],
      ] as const;
      for (const [name, path] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
        if (name === 'home' || name === 'categoria' || name === 'producto') {
          await page.screenshot({
            path: testInfo.outputPath(`${name}-${String(width)}.png`),
            fullPage: true,
          });
        }
      }
    });
  }
});

test('R5: a category the store is slow to list shows its skeleton, then says it is taking long, the header still usable; the products land when they come', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  // In the app (the cart page), where the next page is rendered by the browser; a catalogue
  // page's link loads the next page from the server, which waits for the store (decision 022).
  await page.goto('/carrito-compras');
  const stoves = page
    .getByRole('navigation', { name: 'Categorías' })
    .getByRole('link', { name: 'Estufas' });
  await hydrated(stoves);
  const { sent, release } = await holdRequests(page, '**/wp-json/wc/v3/products?**');

  await stoves.click();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando productos…' })).toBeAttached();
  const slow = page.getByRole('status').filter({ hasText: 'Esto está tardando más de lo normal…' });
  await expect(slow).toBeVisible();
  // Meanwhile the header works: the mini-cart opens and closes.
  await page.getByRole('link', { name: /^Carrito, / }).click();
  await expect(page.getByRole('dialog', { name: 'Tu carrito' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tu carrito' })).toBeHidden();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Estufas' })).toBeVisible();
  await expect(page.locator('ul[aria-label^="Productos:"] > li').first()).toBeVisible();
  await expect(slow).toBeHidden();
  // Waiting never turned into a storm of the same read.
  const urls = sent.map((request) => request.url());
  for (const url of urls)
    expect(urls.filter((other) => other === url).length).toBeLessThanOrEqual(3);
  expect(errors).toEqual([]);
});

test('the rating filter keeps the sort the shopper chose, both ways', async ({ page }) => {
  const sorted = async (orden: string): Promise<number[]> => {
    await page.goto(`/aires-acondicionados?estrellas=4&orden=${orden}`);
    await expect(page.getByLabel('Ordenar por')).toHaveValue(orden);
    await expect(page.getByRole('checkbox', { name: '4 estrellas o más' })).toBeChecked();
    return cardPrices(page);
  };
  const up = await sorted('precio-asc');
  const down = await sorted('precio-desc');
  expect(up.length).toBeGreaterThan(1);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  expect(down).toEqual([...up].reverse());
});
