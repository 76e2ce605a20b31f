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
import { signIn } from '../../../apps/storefront/e2e/shoppers.js';
import { customerCartHolds, productsInStock, storedOrder } from './real-store-reads.js';
import { realShopEnv } from './real-shop-env.js';

const MINI_SPLIT = 194;
const WINDOW = '3:00 PM - 6:00 PM';

test('un cliente que llenó el carrito como invitado inicia sesión y ese carrito se une al suyo; compra y ve en su perfil el pedido y su factura con el total guardado en WooCommerce', async ({
  page,
}) => {
  // Two mini splits: one left in the customer's own cart, one the guest adds before signing in.
  const inStock = await productsInStock(MINI_SPLIT);
  const [saved, product] = [inStock.at(0), inStock.at(-1)];
  if (saved === undefined || product === undefined || saved.id === product.id) {
    throw new Error('el WooCommerce real no tiene dos mini splits en stock');
  }
  const customer = {
    email: realShopEnv('customerEmail'),
    password: realShopEnv('customerPassword'),
  };
  await customerCartHolds(customer, saved.id);

  await page.goto(`/${categoryPath(MINI_SPLIT)}`);
  const card = page.getByRole('link', { name: product.name, exact: true }).first();
  await hydrated(card);
  await card.click();
  await addToCart(page, product.name);

  await page.goto('/auth/iniciar-sesion');
  await hydrated(page.getByRole('button', { name: 'Iniciar sesión' }));
  await signIn(page, customer);
  // The shop signs in through the proxy's `api/v1/login`, which our plugin answers.
  await expect(page, 'inicio de sesión por api/v1/login').toHaveURL(/\/perfil-usuario$/);

  // The guest's line joined the customer's own: both are in the cart after signing in.
  await page.goto('/carrito-compras');
  await expect(page.getByText(product.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(saved.name, { exact: true }).first()).toBeVisible();
  const pay = page.getByRole('link', { name: 'Proceder al pago' });
  await hydrated(pay);
  await pay.click();

  // The customer's e-mail is the account's; the rest may be missing from a new account.
  await fillContact(page, { ...shopperWith(customer.email), email: undefined });
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();
  await fillAddress(page, {
    address: 'Avenida San Vicente de Paúl 12',
    sector: 'Los Mina',
    city: 'Santo Domingo Este',
    province: 'Santo Domingo',
    reference: 'Al lado del colmado',
  });
  await chooseDelivery(page, { day: deliveryDate(), window: WINDOW });
  await payByTransfer(page);
  const shownTotal = await page.getByTestId('checkout-total').innerText();

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido-confirmado$/);
  await expect(page.getByTestId('order-total')).toHaveText(shownTotal);
  const number = (await page.getByTestId('order-number').innerText()).replace(/^#/, '');
  const orderId = await page.evaluate(() => localStorage.getItem('order_id'));

  const order = await storedOrder(orderId ?? '');
  expect(order.number).toBe(number);
  expect(order.customerId).toBeGreaterThan(0);
  expect(order.email).toBe(customer.email);
  expect(order.lines).toEqual(
    expect.arrayContaining([
      { productId: saved.id, quantity: 1 },
      { productId: product.id, quantity: 1 },
    ]),
  );
  expect(order.lines).toHaveLength(2);
  expect(formatMoney(order.totalCents)).toBe(shownTotal);
  expect(order.meta).toMatchObject({ delivery_date: deliveryDate(), schedule: WINDOW });

  await page.goto('/perfil-usuario');
  const orders = page.getByRole('region', { name: 'Mis pedidos' });
  // The profile renders only in the browser (ssr: false): a link it shows is React's already.
  await orders.getByRole('link', { name: `Ver detalle del pedido ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/perfil-usuario/pedidos/${String(order.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Pedido n\.º/ })).toBeVisible();
  await expect(page.getByText(shownTotal).first()).toBeVisible();

  await page.getByRole('link', { name: 'Ver la factura' }).click();
  await expect(page).toHaveURL(new RegExp(`/Factura\\?pedido=${String(order.id)}$`));
  await expect(page.getByTestId('invoice-total')).toHaveText(shownTotal);
  await expect(page.getByTestId('invoice-ncf')).toHaveText(/^B02\d{8}$/);
});
