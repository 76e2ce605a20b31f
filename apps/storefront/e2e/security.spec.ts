import { expect, test } from './fixtures.js';

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
