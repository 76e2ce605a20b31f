import { readFile } from 'node:fs/promises';
import { BTU_MESSAGES, CONTACT_MESSAGES, PHONE_MESSAGE, ROUTES } from '@vitrina/core';
import { HOSTILE_CASHBACK_TITLE } from '../test/support/hostile-content.js';
import { seriousViolations } from './axe.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import { hydrated } from './hydration.js';

// Issue 15: the calculator, financing, contact, cashback, about-us and policy pages. Pages are
// opened until the network is idle: their chunks hydrate after `load`, and typing before that is lost.

test('the calculator sizes a sunny 4 m × 5 m room and adds a recommended unit to the cart', async ({
  page,
}) => {
  await page.goto('/calculadora', { waitUntil: 'networkidle' });
  // The form checks in the browser once its script took it over (before, the browser sends it).
  await hydrated(page.getByRole('button', { name: 'Calcular BTU' }));
  await page.getByRole('textbox', { name: 'Personas que la usan' }).fill('muchas');
  await page.getByRole('button', { name: 'Calcular BTU' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Personas que la usan' }),
  ).toHaveAccessibleDescription(BTU_MESSAGES.occupants);
  await page.getByRole('textbox', { name: 'Largo (m)' }).fill('4');
  await page.getByRole('textbox', { name: 'Ancho (m)' }).fill('5');
  await page.getByRole('textbox', { name: 'Personas que la usan' }).fill('2');
  await page.getByText('Mucho sol').click();
  await page.getByRole('button', { name: 'Calcular BTU' }).click();
  // 230 × 20 m² × 2.5 m × 1.1 + 476 × 2 = 13,602 → 13,700 BTU/h → an 18,000 BTU unit.
  await expect(page.getByTestId('btu-necesarios')).toHaveText('13,700 BTU/h');
  await expect(page).toHaveURL(/largo=4&ancho=5.*sol=sunny/);
  const units = page.getByRole('list', { name: 'Aires acondicionados de 18,000 BTU' });
  const first = units.locator(':scope > li').first();
  await expect(first).toContainText('18,000 BTU');
  await expect(first).toContainText('Electricidad al mes');
  await expect(first).toContainText('Instalación básica');
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Agregar al carrito: ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByText(name).first()).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the financing calculator shows the French instalment computed by hand, from a product’s amount', async ({
  page,
  request,
}) => {
  const [product] = (await (
    await request.get('/wp-json/wc/v3/products?per_page=1&category=194')
  ).json()) as { slug: string }[];
  await page.goto(`/producto/${product?.slug ?? ''}`, { waitUntil: 'networkidle' });
  const financing = page.getByRole('link', { name: /^Desde RD\$.*\/mes con financiamiento$/ });
  await hydrated(financing);
  await financing.click();
  await expect(page).toHaveURL(/\/financiamiento\?monto=\d+/);
  await expect(page.getByTestId('cuota-mensual')).toBeVisible();
  // Typed before React took the form over, the amount would be reset by hydration.
  await hydrated(page.getByRole('textbox', { name: 'Monto a financiar (RD$)' }));

  await page.getByRole('textbox', { name: 'Monto a financiar (RD$)' }).fill('100,000');
  await page.getByRole('textbox', { name: 'Tasa anual (%)' }).fill('12');
  await page.getByRole('textbox', { name: 'Plazo (meses)' }).fill('12');
  await page.getByRole('button', { name: 'Calcular cuota' }).click();
  // A = P·r / (1 − (1 + r)^−n), r = 0.12 / 12 = 0.01: 100,000 × 0.01 / (1 − 1.01^−12).
  const byHand = (100_000 * 0.01) / (1 - 1.01 ** -12);
  expect(byHand.toFixed(2)).toBe('8884.88');
  await expect(page.getByTestId('cuota-mensual')).toHaveText(/^RD\$\s?8,884\.88$/);
  await expect(page.getByRole('row', { name: /Banco Popular/ })).toContainText('Sin intereses');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the contact form refuses bad input in Spanish, and a valid message lands in the store’s outbox', async ({
  page,
}) => {
  await page.goto('/contacto', { waitUntil: 'networkidle' });
  await expect(page.getByText('Av. Winston Churchill').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/18095550100\?text=/,
  );
  const name = page.getByRole('textbox', { name: 'Nombre' });
  const phone = page.getByRole('textbox', { name: 'Teléfono (opcional)' });
  const message = page.getByRole('textbox', { name: 'Mensaje' });
  // The masked phone is React's: a number typed before hydration is reset by it.
  await hydrated(phone);
  await phone.fill('80955');
  await message.fill('Hola');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(name).toHaveAccessibleDescription(CONTACT_MESSAGES.name);
  await expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE);
  await expect(message).toHaveAccessibleDescription(CONTACT_MESSAGES.message);
  expect(await seriousViolations(page)).toEqual([]);

  const text = `¿Tienen mini split inverter de 18,000 BTU? ${String(Date.now())}`;
  await name.fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.e2e@example.com');
  await phone.fill('8095550142');
  await page.getByRole('button', { name: /Asunto/ }).click();
  await page.getByRole('option', { name: 'Información de un producto' }).click();
  await message.fill(text);
  // By keyboard: the fixed fields' messages leave as focus moves, and the button moves with them.
  await page.getByRole('button', { name: 'Enviar mensaje' }).press('Enter');
  await expect(page.getByRole('status')).toContainText('Recibimos tu mensaje');
  await expect
    .poll(async () => (await readFile(e2eEnv('outboxPath'), 'utf8')).includes(text))
    .toBe(true);
});

test('cashback: markup in WordPress fields shows as text and runs nothing; expired promotions are hidden', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cashback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
  await expect(page.getByRole('heading', { name: HOSTILE_CASHBACK_TITLE })).toBeVisible();
  await expect(page.getByText('Banreservas').first()).toBeVisible();
  await expect(page.getByText('APAP')).toHaveCount(0);
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
  expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  expect(dialogs).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('every policy page renders its content from the store', async ({ page }) => {
  const policies = [
    ROUTES.warrantyPolicy,
    ROUTES.refundPolicy,
    ROUTES.securityPolicy,
    ROUTES.privacyPolicy,
    ROUTES.installationPolicy,
    ROUTES.returnsPolicy,
  ];
  for (const { path } of policies) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const body = page.getByTestId('contenido-tienda');
    await expect(body.locator('h2').first()).toBeVisible();
    expect((await body.innerText()).length).toBeGreaterThan(300);
  }
});

test('the pages are complete without JavaScript: heading and content in the HTML', async ({
  request,
}) => {
  for (const [path, content] of [
    ['/calculadora?largo=4&ancho=5&sol=sunny&personas=2', '13,700'],
    ['/financiamiento?monto=100000&tasa=12&meses=12', '8,884.88'],
    ['/contacto', 'Av. Winston Churchill'],
    ['/cashback', 'Banreservas'],
  ] as const) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain(content);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  }
});
