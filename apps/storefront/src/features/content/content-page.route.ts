import type { AppContext } from '../../lib/app-context';
import { pageHead } from '../../lib/page-head';
import type { ContentPageCopy } from './content-page';
import { contentPageQueryOptions } from './content-page.queries';

/**
 * The loader and head of a page written in WordPress. The route adds the component itself, so
 * the router's code splitting still moves `<ContentPage>` out of the first load.
 */
export function contentPageRouteOptions(copy: ContentPageCopy) {
  return {
    // Server HTML with islands (decision 022).
    staticData: { islands: true } as const,
    loader: ({ context }: { context: AppContext }) =>
      context.queryClient.prefetchQuery(contentPageQueryOptions(context, copy.slug)),
    head: () => pageHead(copy.title, copy.description),
  };
}
