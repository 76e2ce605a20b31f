import type { Page } from '@playwright/test';
import { basename } from 'node:path';
import { addDays, nextFreeSlot, shopDate } from '@vitrina/core';
import { expect, test } from './fixtures.js';

// The checkout's six steps as a shopper fills them, shared by the shop's e2e and by the suite
// that runs the shop in front of the real WooCommerce (packages/contract/e2e).

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const next = (page: Page) => page.getByRole('button', { name: 'Continuar' });

export interface Shopper {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  social_id: string;
}

export const shopperWith = (email: string): Shopper => ({
  email,
  first_name: 'María',
  last_name: 'Rodríguez',
  phone: '8095551234',
  social_id: '001-1391820-5',
});

/** Fills «Tus datos» and continues; `email: undefined` keeps the one a signed-in customer has. */
export async function fillContact(
  page: Page,
  shopper: Omit<Shopper, 'email'> & { email: string | undefined },
) {
  await expect(heading(page)).toHaveText('Tus datos');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(shopper.first_name);
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(shopper.last_name);
  if (shopper.email !== undefined) {
    await page
      .getByRole('textbox', { name: 'Correo electrónico', exact: true })
      .fill(shopper.email);
  }
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill(shopper.phone);
  await page.getByRole('textbox', { name: 'Cédula', exact: true }).fill(shopper.social_id);
  await next(page).click();
}

export interface DeliveryAddress {
  address: string;
  sector: string;
  city: string;
  /** The province as the list names it (Distrito Nacional is DO-01, Santo Domingo DO-32). */
  province: string;
  reference: string;
}

export const ADDRESS: DeliveryAddress = {
  address: 'Calle El Conde 105',
  sector: 'Zona Colonial',
  city: 'Santo Domingo',
  province: 'Distrito Nacional',
  reference: 'Frente al parque Colón',
};

/**
 * Fills the address step with `address` and continues; `beforeContinue` fills more of the step
 * first (another delivery address).
 */
export async function fillAddress(
  page: Page,
  address: DeliveryAddress = ADDRESS,
  beforeContinue?: () => Promise<void>,
) {
  await expect(heading(page)).toHaveText('Dirección');
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill(address.address);
  await page.getByRole('textbox', { name: 'Sector', exact: true }).fill(address.sector);
  await page.getByRole('textbox', { name: 'Ciudad o municipio', exact: true }).fill(address.city);
  await page.getByRole('button', { name: /Provincia/ }).click();
  await page.getByRole('option', { name: address.province, exact: true }).click();
  await page.getByRole('textbox', { name: 'Referencia', exact: true }).fill(address.reference);
  await beforeContinue?.();
  await next(page).click();
}

/**
 * The day the capital's trucks bring this spec file's orders: at least three days ahead, no
 * Sunday or holiday, and a day of its own for each file (by its name), so the files that book
 * on both workers never fill one window between them (twenty places each).
 */
export function deliveryDate(): string {
  const file = basename(test.info().file);
  const offset = [...file].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7) % 12;
  return (
    nextFreeSlot(addDays(shopDate(Date.now()), 3 + offset), {
      zone: 'santo-domingo',
      service: 'entrega',
      now: Date.now(),
      booked: () => 0,
    })?.date ?? ''
  );
}

export async function typeDeliveryDate(page: Page, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  await page.locator('[role="spinbutton"][data-type="day"]').focus();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** Picks a radio by its label, as a shopper clicks it (the input itself is visually hidden). */
export async function choose(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click();
  // The radio's name is its label and then its details (a method's price, a gateway's text).
  const start = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await expect(page.getByRole('radio', { name: start })).toBeChecked();
}

/** «Envío a domicilio» on `day`, in `window`, and continues. */
export async function chooseDelivery(
  page: Page,
  { day = deliveryDate(), window = '12:00 PM - 3:00 PM' }: { day?: string; window?: string } = {},
) {
  await expect(heading(page)).toHaveText('Entrega');
  await choose(page, 'Envío a domicilio');
  await typeDeliveryDate(page, day);
  await choose(page, window);
  await next(page).click();
}

export async function payByTransfer(page: Page) {
  await expect(heading(page)).toHaveText('Pago');
  await choose(page, 'Transferencia bancaria');
  await next(page).click();
  await expect(heading(page)).toHaveText('Revisa tu pedido');
}

/** The test card gateway both stores offer (the real one's: contract/realwoo/vitrina-test-gateway.php). */
export const TEST_CARD = 'Tarjeta de crédito o débito (prueba)';

/** The card, paying a deposit (abono) now when `deposit` says so. */
export async function payByCard(page: Page, { deposit = false }: { deposit?: boolean } = {}) {
  await expect(heading(page)).toHaveText('Pago');
  await choose(page, TEST_CARD);
  if (deposit) await page.getByText('Pagar un abono ahora y el resto al recibir').click();
  await next(page).click();
  await expect(heading(page)).toHaveText('Revisa tu pedido');
}

/** From the contact step to the review, as a buyer without a fiscal invoice. */
export async function reachReview(page: Page, shopper: Shopper) {
  await fillContact(page, shopper);
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();
  await fillAddress(page);
  await chooseDelivery(page);
  await payByTransfer(page);
}
