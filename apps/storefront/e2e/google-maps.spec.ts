import type { Page } from '@playwright/test';
import { z } from 'zod';
import type { RunningShop } from '../server/start-server.js';
import { addToCart } from './add-to-cart.js';
import { fillAddress, fillContact, heading, next, shopperWith } from './checkout-steps.js';
import { expect, test, uncaughtErrors } from './fixtures.js';
import { startSecondShop } from './second-shop.js';

const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

// Stands in for Google's script (no traffic leaves the machine): it installs its importLibrary,
// as the real one does, with a map that draws a marker element and reports its tiles loaded.
const FAKE_MAPS_SCRIPT = `(() => {
  const maps = window.google.maps;
  class Map {
    constructor(element) { this.element = element; }
    addListener(event, handler) {
      if (event === 'tilesloaded') setTimeout(handler, 0);
      return { remove() {} };
    }
    setCenter() {}
  }
  class Marker {
    constructor(options) { window.vitrinaMapPin = options.title; }
    setMap() {}
  }
  maps.importLibrary = async (name) => ({ maps: { Map }, marker: { Marker } })[name];
  maps.__ib__();
})();`;

/** Answers (or refuses) the maps script and records each request for it. */
async function routeMapsScript(page: Page, answer: 'script' | 'refuse'): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(`${MAPS_SCRIPT}?**`, (route) => {
    requests.push(new URL(route.request().url()));
    return answer === 'script'
      ? route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT })
      : route.abort();
  });
  return requests;
}

let shop: RunningShop;
test.beforeAll(async () => {
  shop = await startSecondShop({ MAPS_API_KEY: 'clave-de-prueba' });
});
test.afterAll(async () => {
  await shop.close();
});

test("with MAPS_API_KEY the contact map loads Google's script with the spec's options, allowed by the CSP", async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  const requests = await routeMapsScript(page, 'script');
  await page.goto(`${shop.url}/contacto`);
  await expect(page.getByRole('region', { name: 'Mapa de la tienda' })).toBeVisible();
  expect(await page.evaluate((): unknown => Reflect.get(window, 'vitrinaMapPin'))).toBe('Vitrina');
  expect(requests).toHaveLength(1);
  expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
    key: 'clave-de-prueba',
    v: 'weekly',
    language: 'es',
    region: 'DO',
    libraries: 'places',
  });
  expect(blocked).toEqual([]);
});

test('a maps script that cannot be reached is tried 3 more times and leaves the address card', async ({
  page,
}) => {
  const requests = await routeMapsScript(page, 'refuse');
  const warned = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('mapa no disponible'),
    timeout: 15_000,
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto(`${shop.url}/contacto`);
  await warned;
  await page.waitForLoadState('networkidle');
  // One script and its 3 retries; the page stays as it was (no reload, no error page).
  expect(requests).toHaveLength(4);
  expect(loads).toBe(1);
  await expect(page.getByText('Ver la ubicación en el mapa')).toBeVisible();
  await expect(page.locator('[data-map-shown]')).toHaveAttribute('data-map-shown', 'false');
});

test('R17: a maps script that cannot be reached leaves the address step as plain fields with a Spanish note, and the step goes on without a pin', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  const requests = await routeMapsScript(page, 'refuse');
  const listed = await fetch(`${shop.url}/wp-json/wc/v3/products?per_page=1&stock_status=instock`);
  const [product] = z
    .array(z.object({ name: z.string(), slug: z.string() }))
    .parse(await listed.json());
  if (!product) throw new Error('a product in stock expected');
  await page.goto(`${shop.url}/producto/${product.slug}`);
  await addToCart(page, product.name);
  await page.goto(`${shop.url}/checkout`);
  await fillContact(page, shopperWith(`mapa.${String(Date.now())}@example.do`));
  await expect(heading(page)).toHaveText('Comprobante fiscal');
  await next(page).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'No pudimos cargar el mapa' }),
  ).toHaveText('No pudimos cargar el mapa; escribe tu dirección y una referencia.');
  // The spec's 3 retries came first.
  expect(requests).toHaveLength(4);
  await fillAddress(page);
  await expect(heading(page)).toHaveText('Entrega');
  expect(errors).toEqual([]);
});
