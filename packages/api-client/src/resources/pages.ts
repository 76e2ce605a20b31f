import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import { WpPageSchema, type WpPage } from './pages.schemas.js';

export { WpPageSchema } from './pages.schemas.js';
export type { WpPage } from './pages.schemas.js';
export type { CallOptions, StoreHttp } from '../http.js';

/** The pages written in WordPress (about us, the policies). */
export interface PagesApi {
  /** The published page with this slug; `undefined` when there is none. */
  bySlug(slug: string, options?: CallOptions): Promise<WpPage | undefined>;
}

/** Creates the pages resource on a transport from `createStoreHttp`. */
export function createPagesApi(http: StoreHttp): PagesApi {
  return {
    async bySlug(slug, options) {
      // WordPress answers a list filtered by slug: empty, or the one page.
      const { data } = await http.request({
        method: 'GET',
        path: 'wp-json/wp/v2/pages',
        query: { slug },
        schema: z.array(WpPageSchema),
        signal: options?.signal,
      });
      return data[0];
    },
  };
}
