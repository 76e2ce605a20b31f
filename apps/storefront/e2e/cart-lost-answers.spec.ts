import type { Request } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures.js';
import { hydrated } from './hydration.js';

const ProductsShape = z.array(
  z.object({ id: z.number(), name: z.string(), slug: z.string(), type: z.string() }),
);
const CartShape = z.object({
  items: z.array(z.object({ id: z.number(), quantity: z.object({ value: z.number() }) })),
});

test('H4: an add whose answer is lost after the store applied it is never sent again: the cart is read first and shows 1, with no retry offered', async ({
  page,
  request,
}) => {
  // Its own cart, so any product sold as it is will do: the last such television, whose stock no
  // test changes (one with options adds nothing until they are chosen).
  const listed = await request.get(
    '/wp-json/wc/v3/products?per_page=20&stock_status=instock&category=211',
  );
  const product = ProductsShape.parse(await listed.json())
    .filter((row) => row.type === 'simple')
    .at(-1);
  if (!product) throw new Error('a television expected');
  await page.goto(`/producto/${product.slug}`);
  const add = page.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).first();
  await hydrated(add);

  const adds: string[] = [];
  let lost = false;
  const readsAfterLoss: Request[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('/cart/add-item')) adds.push(sent.method());
    if (lost && sent.method() === 'GET' && url.pathname.endsWith('/cocart/v2/cart'))
      readsAfterLoss.push(sent);
  });
  page.on('requestfailed', (failed) => {
    if (failed.url().includes('/cart/add-item')) lost = true;
  });
  // The store applies the add; its answer never reaches the page, as after a timeout.
  await page.route(
    '**/cart/add-item**',
    async (route) => {
      await route.fetch();
      await route.abort('timedout');
    },
    { times: 1 },
  );

  await add.click();
  await expect.poll(() => readsAfterLoss.length).toBeGreaterThan(0);
  await readsAfterLoss[0]?.response();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByRole('textbox', { name: `Cantidad de «${product.name}»` })).toHaveValue(
    '1',
  );
  // What landed is not reported as failed: nothing invites a second press that would make it 2.
  await expect(
    page
      .getByRole('region', { name: /Notificaciones/ })
      .getByText(`No se pudo añadir «${product.name}» al carrito. Inténtalo de nuevo.`),
  ).toBeHidden();
  expect(adds).toEqual(['POST']);

  const cartKey = await page.evaluate(() => sessionStorage.getItem('cart_key'));
  const stored = CartShape.parse(
    await (await request.get(`/wp-json/cocart/v2/cart?cart_key=${cartKey ?? ''}`)).json(),
  );
  expect(stored.items.map((line) => [line.id, line.quantity.value])).toEqual([[product.id, 1]]);
  await page.goto('/carrito-compras');
  await expect(
    page.locator('main').getByRole('textbox', { name: `Cantidad de «${product.name}»` }),
  ).toHaveValue('1');
});
