import { Hono } from 'hono';
import { SearchAnswerSchema, SearchRequestSchema } from '../../src/lib/shop-api/search.js';
import type { ShopAppEnv } from '../app-env.js';
import { refuse, shopAnswer } from '../endpoints/answers.js';
import { faultResponse } from '../endpoints/faults.js';
import type { CatalogueSearch } from './catalogue-search.js';

/**
 * `/api/buscar`: the product search of the header's suggestions and the results page, answered
 * from the shop's index of the published catalogue (issue 38).
 */
export function searchRoutes(search: CatalogueSearch) {
  const app = new Hono<ShopAppEnv>();
  app.onError((error) => faultResponse('search', error));
  app.get('/', async (c) => {
    const request = SearchRequestSchema.safeParse(c.req.query());
    if (!request.success) {
      return refuse({
        status: 400,
        code: 'invalid_search',
        message: request.error.issues[0]?.message ?? 'La búsqueda no es válida.',
      });
    }
    return shopAnswer(SearchAnswerSchema, await search.search(request.data));
  });
  return app;
}
