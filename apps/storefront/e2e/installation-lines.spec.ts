import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { addDays, nextFreeSlot } from '@vitrina/core';
import { addToCart } from './add-to-cart.js';
import { seriousViolations } from './axe.js';
import {
  choose,
  deliveryDate,
  fillAddress,
  fillContact,
  heading,
  next,
  payByTransfer,
  shopperWith,
  typeDeliveryDate,
} from './checkout-steps.js';
import { expect, test } from './fixtures.js';
import { hydrated } from './hydration.js';
import { screenshotAt } from './shoppers.js';

const ProductsShape = z.array(
  z.object({
    name: z.string(),
    slug: z.string(),
    type: z.string(),
    stock_quantity: z.number().nullable(),
  }),
);

/** A store answer to a cart write, once it is back. */
const cartWrite = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().includes(path) && response.ok());

/**
 * A cart holding an air conditioner sold as it is (with at least two units) and the cart page's
 * installation offer added for it with the keyboard, tied to it.
 */
async function airConditionerWithInstallation(page: Page, request: APIRequestContext) {
  // A product with options is added from its page, once chosen: this one is sold as it is.
  const response = await request.get('/wp-json/wc/v3/products?per_page=20&category=194');
  const airConditioner = ProductsShape.parse(await response.json()).find(
    (product) => product.type === 'simple' && (product.stock_quantity ?? 99) >= 2,
  );
  if (airConditioner === undefined) throw new Error('a simple mini-split with stock expected');
  await page.goto(`/producto/${airConditioner.slug}`);
  await addToCart(page, airConditioner.name);
  await page.keyboard.press('Escape');

  await page.goto('/carrito-compras');
  const offer = page.locator('main').getByRole('region', { name: '¿Necesitas instalación?' });
  const add = offer.getByRole('button', { name: new RegExp(`para «${airConditioner.name}»$`) });
  const addName = (await add.first().getAttribute('aria-label')) ?? '';
  const service = addName.replace(/^Agregar /, '').replace(` para «${airConditioner.name}»`, '');
  await hydrated(add.first());
  await add.first().focus();
  const added = cartWrite(page, '/cart/add-item');
  await page.keyboard.press('Enter');
  await added;
  return { airConditioner, offer, service };
}

test('issue 29: the installation goes under its air conditioner, follows its quantity and leaves with it; axe on the cart and the drawer', async ({
  page,
  request,
}, testInfo) => {
  // Adds, a reload, the checkout's summary, axe twice and four screenshots: a long walk on two
  // busy cores.
  test.setTimeout(90_000);
  const { airConditioner, offer, service } = await airConditionerWithInstallation(page, request);
  const main = page.locator('main');
  const lines = main.getByRole('list', { name: 'Productos en tu carrito' }).getByRole('listitem');
  const installation = lines.filter({ hasText: `Instalación para «${airConditioner.name}»` });
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(airConditioner.name);
  await expect(lines.nth(1)).toContainText(service);
  await expect(installation).toContainText('1 unidad, la de su equipo');
  // No stepper of its own: its quantity follows the air conditioner's.
  await expect(main.getByRole('textbox', { name: `Cantidad de «${service}»` })).toHaveCount(0);
  await expect(offer).toBeHidden();

  const applianceLine = lines.filter({ hasNotText: 'Instalación para' });
  const raised = cartWrite(page, '/cart/item/');
  await applianceLine.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await raised;
  await expect(installation).toContainText('2 unidades, las de su equipo');
  // The store kept it so: the page read again shows the same.
  await page.reload();
  await expect(
    main.getByRole('textbox', { name: `Cantidad de «${airConditioner.name}»` }),
  ).toHaveValue('2');
  await expect(installation).toContainText('2 unidades, las de su equipo');
  await expect(page.getByRole('link', { name: 'Carrito, 4 artículos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('instalacion-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('instalacion-1280.png'));

  // The checkout's summary shows it under its appliance too.
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
  await expect(summary).toContainText(`Instalación para «${airConditioner.name}»`);
  await screenshotAt(page, 375, testInfo.outputPath('instalacion-checkout-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('instalacion-checkout-1280.png'));
  await page.goto('/carrito-compras');

  await page.getByRole('link', { name: 'Carrito, 4 artículos' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(
    drawer.getByRole('button', {
      name: `Eliminar «${service}» de «${airConditioner.name}» del carrito`,
    }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('instalacion-cajon-375.png'));
  await page.keyboard.press('Escape');

  const removed = cartWrite(page, '/cart/item/');
  await main.getByRole('button', { name: `Eliminar «${airConditioner.name}» del carrito` }).click();
  await removed;
  await expect(main.getByText('Tu carrito está vacío')).toBeVisible();
  await page.reload();
  await expect(main.getByText('Tu carrito está vacío')).toBeVisible();
});

test('issue 29: an air conditioner with its installation books the truck and the technicians the same day; the review and the order show both windows', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await airConditionerWithInstallation(page, request);
  // A week past the other checkouts' day, so their installations leave this one room.
  const day =
    nextFreeSlot(addDays(deliveryDate(), 7), {
      zone: 'santo-domingo',
      service: 'entrega-e-instalacion',
      now: Date.now(),
      booked: () => 0,
    })?.date ?? '';
  await page.goto('/checkout');
  await fillContact(page, shopperWith('ana.instalacion@example.com'));
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();
  await fillAddress(page);

  await expect(heading(page)).toHaveText('Entrega');
  await choose(page, 'Envío a domicilio');
  await typeDeliveryDate(page, day);
  const visit = page.getByText('La instalación es el mismo día');
  await choose(page, '9:00 AM - 12:00 PM');
  await expect(visit).toHaveText(
    'La instalación es el mismo día: los técnicos llegan de 9:00 AM a 12:00 PM.',
  );
  // The capital's midday truck is followed by the afternoon's technicians.
  await choose(page, '12:00 PM - 3:00 PM');
  await expect(visit).toHaveText(
    'La instalación es el mismo día: los técnicos llegan de 3:00 PM a 6:00 PM.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('entrega-e-instalacion-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('entrega-e-instalacion-1280.png'));
  await next(page).click();
  await payByTransfer(page);

  const paired = 'Instalación el mismo día · 3:00 PM - 6:00 PM';
  await expect(page.getByTestId('delivery-when')).toContainText('12:00 PM - 3:00 PM');
  await expect(page.getByTestId('installation-when')).toHaveText(paired);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL('**/pedido-confirmado');
  // The review stays on screen until the order is read: its lines' table says it is there.
  await expect(page.getByRole('table', { name: 'Productos del pedido' })).toBeVisible();
  await expect(page.getByTestId('delivery-when')).toContainText('12:00 PM - 3:00 PM');
  await expect(page.getByTestId('installation-when')).toHaveText(paired);
  await screenshotAt(page, 375, testInfo.outputPath('confirmado-instalacion-375.png'));
});
