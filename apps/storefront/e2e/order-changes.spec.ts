import type { Page } from '@playwright/test';
import { addDays, formatSlotDate, nextFreeSlot, shopDate } from '@vitrina/core';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { shopPurchases } from '../test/support/shop-purchase.js';
import { seriousViolations } from './axe.js';
import { typeDeliveryDate } from './checkout-steps.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test as shopTest } from './fixtures.js';
import { hydrated } from './hydration.js';
import { DEMO, screenshotAt, signIn } from './shoppers.js';

// Issue 37: a shopper moves an order's delivery to another day and cancels another, from the
// confirmation page (the order's key) and from tracking (its pass), with the keyboard. On a
// stack of its own: tracking spends this address's guesses, and the orders change stock.
let stack: ShopStack;
const test = shopTest.extend<object, { changesStack: ShopStack }>({
  changesStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      stack = await startShopStack({ distDir: e2eEnv('distDir') });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ changesStack }, use) => {
    await use(changesStack.shop.url);
  },
});
test.describe.configure({ mode: 'serial' });

const MORNING = '9:00 AM - 12:00 PM';
const AFTERNOON = '3:00 PM - 6:00 PM';

/** A delivery day `from` days ahead or later, far beyond the owner's limit whatever the hour. */
const deliveryDayFrom = (from: number) =>
  nextFreeSlot(addDays(shopDate(Date.now()), from), {
    zone: 'santo-domingo',
    service: 'entrega',
    now: Date.now(),
    booked: () => 0,
  })?.date ?? '';

/** A guest's order for a day a few days ahead, placed through the shop as checkout places it. */
async function placeAhead() {
  const purchases = shopPurchases(stack.store, stack.shop);
  return purchases.place(await purchases.guestCart(), {
    date: deliveryDayFrom(5),
    schedule: MORNING,
  });
}

const changes = (page: Page) => page.getByTestId('order-changes');

test('G13: with the keyboard, a guest moves the delivery from the confirmation page to another day and window', async ({
  page,
  changesStack,
}, testInfo) => {
  test.slow();
  expect(changesStack.shop.url).not.toBe('');
  const order = await placeAhead();
  await page.goto(`/pedido-confirmado?order_id=${String(order.order_id)}&key=${order.order_key}`);
  const panel = changes(page);
  const move = panel.getByRole('button', { name: 'Cambiar fecha' });
  await hydrated(move);
  await expect(panel.getByRole('heading', { name: '¿Necesitas cambiar algo?' })).toBeVisible();
  await expect(panel).toContainText('Puedes elegir otro día u horario de entrega o cancelar');
  await expect(panel.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('pedido-cambios-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('pedido-cambios-1280.png'));

  await move.focus();
  await page.keyboard.press('Enter');
  const form = panel.getByRole('form', { name: 'Cambiar fecha' });
  await expect(form).toBeVisible();
  // Confirming with no day picked says so in place, and asks the store nothing.
  await form.getByRole('button', { name: 'Confirmar el nuevo horario' }).press('Enter');
  await expect(form).toContainText('Elige un día con entregas.');

  const newDay = deliveryDayFrom(7);
  await typeDeliveryDate(page, newDay);
  await form.getByText(AFTERNOON, { exact: true }).click();
  await expect(form).not.toContainText('Elige un día con entregas.');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('pedido-nuevo-horario-375.png'));
  await form.getByRole('button', { name: 'Confirmar el nuevo horario' }).press('Enter');

  // A screen reader hears the outcome; the page shows the window the store now holds.
  await expect(panel.getByRole('status')).toHaveText(
    `Listo: tu pedido llega el ${formatSlotDate(newDay)}, de ${AFTERNOON}.`,
  );
  await expect(page.getByText(`${formatSlotDate(newDay)}`).first()).toBeVisible();
  await screenshotAt(page, 1280, testInfo.outputPath('pedido-horario-cambiado-1280.png'));
});

test('G13: a guest tracks an order and cancels it behind a confirmation; nothing is left to change', async ({
  page,
}, testInfo) => {
  test.slow();
  const order = await placeAhead();
  await page.goto('/rastrear-pedido');
  const search = page.getByRole('button', { name: 'Buscar pedido' });
  await hydrated(search);
  await page.getByRole('textbox', { name: 'Número de pedido' }).fill(String(order.order_id));
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(order.email);
  await search.click();
  const card = page.getByTestId('tracked-order');
  const cancel = card.getByRole('button', { name: 'Cancelar pedido' });
  await expect(cancel).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('rastreo-cambios-375.png'));

  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', {
    name: `¿Cancelar el pedido #${String(order.order_id)}?`,
  });
  await expect(dialog).toBeVisible();
  // The safe answer has the focus: Enter by mistake keeps the order.
  await expect(dialog.getByRole('button', { name: 'No, mantenerlo' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('cancelar-dialogo-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('cancelar-dialogo-1280.png'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Sí, cancelar el pedido' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(changes(page).getByRole('status')).toHaveText(
    'Cancelaste el pedido. No se cobró nada.',
  );
  await expect(card.getByTestId('tracked-status')).toHaveText('Cancelado');
  await expect(card.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cambiar fecha' })).toHaveCount(0);
  await screenshotAt(page, 1280, testInfo.outputPath('rastreo-cancelado-1280.png'));

  // The order's own page reads it as cancelled too.
  await page.goto(`/pedido-confirmado?order_id=${String(order.order_id)}&key=${order.order_key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido cancelado');
  await screenshotAt(page, 375, testInfo.outputPath('pedido-cancelado-375.png'));
});

test('G13: a signed-in customer cancels an order from the profile’s order page', async ({
  page,
}, testInfo) => {
  test.slow();
  const purchases = shopPurchases(stack.store, stack.shop);
  const order = await purchases.place(await purchases.customerCart(DEMO), {
    date: deliveryDayFrom(6),
    schedule: MORNING,
  });
  await page.goto('/auth/iniciar-sesion');
  await hydrated(page.getByRole('button', { name: 'Iniciar sesión' }));
  await signIn(page, DEMO);
  await expect(page).not.toHaveURL(/iniciar-sesion/);
  await page.goto(`/perfil-usuario/pedidos/${String(order.order_id)}`);
  const panel = changes(page);
  const cancel = panel.getByRole('button', { name: 'Cancelar pedido' });
  await hydrated(cancel);
  await expect(panel.getByRole('button', { name: 'Cambiar fecha' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('perfil-pedido-cambios-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('perfil-pedido-cambios-1280.png'));

  await cancel.click();
  await page.getByRole('button', { name: 'Sí, cancelar el pedido' }).click();
  await expect(panel.getByRole('status')).toHaveText('Cancelaste el pedido. No se cobró nada.');
  await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
});
