import { cspViolations, expect, test } from './fixtures.js';
import { hydrated } from './hydration.js';

test('J1: an inline script without the nonce is blocked and the violation is reported', async ({
  page,
}) => {
  await page.goto('/');
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/csp-report',
  );
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = "window['vitrinaCanary'] = true";
    document.body.append(script);
    return Reflect.get(window, 'vitrinaCanary') === true;
  });
  expect(ran).toBe(false);
  const report = await reported;
  expect(report.postData()).toContain('script-src');
});

test("J1: react-aria's injected <style> carries the page's nonce and nothing is blocked", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const blocked = await cspViolations(page);
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menú' });
  await hydrated(menu);
  await menu.click();
  await expect(page.getByRole('dialog', { name: 'Categorías' })).toBeVisible();
  const nonce = await page.locator('meta[property="csp-nonce"]').getAttribute('content');
  expect(nonce).toBeTruthy();
  const styleNonces = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style'), (style) => style.nonce),
  );
  expect(styleNonces.length).toBeGreaterThan(0);
  expect(styleNonces.every((styleNonce) => styleNonce === nonce)).toBe(true);
  expect(await blocked()).toEqual([]);
});

test.describe('a form sent before the page’s script took it over', () => {
  // The state of a form in a page's first moments, made lasting.
  test.use({ javaScriptEnabled: false });

  test('the contact form puts nothing typed in a URL and comes back to the page', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/contacto');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Pérez');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@correo.do');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Quiero instalar un aire.');
    await page.getByRole('textbox', { name: 'Nombre' }).press('Enter');
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(urls.length).toBeGreaterThan(1);
    expect(urls.filter((url) => /correo\.do|Ana/.test(decodeURIComponent(url)))).toEqual([]);
  });
});
