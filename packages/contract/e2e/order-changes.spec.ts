import { WcOrderSchema } from '@vitrina/api-client/orders';
import {
  addDays,
  CANCELLED_BY_CUSTOMER,
  CANCELLED_BY_META,
  formatSlotDate,
  nextFreeSlot,
  ORDER_CHANGE_MESSAGES,
  rescheduledNote,
} from '@vitrina/core';
import type { Page } from '@playwright/test';

import { deliveryDate, typeDeliveryDate } from '../../../apps/storefront/e2e/checkout-steps.js';
import { expect, test } from '../../../apps/storefront/e2e/fixtures.js';
import { hydrated } from '../../../apps/storefront/e2e/hydration.js';
import { screenshotAt } from '../../../apps/storefront/e2e/shoppers.js';
import { wooWrite } from '../src/woo-http.js';
import { BILLING, PICKUP } from '../test/cases/checkout.js';
import { realShopEnv } from './real-shop-env.js';
import {
  agendaDay,
  orderNotes,
  remainingIn,
  stockedProducts,
  stockOf,
  storedOrder,
  writer,
} from './real-store-reads.js';

// G13 (#37) on the real WooCommerce: a guest, with the order's key, moves one order's delivery
// to another day and window and cancels another, from the order's page in the shop; the Vitrina
// plugin changes the orders, gives back the window and the stock, and notes each change.

test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: 'serial' });

const MORNING = '9:00 AM - 12:00 PM';
const AFTERNOON = '3:00 PM - 6:00 PM';

/**
 * A guest's order of one truck-delivered product for Santo Domingo on `deliveryDate()`'s morning,
 * paid by bank transfer (`on-hold`, as the shop places it), placed with the write key as the
 * shop server places it.
 */
async function placeAhead() {
  const [product] = await stockedProducts();
  if (product === undefined) throw new Error('el WooCommerce real no tiene productos con stock');
  const stockBefore = await stockOf(product.id);
  const order = WcOrderSchema.parse(
    await wooWrite(writer(), 'POST', 'wc/v3/orders', {
      line_items: [{ product_id: product.id, quantity: 1 }],
      billing: { ...BILLING, email: `cambios.${String(Date.now())}@example.com` },
      shipping_lines: [PICKUP],
      payment_method: 'bacs',
      status: 'on-hold',
      meta_data: [
        { key: 'delivery_date', value: deliveryDate() },
        { key: 'schedule', value: MORNING },
      ],
    }),
  );
  return { id: order.id, key: order.order_key, productId: product.id, stockBefore };
}

/** The order's page in the shop, as its mails and its confirmation link open it. */
async function openOrderPage(page: Page, order: { id: number; key: string }) {
  await page.goto(
    `${realShopEnv('shopUrl')}/pedido-confirmado?order_id=${String(order.id)}&key=${order.key}`,
  );
  const panel = page.getByTestId('order-changes');
  await hydrated(panel.getByRole('button', { name: 'Cambiar fecha' }));
  return panel;
}

const placesLeft = async (date: string, schedule: string) =>
  remainingIn(await agendaDay('santo-domingo', date), schedule);

test('G13: un invitado cambia la entrega de su pedido a otro día y otra ventana en el WooCommerce real', async ({
  page,
}, testInfo) => {
  test.slow();
  const order = await placeAhead();
  const from = { date: deliveryDate(), schedule: MORNING };
  const newDay =
    nextFreeSlot(addDays(from.date, 2), {
      zone: 'santo-domingo',
      service: 'entrega',
      now: Date.now(),
      booked: () => 0,
    })?.date ?? '';
  const to = { date: newDay, schedule: AFTERNOON };
  const before = [
    await placesLeft(from.date, from.schedule),
    await placesLeft(to.date, to.schedule),
  ];

  const panel = await openOrderPage(page, order);
  await panel.getByRole('button', { name: 'Cambiar fecha' }).click();
  const form = panel.getByRole('form', { name: 'Cambiar fecha' });
  await typeDeliveryDate(page, to.date);
  await form.getByText(AFTERNOON, { exact: true }).click();
  await form.getByRole('button', { name: 'Confirmar el nuevo horario' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `Listo: tu pedido llega el ${formatSlotDate(to.date)}, de ${AFTERNOON}.`,
  );
  await screenshotAt(page, 375, testInfo.outputPath('real-pedido-horario-cambiado-375.png'));

  // The page read again shows the window the store now holds.
  await page.reload();
  await expect(page.getByText(formatSlotDate(to.date)).first()).toBeVisible();

  const stored = await storedOrder(String(order.id));
  expect(stored.status).toBe('on-hold');
  expect(stored.meta).toMatchObject({ delivery_date: to.date, schedule: AFTERNOON });
  expect(await orderNotes(order.id)).toContainEqual(
    expect.stringContaining(rescheduledNote(from, to)),
  );
  // The old window's place, held by the order when counted, came back; the new one's is taken.
  expect([
    await placesLeft(from.date, from.schedule),
    await placesLeft(to.date, to.schedule),
  ]).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) - 1]);
});

test('G13: un invitado cancela su pedido sin pagar en el WooCommerce real; vuelven el inventario y la ventana', async ({
  page,
}, testInfo) => {
  test.slow();
  const order = await placeAhead();
  const placesHeld = await placesLeft(deliveryDate(), MORNING);
  expect(await stockOf(order.productId)).toBe((order.stockBefore ?? 0) - 1);

  const panel = await openOrderPage(page, order);
  await panel.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: `¿Cancelar el pedido #${String(order.id)}?`,
  });
  await expect(dialog.getByRole('button', { name: 'No, mantenerlo' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Sí, cancelar el pedido' }).click();
  await expect(panel.getByRole('status')).toHaveText('Cancelaste el pedido. No se cobró nada.');
  await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
  await expect(panel.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await screenshotAt(page, 375, testInfo.outputPath('real-pedido-cancelado-375.png'));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido cancelado');

  const stored = await storedOrder(String(order.id));
  expect(stored.status).toBe('cancelled');
  expect(stored.meta[CANCELLED_BY_META]).toBe(CANCELLED_BY_CUSTOMER);
  // WooCommerce adds its status change to the plugin's note.
  expect(await orderNotes(order.id)).toContainEqual(
    expect.stringContaining(ORDER_CHANGE_MESSAGES.cancelledNote),
  );
  expect(await stockOf(order.productId)).toBe(order.stockBefore);
  expect(await placesLeft(deliveryDate(), MORNING)).toBe(placesHeld + 1);
});
