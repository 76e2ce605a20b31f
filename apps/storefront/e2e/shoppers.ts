import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { e2eEnv } from './e2e-env.js';
import { expect } from './fixtures.js';

/** The demo customers the store seeds outside production. */
export const DEMO = { email: 'ana.perez@vitrina.do', password: 'Vitrina-Demo-2026' };

/**
 * A new customer made straight at the store, each from its own address so the sign-up limit of
 * one address (D3) is not spent by the setup of these tests.
 */
export async function newCustomer(): Promise<{ email: string; password: string }> {
  const id = randomBytes(6).toString('hex');
  const customer = { email: `cliente.${id}@example.do`, password: `clave larga ${id}` };
  const response = await fetch(`${e2eEnv('storeUrl')}/wp-json/api/v1/users`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${String(randomBytes(1)[0])}.${String(randomBytes(1)[0])}.7`,
    },
    body: JSON.stringify({ ...customer, first_name: 'Prueba', last_name: 'Cliente' }),
  });
  expect(response.status).toBe(200);
  return customer;
}

/** Signs in on `/auth/iniciar-sesion` (the page must be open). */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(credentials.email);
  await page.getByLabel('Contraseña').fill(credentials.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** A customer's token straight from the store's login, to arrange what a test starts from. */
export async function storeToken(customer: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${e2eEnv('storeUrl')}/wp-json/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { results: { token: string } };
  return body.results.token;
}

/** Where a page's screenshot goes: the test's output folder, named by page and width. */
export async function screenshotAt(page: Page, width: 375 | 1280, path: string): Promise<void> {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.screenshot({ path, fullPage: true });
}
