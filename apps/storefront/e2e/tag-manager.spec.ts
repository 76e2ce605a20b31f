import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { startSecondShop } from './second-shop.js';

const CONTAINER_ID = 'GTM-VTR1NA';
const TAG_MANAGER = 'https://www.googletagmanager.com';

/** Answers the tag manager's host locally (no traffic leaves the machine) and logs each request. */
async function stubTagManager(page: Page): Promise<{ url: string; afterLoad: boolean }[]> {
  const requests: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  await page.route(`${TAG_MANAGER}/**`, (route) => {
    requests.push({ url: route.request().url(), afterLoad: loaded });
    return route.fulfill({
      contentType: 'text/javascript',
      body: "window['vitrinaTagManagerRan'] = true;",
    });
  });
  return requests;
}

const gtmStarts = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer');
    return Array.isArray(layer)
      ? layer.filter(
          (entry: unknown) =>
            typeof entry === 'object' && entry !== null && Reflect.get(entry, 'event') === 'gtm.js',
        ).length
      : 0;
  });

test('R18: GTM_ID set at run time loads that container after the load event, allowed by the CSP', async ({
  page,
}) => {
  const shop = await startSecondShop({ GTM_ID: CONTAINER_ID });
  try {
    const requests = await stubTagManager(page);
    const response = await page.goto(`${shop.url}/`);
    const scriptSrc = (await response?.headerValue('content-security-policy')) ?? '';
    expect(scriptSrc).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    await expect
      .poll(() => requests)
      .toEqual([{ url: `${TAG_MANAGER}/gtm.js?id=${CONTAINER_ID}`, afterLoad: true }]);
    await expect
      .poll(() => page.evaluate((): unknown => Reflect.get(window, 'vitrinaTagManagerRan')))
      .toBe(true);
    expect(await gtmStarts(page)).toBe(1);
  } finally {
    await shop.close();
  }
});

test('R18: without GTM_ID no tag manager is requested and the CSP does not name its host', async ({
  page,
}) => {
  const requests = await stubTagManager(page);
  const response = await page.goto('/');
  expect((await response?.headerValue('content-security-policy')) ?? '').not.toContain(TAG_MANAGER);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await gtmStarts(page)).toBe(0);
});

/** The `event` names the page pushed to `window.dataLayer`, in order. */
const layerEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer');
    if (!Array.isArray(layer)) return [];
    return layer.flatMap((entry: unknown) => {
      const event: unknown =
        typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'event') : undefined;
      return typeof event === 'string' ? [event] : [];
    });
  });

const countOf = async (page: Page, event: string): Promise<number> =>
  (await layerEvents(page)).filter((name) => name === event).length;

test('an invoice’s order key never reaches the dataLayer, and /Factura sends no Referer', async ({
  page,
}) => {
  const secret = 'wc_order_NoDebeSalir42';
  for (const path of [`/Factura?clave=${secret}`, `/factura?clave=${secret}`]) {
    const response = await page.goto(path);
    expect(await response?.headerValue('referrer-policy')).toBe('no-referrer');
    await expect.poll(() => countOf(page, 'page_view')).toBeGreaterThan(0);
    const layer = await page.evaluate(() => JSON.stringify(Reflect.get(window, 'dataLayer')));
    expect(layer).not.toContain(secret);
  }
});

test('view_item_list for the home strips, /servicios and a product page’s related products', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const listNames = (): Promise<string[]> =>
    page.evaluate(() => {
      const layer: unknown = Reflect.get(window, 'dataLayer');
      if (!Array.isArray(layer)) return [];
      return layer.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return [];
        if (Reflect.get(entry, 'event') !== 'view_item_list') return [];
        const ecommerce: unknown = Reflect.get(entry, 'ecommerce');
        const name: unknown =
          typeof ecommerce === 'object' && ecommerce !== null
            ? Reflect.get(ecommerce, 'item_list_name')
            : undefined;
        return typeof name === 'string' ? [name] : [];
      });
    });
  await page.goto('/');
  // Each strip is an island of its own (decision 022): they report in the order they hydrate.
  await expect
    .poll(async () => (await listNames()).sort())
    .toEqual(['Aires destacados', 'Ofertas de inicio']);

  await page.goto('/servicios');
  await expect.poll(async () => (await listNames()).length).toBeGreaterThan(0);

  const response = await page.request.get(
    '/wp-json/wc/v3/products?per_page=1&stock_status=instock&category=211',
  );
  const [product] = (await response.json()) as { slug: string }[];
  if (!product) throw new Error('a television expected');
  await page.goto(`/producto/${product.slug}`);
  await expect.poll(listNames).toContain('Relacionados');
});

test('begin_checkout is sent once per checkout, not again on a reload', async ({
  page,
  request,
}) => {
  const listing = await request.get(
    '/wp-json/wc/v3/products?per_page=1&stock_status=instock&category=212',
  );
  const [product] = (await listing.json()) as { id: number }[];
  if (!product) throw new Error('a monitor expected');
  const added = await request.post('/wp-json/cocart/v2/cart/add-item', {
    data: { id: String(product.id), quantity: '1' },
  });
  expect(added.ok()).toBe(true);
  const cartKey = added.headers()['cocart-api-cart-key'] ?? '';
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('cart_key') === null) sessionStorage.setItem('cart_key', key);
  }, cartKey);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible();
  await expect.poll(() => countOf(page, 'begin_checkout')).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible();
  await expect.poll(() => countOf(page, 'page_view')).toBeGreaterThan(0);
  expect(await countOf(page, 'begin_checkout')).toBe(0);
});

test('J5: a checkout left without ordering sends begin_checkout with the next page that loads the container', async ({
  page,
  request,
}) => {
  const shop = await startSecondShop({ GTM_ID: CONTAINER_ID });
  try {
    const listing = await request.get(
      `${shop.url}/wp-json/wc/v3/products?per_page=1&stock_status=instock&category=212`,
    );
    const [product] = (await listing.json()) as { id: number }[];
    if (!product) throw new Error('a monitor expected');
    const added = await request.post(`${shop.url}/wp-json/cocart/v2/cart/add-item`, {
      data: { id: String(product.id), quantity: '1' },
    });
    expect(added.ok()).toBe(true);
    const cartKey = added.headers()['cocart-api-cart-key'] ?? '';
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('cart_key') === null) sessionStorage.setItem('cart_key', key);
    }, cartKey);
    const requests = await stubTagManager(page);

    await page.goto(`${shop.url}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible();
    await expect.poll(() => countOf(page, 'begin_checkout')).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    // The shopper goes back to the cart instead of ordering: a page that is not the confirmation.
    await page.goto(`${shop.url}/carrito-compras`);
    await expect.poll(() => requests.length).toBe(1);
    await expect.poll(() => countOf(page, 'begin_checkout')).toBe(1);
    // Sent once: the next page has nothing left to send.
    await page.goto(`${shop.url}/`);
    await expect.poll(() => gtmStarts(page)).toBe(1);
    expect(await countOf(page, 'begin_checkout')).toBe(0);
  } finally {
    await shop.close();
  }
});
