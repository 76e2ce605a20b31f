import { Hono } from 'hono';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { productSvg } from './product-svg.js';

const notFound = (): StoreError =>
  new StoreError(404, 'rest_no_route', 'No se encontró la imagen solicitada.');

/**
 * Product images, drawn by the store itself (nothing is downloaded): `GET /media/products/{id}-{n}.svg`.
 * Drawings are cached in memory; a product's images only change with its name, brand or category.
 */
export function mediaRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const cache = new Map<string, string>();

  router.get('/products/:file{[0-9]{1,9}-[0-9]{1,2}\\.svg}', async (c) => {
    const file = c.req.param('file');
    let svg = cache.get(file);
    if (svg === undefined) {
      const [id = 0, position = 0] = file.replace('.svg', '').split('-').map(Number);
      const image = await deps.db
        .selectFrom('product_images as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['p.id', 'p.name', 'p.parent_id'])
        .where('i.product_id', '=', id)
        .where('i.position', '=', position - 1)
        .where('p.status', '=', 'publish')
        .executeTakeFirst();
      if (!image) throw notFound();
      // A variation is drawn with its product's brand and category (issue 29).
      const owner = image.parent_id || id;
      const [brand, categories] = await Promise.all([
        deps.db
          .selectFrom('product_tag_links as l')
          .innerJoin('product_tags as t', 't.id', 'l.tag_id')
          .select('t.name')
          .where('l.product_id', '=', owner)
          .orderBy('t.id')
          .executeTakeFirst(),
        deps.db
          .selectFrom('product_category_links')
          .select('category_id')
          .where('product_id', '=', owner)
          .orderBy('category_id')
          .execute(),
      ]);
      svg = productSvg({
        name: image.name,
        brand: brand?.name ?? 'Vitrina',
        categoryIds: categories.map((row) => row.category_id),
        position: position - 1,
      });
      if (cache.size < 2_000) cache.set(file, svg);
    }
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg);
  });

  return router;
}
