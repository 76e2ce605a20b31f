import { queryOptions } from '@tanstack/react-query';
import type { AppContext } from '../../lib/app-context';

/**
 * A WordPress page's body, sanitised where it is fetched (server or browser) so the cache, and
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
      return page ? { html: await sanitizeHtml(page.content.rendered) } : null;
    },
    staleTime: 10 * 60_000,
  });
}
