import { categoryHref } from '@vitrina/core';
import { z } from 'zod';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { addToCart } from './add-to-cart.js';
import { e2eEnv } from './e2e-env.js';
import { cspViolations, expect, test as shopTest } from './fixtures.js';
import { DEMO, signIn } from './shoppers.js';

// Products whose titles are attacks, on a stack of their own: on the shared one they would be the
// newest products of their category, the first that other specs pick.
const STOVES = 338;
/** D1: run as markup, it would send the shopper's token to the shop's own origin. */
const CANARY_TITLE = `<img src=x onerror="fetch('/canary?'+localStorage.token)">`;
/** I4: written raw into a script element, it would close it and open a second one. */
const BREAKOUT_TITLE = '</script><script>alert(1)</script>';

const CreatedSchema = z.object({ id: z.number(), slug: z.string() });
type Created = z.infer<typeof CreatedSchema>;

let stack: ShopStack;
const test = shopTest.extend<
  object,
  { hostileStack: { stack: ShopStack; canary: Created; breakout: Created } }
>({
  hostileStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      stack = await startShopStack({ distDir: e2eEnv('distDir') });
      const admin = `consumer_key=${stack.store.adminConsumerKey}&consumer_secret=${stack.store.adminConsumerSecret}`;
      // The store keeps SKUs unique, an empty one included.
      const create = async (name: string, sku: string) => {
        const response = await fetch(`${stack.store.baseUrl}/wp-json/wc/v3/products?${admin}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name,
            sku,
            regular_price: '15000',
            categories: [{ id: STOVES }],
          }),
        });
        expect(response.status).toBe(201);
        return CreatedSchema.parse(await response.json());
      };
      const canary = await create(CANARY_TITLE, 'PRUEBA-D1');
      const breakout = await create(BREAKOUT_TITLE, 'PRUEBA-I4');
      await use({ stack, canary, breakout });
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hostileStack }, use) => {
    await use(hostileStack.stack.shop.url);
  },
});
test.describe.configure({ mode: 'default' });

/** The newest stoves first: the hostile products lead the list. */
const newestStoves = `${categoryHref(STOVES)}?orden=recientes`;

test('D1: a title that would send localStorage.token to /canary stays text on the list, the product, the cart and the checkout; /canary gets 0 hits', async ({
  page,
  context,
  hostileStack,
}) => {
  const canaryHits: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/canary')) canaryHits.push(request.url());
  });
  // A blocked handler would mean the title became markup and only the CSP (J1) stopped it.
  const blocked = await cspViolations(page);
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/perfil-usuario$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^eyJ/);

  const titleShownAsText = async () => {
    await expect(page.getByText(CANARY_TITLE).first()).toBeVisible();
    expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
  };
  await page.goto(newestStoves);
  await titleShownAsText();
  await page.goto(`/producto/${hostileStack.canary.slug}`);
  await titleShownAsText();
  await addToCart(page, CANARY_TITLE);
  await page.goto('/carrito-compras');
  await titleShownAsText();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
  await page.waitForLoadState('networkidle');

  expect(canaryHits).toEqual([]);
  expect(await blocked()).toEqual([]);
});

const jsonLdBlocks = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => match[1] ?? '',
  );

test('I4: a title holding </script> leaves every JSON-LD block valid JSON with < written \\u003c, and no second script', async ({
  page,
  request,
  hostileStack,
}) => {
  const productPath = `/producto/${hostileStack.breakout.slug}`;
  for (const path of [productPath, newestStoves]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const blocks = jsonLdBlocks(html);
    expect(blocks.length, path).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block).not.toContain('<');
      expect(() => JSON.parse(block) as unknown, path).not.toThrow();
    }
    expect(blocks.join(''), path).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html, path).not.toContain('<script>alert(1)');
  }
  const product = z.object({ '@type': z.literal('Product'), name: z.string() }).parse(
    jsonLdBlocks(await (await request.get(productPath)).text())
      .map((block) => JSON.parse(block) as unknown)
      .find((data) => z.object({ '@type': z.literal('Product') }).safeParse(data).success),
  );
  expect(product.name).toBe(BREAKOUT_TITLE);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BREAKOUT_TITLE);
  await page.waitForLoadState('networkidle');
  const scriptsOfTheTitle = await page.evaluate(
    () => [...document.scripts].filter((script) => script.text.trim() === 'alert(1)').length,
  );
  expect(scriptsOfTheTitle).toBe(0);
  expect(dialogs).toEqual([]);
});
