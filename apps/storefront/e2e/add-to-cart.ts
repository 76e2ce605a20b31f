import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydration.js';

/**
 * Presses «Agregar al carrito» for a product on the page and waits for the store's answer.
 * The drawer shows the line before the store has it (optimistic); a page loaded while the write
 * is still on its way would read the cart without it.
 */
export async function addToCart(page: Page, productName: string): Promise<void> {
  const add = page.getByRole('button', { name: `Agregar al carrito: ${productName}` }).first();
  await hydrated(add);
  const stored = page.waitForResponse(
    (response) => response.url().includes('/cart/add-item') && response.ok(),
  );
  await add.click();
  await stored;
  await expect(
    page.getByRole('dialog', { name: 'Tu carrito' }).getByText(productName).first(),
  ).toBeVisible();
}
