import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { messages } from '../../copy/messages';
import { PageIntro } from '../../layouts/page-intro';
import { contentPageQueryOptions } from './content-page.queries';

/** What a content page shows before and around the store's text. */
export type ContentPageCopy = { slug: string; title: string; description: string; intro: string };

/**
 * A page whose body is written in WordPress (about us, policies). The heading and intro are
 * ours; the body is the store's sanitised HTML. If the store cannot be reached the page still
 * shows its heading and intro, with a retry.
 */
export function ContentPage({ copy }: { copy: ContentPageCopy }) {
  const context = useRouteContext({ from: '__root__' });
  const page = useQuery(contentPageQueryOptions(context, copy.slug));
  return (
    <article>
      <PageIntro title={copy.title}>
        <p>{copy.intro}</p>
      </PageIntro>
      {page.isError ? (
        <div role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          <p>{messages.storeUnreachable}</p>
          <button
            type="button"
            className="mt-2 font-semibold underline"
            onClick={() => void page.refetch()}
          >
            {messages.retry}
          </button>
        </div>
      ) : null}
      {page.data ? (
        // Sanitised by DOMPurify with the shared allowlist when it was fetched (I2).
        <div className="prose max-w-3xl" dangerouslySetInnerHTML={{ __html: page.data.html }} />
      ) : null}
    </article>
  );
}
