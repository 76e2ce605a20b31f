import { copyFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { seriousViolations } from './axe.js';
import { expect, test, uncaughtErrors } from './fixtures.js';
import { hydrated } from './hydration.js';
import { DEMO, screenshotAt, signIn } from './shoppers.js';

const ProductShape = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  average_rating: z.string(),
  rating_count: z.number(),
});

/** The first product in stock: it has three seeded reviews and Ana (DEMO) bought it. */
async function reviewedProduct(page: Page) {
  const answer = await page.request.get(
    '/wp-json/wc/v3/products?orderby=id&order=asc&per_page=1&stock_status=instock',
  );
  const [product] = z.array(ProductShape).parse(await answer.json());
  if (!product) throw new Error('no product in stock');
  return product;
}

async function shoot(page: Page, width: 375 | 1280, path: string) {
  await screenshotAt(page, width, path);
  await copyFile(path, `/tmp/shots/${path.split('/').at(-1) ?? 'shot.png'}`).catch(() => undefined);
}

// axe over a whole product page takes its time on a shared machine.
test.describe.configure({ timeout: 120_000 });

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reseñas de clientes' });

test('stars and count on a card and the product page, the reviews listed with «Compra verificada», a sign-in prompt for a guest, AggregateRating in the JSON-LD', async ({
  page,
}, testInfo) => {
  const errors = uncaughtErrors(page);
  const product = await reviewedProduct(page);
  expect(product).toMatchObject({ average_rating: '4.67', rating_count: 3 });
  const label = '4,7 de 5 estrellas (3 reseñas)';

  // Best rated first: the product is on the first page.
  await page.goto('/aires-acondicionados?estrellas=4');
  const card = page.getByRole('article').filter({ hasText: product.name });
  await expect(card.getByRole('img', { name: label })).toBeVisible();
  await shoot(page, 375, testInfo.outputPath('resenas-tarjetas-375.png'));
  await shoot(page, 1280, testInfo.outputPath('resenas-tarjetas-1280.png'));

  await page.goto(`/producto/${product.slug}`);
  await expect(page.getByRole('img', { name: label }).first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const productLd = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  expect(productLd?.['aggregateRating']).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.67,
    reviewCount: 3,
    bestRating: 5,
    worstRating: 1,
  });

  const section = reviewsSection(page);
  await section.scrollIntoViewIfNeeded();
  const list = section.getByRole('list', { name: 'Reseñas' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('Compra verificada').first()).toBeVisible();
  await expect(list).not.toContainText('@');
  await expect(section.getByRole('link', { name: 'Inicia sesión' })).toBeVisible();
  await expect(section).toContainText('para escribir una reseña de este producto.');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 375, testInfo.outputPath('resenas-producto-invitado-375.png'));
  await shoot(page, 1280, testInfo.outputPath('resenas-producto-invitado-1280.png'));
  expect(errors).toEqual([]);
});

test('a customer who bought the product writes a review with the keyboard; it awaits moderation', async ({
  page,
}, testInfo) => {
  const errors = uncaughtErrors(page);
  const product = await reviewedProduct(page);
  await page.goto(`/auth/iniciar-sesion?volver=${encodeURIComponent(`/producto/${product.slug}`)}`);
  await hydrated(page.getByRole('button', { name: 'Iniciar sesión' }));
  await signIn(page, DEMO);
  await page.waitForURL(`**/producto/${product.slug}`);

  const section = reviewsSection(page);
  await section.scrollIntoViewIfNeeded();
  const send = section.getByRole('button', { name: 'Enviar reseña' });
  await hydrated(send);
  // Sent empty: the reasons, in Spanish, and nothing leaves.
  await send.press('Enter');
  await expect(section.getByText('Elige de 1 a 5 estrellas.')).toBeVisible();

  await section.getByRole('radio', { name: '1 estrella' }).focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(section.getByRole('textbox', { name: 'Tu opinión' })).toBeFocused();
  await page.keyboard.type('Enfría muy bien y consume poco. <b>Recomendado</b>.');
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');

  const sent = section.getByRole('status');
  await expect(sent).toContainText('Reseña enviada: pendiente de moderación.');
  await expect(sent).toContainText('La publicaremos cuando la revisemos.');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 375, testInfo.outputPath('resenas-enviada-375.png'));
  await shoot(page, 1280, testInfo.outputPath('resenas-enviada-1280.png'));

  // Held: the published list is as before, and a second review of the same product is refused.
  const second = await page.request.post('/api/resenas', {
    headers: {
      authorization: `Bearer ${(await page.evaluate(() => localStorage.getItem('token'))) ?? ''}`,
    },
    data: { product_id: product.id, rating: 5, review: 'Otra reseña del mismo producto.' },
  });
  expect([second.status(), ((await second.json()) as { code: string }).code]).toEqual([
    409,
    'already_reviewed',
  ]);
  expect(errors).toEqual([]);
});

test('the rating filter («4 estrellas o más») narrows a listing and stays in the URL', async ({
  page,
}) => {
  await page.goto('/aires-acondicionados');
  const cards = page.getByRole('article');
  const before = await cards.count();
  const box = page.getByRole('checkbox', { name: '4 estrellas o más' });
  const summary = page.locator('summary', { hasText: 'Filtrar' }).first();
  await hydrated(summary);
  if (!(await box.isVisible())) await summary.click();
  await box.check();
  await page.waitForURL(/estrellas=4/);
  await expect(cards.first()).toBeVisible();
  // The new list replaces the old one when its loader is done.
  await expect
    .poll(async () => {
      const shown = await cards.count();
      return shown > 0 && shown < before;
    })
    .toBe(true);
  for (const card of await cards.all()) {
    const stars = await card
      .getByRole('img', { name: /de 5 estrellas/ })
      .getAttribute('aria-label');
    expect(Number((stars ?? '0').split(' ')[0]?.replace(',', '.'))).toBeGreaterThanOrEqual(4);
  }
});
