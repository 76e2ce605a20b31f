import { categoryPath, formatMoney } from '@vitrina/core';

import { addToCart } from '../../../apps/storefront/e2e/add-to-cart.js';
import {
  chooseDelivery,
  deliveryDate,
  fillAddress,
  fillContact,
  heading,
  next,
  payByTransfer,
  shopperWith,
} from '../../../apps/storefront/e2e/checkout-steps.js';
import { expect, test } from '../../../apps/storefront/e2e/fixtures.js';
import { hydrated } from '../../../apps/storefront/e2e/hydration.js';
import { agendaDay, productsInStock, remainingIn, storedOrder } from './real-store-reads.js';

/** Mini split: the seeded air conditioners, delivered by truck (no technician's agenda). */
const MINI_SPLIT = 194;
const WINDOW = '12:00 PM - 3:00 PM';

test('un invitado compra un mini split en el WooCommerce real: el pedido guardado tiene el total que vio, el día y la ventana, la ventana reservada y su NCF', async ({
  page,
}) => {
  const [product] = await productsInStock(MINI_SPLIT);
  if (product === undefined) throw new Error('el WooCommerce real no tiene mini splits en stock');
  const email = `invitado.${String(Date.now())}@example.do`;
  const placesBefore = await agendaDay('santo-domingo', deliveryDate());

  await page.goto(`/${categoryPath(MINI_SPLIT)}`);
  const card = page.getByRole('link', { name: product.name, exact: true }).first();
  await hydrated(card);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/producto/${product.slug}$`));
  await expect(heading(page)).toHaveText(product.name);
  await addToCart(page, product.name);

  await page.goto('/carrito-compras');
  await expect(page.getByText(product.name).first()).toBeVisible();
  const pay = page.getByRole('link', { name: 'Proceder al pago' });
  await hydrated(pay);
  await pay.click();

  await fillContact(page, shopperWith(email));
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();
  await fillAddress(page);
  // Santo Domingo's flat rate, as the seeded zone prices it, named with its price.
  const flatRate = formatMoney(50_000).replace(/[$.]/g, '\\$&');
  await expect(
    page.getByRole('radio', { name: new RegExp(`^Envío a domicilio\\s*${flatRate}$`) }),
  ).toHaveCount(1);
  await chooseDelivery(page, { day: deliveryDate(), window: WINDOW });
  await payByTransfer(page);
  const shownTotal = await page.getByTestId('checkout-total').innerText();

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido-confirmado$/);
  await expect(page.getByTestId('order-total')).toHaveText(shownTotal);
  const shownNumber = (await page.getByTestId('order-number').innerText()).replace(/^#/, '');
  const orderId = await page.evaluate(() => localStorage.getItem('order_id'));
  expect(orderId).not.toBeNull();

  const order = await storedOrder(orderId ?? '');
  expect(order.number).toBe(shownNumber);
  expect(order.customerId).toBe(0);
  expect(order.email).toBe(email);
  expect(formatMoney(order.totalCents)).toBe(shownTotal);
  expect(order.shipping).toEqual([{ methodId: 'flat_rate', totalCents: 50_000 }]);
  expect(order.meta).toMatchObject({ delivery_date: deliveryDate(), schedule: WINDOW });

  // The agenda plugin books the window and takes the NCF inside the order's transaction.
  const placesAfter = await agendaDay('santo-domingo', deliveryDate());
  expect(remainingIn(placesAfter, WINDOW)).toBe(remainingIn(placesBefore, WINDOW) - 1);
  expect(order.meta).toMatchObject({ ncf_type: 'B02', ncf: expect.stringMatching(/^B02\d{8}$/) });
});
