import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { seriousViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { DYNAMIC_ROUTE_KINDS, dynamicRoute, FIXED_ROUTES, type RouteCase } from './route-table.js';

async function inStockProductId(request: APIRequestContext): Promise<number> {
  const response = await request.get(
    '/wp-json/wc/v3/products?per_page=1&stock_status=instock&category=211',
  );
  const [product] = z.array(z.object({ id: z.number() })).parse(await response.json());
  if (product === undefined) throw new Error('no product in stock in the demo store');
  return product.id;
}

/** The text of the `<h1>`s in the page as the server sent it, before any script ran. */
async function serverHeadings(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner = '']) =>
    inner
      .replace(/<[^>]*>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim(),
  );
}

async function checkRoute(page: Page, route: RouteCase, title = route.heading): Promise<void> {
  // A public page's heading is in the server's HTML; a page that needs the shopper's own data
  // (a session, a link's token) fills in on the client. A render that met a busy store (its 503
  // is never kept) is asked again.
  await expect
    .poll(async () => (await serverHeadings(page, route.path)).includes(route.heading), {
      message: 'the heading in the server HTML',
      timeout: 30_000,
    })
    .toBe(route.ssr);
  const response = await page.goto(route.path);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: route.heading,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Vitrina`);
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('every route of the spec: heading, layout, no serious axe violation', () => {
  for (const route of FIXED_ROUTES) {
    test(`${route.path} (${route.layout})`, async ({ page }) => {
      await checkRoute(page, route);
    });
  }

  for (const kind of DYNAMIC_ROUTE_KINDS) {
    test(`${kind} page from the demo store`, async ({ page, request }) => {
      await checkRoute(page, await dynamicRoute(request, kind));
    });
  }
});

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  const response = await page.goto('/esta-pagina/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.locator('code', { hasText: '/esta-pagina/no-existe' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/checkout with a cart shows the checkout layout', async ({ page, request }) => {
  const added = await request.post('/wp-json/cocart/v2/cart/add-item', {
    data: { id: String(await inStockProductId(request)), quantity: '1' },
  });
  expect(added.ok()).toBe(true);
  const cartKey = added.headers()['cocart-api-cart-key'] ?? '';
  expect(cartKey).not.toBe('');
  await page.addInitScript((key) => sessionStorage.setItem('cart_key', key), cartKey);
  // The page's heading is its current step's (focus moves to each step's heading); its title
  // stays the checkout's.
  await checkRoute(
    page,
    { path: '/checkout', layout: 'checkout', heading: 'Tus datos', ssr: false },
    'Finalizar compra',
  );
});

test('/checkout with an empty cart goes to the cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/carrito-compras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeVisible();
});

test('E6: a guest opening /perfil-usuario lands on sign-in with volver, and no customer request is sent', async ({
  page,
  sentRequests,
}) => {
  await page.goto('/perfil-usuario');
  await expect(page).toHaveURL(/\/auth\/iniciar-sesion\?volver=%2Fperfil-usuario$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('[data-layout="user"]')).toBeVisible();
  const accountCalls = sentRequests.filter((request) =>
    /\/wp-json\/(?:wc\/v3\/customers|api\/v1\/users)/.test(request.url()),
  );
  expect(accountCalls.map((request) => request.url())).toEqual([]);
});
