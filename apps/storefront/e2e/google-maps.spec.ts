import type { Page } from '@playwright/test';
import type { RunningShop } from '../server/start-server.js';
import { expect, test } from './fixtures.js';
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
