import { z } from 'zod';
import { seriousViolations } from './axe.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import { hydrated } from './hydration.js';
import { mailTo } from './outbox.js';

/** The owner's call to the store itself, with the admin key (the shop's proxy never writes). */
async function asOwner(method: string, path: string, body: unknown): Promise<unknown> {
  const admin = `consumer_key=${e2eEnv('adminConsumerKey')}&consumer_secret=${e2eEnv('adminConsumerSecret')}`;
  const response = await fetch(`${e2eEnv('storeUrl')}/wp-json/wc/v3/${path}?${admin}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

/** A sold-out product of the owner's, new to this test. */
async function soldOutProduct(name: string) {
  const created = z.object({ id: z.number(), slug: z.string() }).parse(
    await asOwner('POST', 'products', {
      name,
      sku: `AVISO-E2E-${name}-${String(Date.now())}`,
      regular_price: '32999',
      manage_stock: true,
      stock_quantity: 0,
    }),
  );
  return { ...created, name };
}

for (const width of [375, 1280]) {
  test.describe(`${String(width)} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`issue 29 at ${String(width)} px: a shopper asks for an alert on a sold-out product, confirms it from the mail, and hears once when the owner restocks`, async ({
      page,
    }, testInfo) => {
      // A slow shared machine: the flow spans two pages, two mails and two restocks.
      test.setTimeout(120_000);
      const product = await soldOutProduct(`Nevera French Door 25 pies Aviso ${String(width)}`);
      const email = `aviso.${String(width)}.${String(Date.now())}@correo.do`;

      // The shop's first store read of a run is its slowest; the home page takes it, not the product.
      await page.goto('/');
      await page.goto(`/producto/${product.slug}`);
      await expect(page.locator('p').filter({ hasText: /^Agotado$/ })).toBeVisible();
      const alert = page.getByRole('region', { name: 'Avísame cuando llegue' });
      const field = alert.getByRole('textbox', { name: 'Correo electrónico' });
      await hydrated(field);
      expect(await seriousViolations(page)).toEqual([]);

      // A wrong address is refused in Spanish before anything is sent.
      await field.fill('ana@');
      await field.press('Enter');
      await expect(alert.getByText('Escribe un correo electrónico válido.')).toBeVisible();
      expect(await mailTo(email)).toEqual([]);

      // Keyboard only: type, tab to the button, press it.
      await field.fill(email);
      await page.keyboard.press('Tab');
      await expect(alert.getByRole('button', { name: 'Avísame' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(alert.getByRole('status')).toContainText(
        'Revisa tu correo para confirmar el aviso',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`aviso-producto-${String(width)}.png`),
        fullPage: true,
      });

      await expect.poll(async () => (await mailTo(email)).length).toBe(1);
      const [confirmation] = await mailTo(email);
      expect(confirmation?.subject).toBe(`Confirma tu aviso de «${product.name}»`);
      const link = new URL(confirmation?.links[0] ?? 'http://x/');
      expect(link.pathname).toBe('/avisos/confirmar');

      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmar aviso' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText('Aviso confirmado');
      // The token leaves the address bar once read (C4).
      expect(new URL(page.url()).search).toBe('');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`aviso-confirmado-${String(width)}.png`),
      });

      // The same link a second time: spent, said in Spanish.
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('alert')).toContainText(
        'El enlace para confirmar el aviso no es válido, ya se usó o venció.',
      );

      // The owner restocks, twice: the alert writes once.
      await asOwner('PUT', `products/${String(product.id)}`, { stock_quantity: 4 });
      await asOwner('PUT', `products/${String(product.id)}`, { stock_quantity: 6 });
      await expect.poll(async () => (await mailTo(email)).length).toBe(2);
      const [, back] = await mailTo(email);
      expect(back?.subject).toBe(`«${product.name}» ya está disponible`);
      expect(new URL(back?.links[0] ?? 'http://x/').pathname).toBe(`/producto/${product.slug}`);
    });
  });
}
