import { addDays, nextFreeSlot, shopDate } from '@vitrina/core';
import { z } from 'zod';
import type { RunningShop } from '../server/start-server.js';
import { OTHER_SHOP_ENV } from '../test/support/other-shop.js';
import { otherShoppersOrder, storeCaller } from '../test/support/store-order.js';
import { seriousViolations } from './axe.js';
import { e2eEnv } from './e2e-env.js';
import { expect, test } from './fixtures.js';
import { hydrated } from './hydration.js';
import { startSecondShop } from './second-shop.js';
import { screenshotAt } from './shoppers.js';

// Issue 25: the shop's own data comes from the shop server's settings, never from core. A second
// shop server on the run's store (whose settings are the demo's) is set up as another shop
// entirely through its environment: every page and the fiscal invoice print that shop.
let shop: RunningShop;
test.beforeAll(async () => {
  shop = await startSecondShop(OTHER_SHOP_ENV);
});
test.afterAll(async () => {
  await shop.close();
});

const DEMO_PHONE = /555-0100/;

test('the footer and the contact page show the configured shop, after hydration too', async ({
  page,
}, testInfo) => {
  await page.goto(`${shop.url}/contacto`, { waitUntil: 'networkidle' });
  await hydrated(page.getByRole('button', { name: 'Enviar mensaje' }));

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '(829) 555-0111' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'ventas@friocaribe.do' })).toBeVisible();
  await expect(footer).toContainText('Santiago de los Caballeros');
  await expect(footer).toContainText('Lunes a sábado, 8:00 a. m. a 7:00 p. m.');
  await expect(footer).toContainText('© Frío Caribe');
  // The shop's name heads every page and ends its title, as crawlers and tabs show it.
  await expect(page).toHaveTitle('Contacto | Frío Caribe');
  await expect(page.getByRole('link', { name: 'Frío Caribe, inicio' })).toBeVisible();

  const shopData = page.getByRole('region', { name: 'Visítanos o llámanos' });
  await expect(shopData).toContainText(
    'Calle del Sol 42, Los Jardines, Santiago de los Caballeros',
  );
  await expect(shopData.getByRole('listitem')).toHaveText([
    'Lunes a sábado: 8:00 a. m. a 7:00 p. m.',
    'Domingos: 9:00 a. m. a 1:00 p. m.',
  ]);
  await expect(shopData.getByRole('link', { name: '(829) 555-0111' })).toHaveAttribute(
    'href',
    'tel:+18295550111',
  );
  await expect(shopData.getByRole('link', { name: 'ventas@friocaribe.do' })).toHaveAttribute(
    'href',
    'mailto:ventas@friocaribe.do',
  );
  const whatsapp = new URL(
    (await page.getByRole('link', { name: 'Escríbenos por WhatsApp' }).getAttribute('href')) ?? '',
  );
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/18495550122');
  expect(whatsapp.searchParams.get('text')).toBe('Hola, Frío Caribe. Quisiera información sobre ');
  // No map is configured here: the card under the pin names the shop and links to its place.
  await expect(page.getByRole('link', { name: 'Ver la ubicación en el mapa' })).toHaveAttribute(
    'href',
    /mlat=19\.4517&mlon=-70\.697/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /visítanos en Santiago de los Caballeros: .* de Frío Caribe\.$/,
  );
  await expect(page.locator('body')).not.toContainText(DEMO_PHONE);
  await expect(page.locator('body')).not.toContainText('Winston Churchill');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [375, 1280] as const) {
    await screenshotAt(
      page,
      width,
      testInfo.outputPath(`contacto-otra-tienda-${String(width)}.png`),
    );
  }
});

test("a fiscal invoice's seller is the configured company, with its RNC, address and phone", async ({
  page,
}) => {
  const write = `consumer_key=${e2eEnv('writeConsumerKey')}&consumer_secret=${e2eEnv('writeConsumerSecret')}`;
  const store = storeCaller(e2eEnv('storeUrl'));
  const [product] = z
    .array(z.object({ id: z.number() }))
    .parse(
      await (
        await store('GET', `wc/v3/products?category=338&stock_status=instock&per_page=1&${write}`)
      ).json(),
    );
  if (product === undefined) throw new Error('no stove in stock');
  // Far ahead, so the other specs' bookings leave the window free.
  const date =
    nextFreeSlot(addDays(shopDate(Date.now()), 20), {
      zone: 'santo-domingo',
      service: 'entrega',
      now: Date.now(),
      booked: () => 0,
    })?.date ?? '';
  const placed = await store(
    'POST',
    `wc/v3/orders?${write}`,
    otherShoppersOrder({
      productId: product.id,
      state: 'DO-01',
      city: 'Santo Domingo',
      date,
      schedule: '9:00 AM - 12:00 PM',
      meta: [
        { key: 'is_fiscal', value: true },
        { key: 'rnc', value: '130123454' },
        { key: 'trade_name', value: 'Constructora Ozama SRL' },
      ],
    }),
  );
  expect(placed.status).toBe(201);
  const order = z.object({ id: z.number(), order_key: z.string() }).parse(await placed.json());

  await page.goto(`${shop.url}/Factura?pedido=${String(order.id)}&clave=${order.order_key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factura de crédito fiscal');
  const invoice = page.locator('[data-invoice]');
  for (const text of [
    'Frío Caribe Climatización, S.R.L.',
    '1-01-85004-3',
    'Calle del Sol 42, Los Jardines, Santiago de los Caballeros',
    '(829) 555-0111',
    '1-30-12345-4',
  ]) {
    await expect(invoice).toContainText(text);
  }
  await expect(invoice).not.toContainText('Vitrina Electrodomésticos');
  await expect(invoice).not.toContainText('1-31-24679-6');
});
