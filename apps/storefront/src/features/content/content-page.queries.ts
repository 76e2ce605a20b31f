import { queryOptions } from '@tanstack/react-query';
import type { AppContext } from '../../lib/app-context';
import { outlineSections, updatedOn } from './content-outline';

/**
 * A WordPress page's body, sanitised where it is fetched, with its sections anchored for the
 * table of contents and its last update; (server or browser) so the cache, and
 * the HTML dehydrated from it, only ever holds clean markup (I2). `null`: no such page.
 */
export function contentPageQueryOptions(
  { store, sanitizeHtml }: Pick<AppContext, 'store' | 'sanitizeHtml'>,
  slug: string,
) {
  return queryOptions({
    queryKey: ['content-page', slug] as const,
    queryFn: async ({ signal }) => {
      const page = await (await store()).pages.bySlug(slug, { signal });
      if (!page) return null;
      const { html, sections } = outlineSections(await sanitizeHtml(page.content.rendered));
      return { html, sections, updated: updatedOn(page.modified) };
    },
    staleTime: 10 * 60_000,
  });
}
