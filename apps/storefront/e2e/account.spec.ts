import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { ADDRESS_CONFIRMATION } from '@vitrina/core';
import { z } from 'zod';
import { e2eEnv } from './e2e-env.js';
import { seriousViolations } from './axe.js';
import { DEMO, newCustomer, screenshotAt, signIn } from './shoppers.js';
import { expect, test } from './fixtures.js';

const OutboxLineSchema = z.object({
  to: z.string(),
  subject: z.string(),
  links: z.array(z.string()),
});

/** The last link to `path` mailed to `to`, read from the store's outbox. */
async function mailedLink(to: string, path: string): Promise<string> {
  await expect
    .poll(async () => (await readFile(e2eEnv('outboxPath'), 'utf8')).includes(to))
    .toBe(true);
  const lines = (await readFile(e2eEnv('outboxPath'), 'utf8')).trim().split('\n');
  const links = lines
    .map((line) => OutboxLineSchema.parse(JSON.parse(line)))
    .filter((mail) => mail.to === to)
    .flatMap((mail) => mail.links)
    .filter((link) => new URL(link).pathname === path);
  const link = links.at(-1);
  if (link === undefined) throw new Error(`no ${path} link mailed to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('a plain GET /auth/iniciar-sesion answers 200 (no redirect to add volver)', async ({
  request,
}) => {
  const response = await request.get('/auth/iniciar-sesion', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test('a return address off this shop is dropped (no open redirect)', async ({ page }) => {
  const customer = await newCustomer();
  await page.goto('/auth/iniciar-sesion?volver=//evil.example/x');
  await signIn(page, customer);
  await expect(page).toHaveURL(/\/perfil-usuario$/);
});

test('spec §4 login: a demo customer signs in, is welcomed and lands where they were going', async ({
  page,
}) => {
  await page.goto('/perfil-usuario');
  await expect(page).toHaveURL(/\/auth\/iniciar-sesion\?volver=%2Fperfil-usuario$/);
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/perfil-usuario$/);
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('spec §8: a wrong password shows the store message as is', async ({ page }) => {
  const customer = await newCustomer();
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, { ...customer, password: 'no es la clave' });
  await expect(page.getByText('Correo o contraseña incorrectos.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('sign-up lands on the profile; logout goes home with the message and forgets the token', async ({
  page,
}) => {
  const id = randomBytes(6).toString('hex');
  await page.goto('/auth/registrarme');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
    'Escribe tu nombre.',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Díaz');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`rosa.${id}@example.do`);
  await page.getByLabel('Contraseña').fill(`una clave larga ${id}`);
  await page.getByRole('textbox', { name: 'Teléfono' }).pressSequentially('8095550123');
  await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('(809) 555-0123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/perfil-usuario$/);
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Cerraste sesión.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/perfil-usuario');
  await expect(page).toHaveURL(/\/auth\/iniciar-sesion/);
});

test('C1: request a reset, follow the mailed link, set a new password, sign in with it', async ({
  page,
}) => {
  const customer = await newCustomer();
  await page.goto('/auth/recuperar-contrasena');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(customer.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText('te enviamos un enlace');

  await page.goto(await mailedLink(customer.email, '/auth/cambiar-contrasena'));
  // C4: the token leaves the address bar once read.
  await expect(page).toHaveURL(/\/auth\/cambiar-contrasena$/);
  expect(await seriousViolations(page)).toEqual([]);
  const password = `otra clave nueva ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Contraseña nueva').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/auth\/completado$/);

  await page.locator('#contenido').getByRole('link', { name: 'Iniciar sesión' }).click();
  await signIn(page, { email: customer.email, password });
  await expect(page).toHaveURL(/\/perfil-usuario$/);
});

/**
 * An attacker's wrong passwords for `email`, straight at the store from rotating addresses (4
 * each, under the 5 that close an address), until the account has let `admitted` of them through:
 * it is slowed, and the last one took its next slot for seconds (B1).
 */
async function hammer(email: string, admitted: number): Promise<void> {
  let through = 0;
  let address = '';
  for (let tries = 0; through < admitted; tries += 1) {
    if (tries % 4 === 0) address = `172.16.${randomBytes(2).join('.')}`;
    const answer = await fetch(`${e2eEnv('storeUrl')}/wp-json/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password: 'equivocada-123' }),
    });
    if (answer.status === 400) through += 1;
  }
}

test('B1: under attack, the right password from a new address asks for «¿Eres tú?», and its link lets the owner in', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = await newCustomer();
  await page.goto('/auth/iniciar-sesion');
  // Ten failures are free, then each takes the account's next slot: 1 s, 2 s, 4 s, 8 s.
  await hammer(customer.email, 14);
  await signIn(page, customer);
  const form = page.locator('#contenido form');
  await expect(form).toContainText(
    'Si tu contraseña es correcta, te enviamos un correo «¿Eres tú?»: abre su enlace y vuelve a iniciar sesión.',
  );
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  await screenshotAt(page, 375, testInfo.outputPath('eres-tu-inicio-375.png'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto(await mailedLink(customer.email, ADDRESS_CONFIRMATION.path));
  await expect(page).toHaveURL(/\/auth\/eres-tu$/);
  await expect(page.getByRole('status')).toContainText(ADDRESS_CONFIRMATION.confirmed);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 1280, testInfo.outputPath('eres-tu-1280.png'));

  // The attacker takes the account's next slot again; the owner's address is theirs now.
  await hammer(customer.email, 1);
  await page.locator('#contenido').getByRole('link', { name: 'Iniciar sesión' }).click();
  await signIn(page, customer);
  await expect(page).toHaveURL(/\/perfil-usuario$/);
});

test('a broken reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/auth/cambiar-contrasena?email=ana%40vitrina.do');
  await expect(page.getByText(/no es válido o ya se usó/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
    'href',
    '/auth/recuperar-contrasena',
  );
});

test('spec §8 startup: an expired token on a page that needs an account lands on the sign-in page and is forgotten', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('planted') === null) {
      localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.caducado');
      sessionStorage.setItem('planted', '1');
    }
  });
  await page.goto('/perfil-usuario');
  await expect(page).toHaveURL(/\/auth\/iniciar-sesion\?.*aviso=sesion-expirada/);
  await expect(page.getByText('Tu sesión ha expirado. Inicia sesión de nuevo.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a forged token never shows «Mi cuenta»: the header stays neutral, then the shopper is signed out quietly', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('planted') === null) {
      localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6OTl9.falsificado');
      sessionStorage.setItem('planted', '1');
    }
    // Every label the account link ever had on this page, in order.
    const seen: string[] = [];
    Reflect.set(window, 'accountLabels', seen);
    new MutationObserver(() => {
      const link = document.querySelector('header a[href="/perfil-usuario"]');
      const label = link?.getAttribute('aria-label');
      if (label && seen.at(-1) !== label) seen.push(label);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  const labels = await page.evaluate((): unknown => Reflect.get(window, 'accountLabels'));
  expect(labels).not.toContain('Mi cuenta');
  // Quietly: the page stays where it was, with no expired-session notice.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Tu sesión ha expirado. Inicia sesión de nuevo.')).toBeHidden();
});
