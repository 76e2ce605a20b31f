import type { SeedModule } from '../seed/seed-module.js';
import { recountRatings } from './review-store.js';

const DAY_MS = 86_400_000;

/** Approved reviews of the demo catalogue: `[reviewer, rating, verified, text]`. */
const DEMO_REVIEWS: readonly (readonly [string, number, boolean, string])[][] = [
  [
    [
      'María Rodríguez',
      5,
      true,
      'Enfría rapidísimo y casi no se oye. La instalación fue el mismo día.',
    ],
    [
      'José Martínez',
      4,
      true,
      'Buen equipo. La factura de luz bajó bastante desde que lo cambiamos.',
    ],
    ['Lucía Fernández', 5, false, 'Muy contenta con la compra, llegó bien embalado.'],
  ],
  [
    ['Pedro Gómez', 4, true, 'Cumple lo que promete. El control remoto podría ser mejor.'],
    ['Carmen Díaz', 3, false, 'Funciona bien, pero tardó en llegar a Santiago.'],
  ],
  [['Rafael Castillo', 5, true, 'Excelente relación calidad-precio. Lo recomiendo.']],
  [
    ['Ana Sánchez', 2, false, 'Hace más ruido del que esperaba.'],
    ['Miguel Reyes', 3, true, 'Correcto para el precio.'],
  ],
];

/**
 * A few approved reviews on the first published products, with their products' ratings counted,
 * so cards, the product page and the rating filter have something to show.
 */
export const reviewSeed: SeedModule = {
  name: 'product-reviews',
  async seed({ db, now }) {
    const products = await db
      .selectFrom('products')
      .select('id')
      .where('status', '=', 'publish')
      .orderBy('id')
      .limit(DEMO_REVIEWS.length)
      .execute();
    for (const [index, product] of products.entries()) {
      const reviews = DEMO_REVIEWS[index] ?? [];
      for (const [position, [reviewer, rating, verified, review]] of reviews.entries()) {
        const slug = reviewer
          .normalize('NFD')
          .replace(/[^A-Za-z ]/g, '')
          .toLowerCase()
          .replace(' ', '.');
        await db
          .insertInto('product_reviews')
          .values({
            product_id: product.id,
            status: 'approved',
            reviewer,
            reviewer_email: `${slug}@example.com`,
            review,
            rating,
            verified: verified ? 1 : 0,
            date_created: new Date(now - (position + 1) * 9 * DAY_MS).toISOString().slice(0, 19),
          })
          .execute();
      }
      await recountRatings(db, product.id);
    }
  },
};
