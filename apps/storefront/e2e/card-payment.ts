import type { Page } from '@playwright/test';
import { z } from 'zod';
import {
  chooseDelivery,
  fillAddress,
  fillContact,
  heading,
  next,
  payByCard,
  shopperWith,
} from './checkout-steps.js';
import { expect } from './fixtures.js';
import { hydrated } from './hydration.js';

// A guest's card payment as the shop's e2e and the suite in front of the real WooCommerce both
// walk it: only where the gateway's page lives and how the store's clock moves differ.

/** The delivery window the card orders book, whose places the expiry case counts. */
export const CARD_ORDER_WINDOW = '12:00 PM - 3:00 PM';

let emails = 0;
const uniqueEmail = () => `pago.${String(Date.now())}.${String((emails += 1))}@example.do`;

/** A guest cart holding `productId`, made at the store's CoCart and handed to the page's session. */
export async function guestCartWith(
  page: Page,
  cocartUrl: string,
  productId: number,
): Promise<void> {
  const response = await fetch(`${cocartUrl}/wp-json/cocart/v2/cart/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: String(productId), quantity: '1' }),
  });
  expect(response.status).toBe(200);
  const { cart_key } = z.object({ cart_key: z.string() }).parse(await response.json());
  await page.goto('/carrito-compras');
  await page.evaluate((key) => sessionStorage.setItem('cart_key', key), cart_key);
}

export interface CardOrder {
  /** Where the store's CoCart answers without a key (the guest's cart is made there). */
  cocartUrl: string;
  productId: number;
  /** The gateway's page address: the embedded store's own page, WooCommerce's order-pay. */
  gatewayPage: RegExp;
  coupon?: string;
  /** Pays a deposit (abono) now and the rest on delivery (G9). */
  deposit?: boolean;
}

/**
 * A guest with `productId` in the cart pays by card from the review, delivered in
 * `CARD_ORDER_WINDOW`: left on the gateway's page. Answers the guest's e-mail.
 */
export async function placeByCard(page: Page, order: CardOrder): Promise<string> {
  const email = uniqueEmail();
  await guestCartWith(page, order.cocartUrl, order.productId);
  if (order.coupon !== undefined) {
    const box = page.getByRole('textbox', { name: 'Cupón', exact: true });
    await page.reload();
    await hydrated(box);
    await box.fill(order.coupon);
    await box.press('Enter');
    await expect(page.getByText(`Cupón ${order.coupon} aplicado.`)).toBeVisible();
  }
  await page.goto('/checkout');
  await fillContact(page, shopperWith(email));
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();
  await fillAddress(page);
  await chooseDelivery(page, { window: CARD_ORDER_WINDOW });
  await payByCard(page, { deposit: order.deposit ?? false });
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(order.gatewayPage);
  await expect(page.getByRole('heading', { name: 'Pasarela de pago de prueba' })).toBeVisible();
  return email;
}

/** The gateway's way back: the shop's confirmation page of the order, with its key. */
export const backAtShop = (page: Page, shopUrl: string) =>
  expect(page).toHaveURL(new RegExp(`^${shopUrl}/pedido-confirmado\\?order_id=\\d+&key=wc_order_`));

/** The events in the page's dataLayer, in order. */
export const layerEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer');
    return Array.isArray(layer)
      ? layer.flatMap((entry: unknown) => {
          const event: unknown =
            typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'event') : undefined;
          return typeof event === 'string' ? [event] : [];
        })
      : [];
  });
