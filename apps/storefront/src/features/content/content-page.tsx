import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { messages } from '../../copy/messages';
import { PageIntro } from '../../lib/page-intro';
import { contentPageQueryOptions } from './content-page.queries';
import { RetryButton } from '../../lib/retry-button';

/** What a content page shows before and around the store's text. */
export type ContentPageCopy = {
  slug: string;
  title: string;
  description: string;
  intro: string;
  /** Steps between home and the page in the breadcrumbs (none by default). */
  trail?: readonly { label: string; href?: string }[];
};

/** A page with this many sections or more gets a table of contents. */
const MIN_SECTIONS_FOR_CONTENTS = 3;

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
      <PageIntro title={copy.title} trail={copy.trail ?? []}>
        <p>{copy.intro}</p>
        {page.data?.updated ? (
          <p className="mt-2 text-sm">Última actualización: {page.data.updated}</p>
        ) : null}
      </PageIntro>
      {page.isError ? (
        <div role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          <p>{messages.storeUnreachable}</p>
          <RetryButton
            label={messages.retry}
            className="mt-2 font-semibold underline"
            onRetry={() => void page.refetch()}
          />
        </div>
      ) : null}
      {page.data ? (
        <div className="flex flex-col gap-8 lg:flex-row-reverse lg:items-start">
          {page.data.sections.length >= MIN_SECTIONS_FOR_CONTENTS ? (
            <nav
              aria-labelledby="contenido-pagina"
              className="rounded-card bg-surface-muted p-4 lg:sticky lg:top-4 lg:w-64 print:hidden"
            >
              <h2 id="contenido-pagina" className="mb-2 font-semibold text-ink">
                En esta página
              </h2>
              <ol className="flex flex-col gap-1 text-sm">
                {page.data.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="text-brand-700 underline">
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {/* Sanitised by DOMPurify with the shared allowlist when it was fetched (I2). */}
          <div
            data-testid="contenido-tienda"
            className="max-w-3xl flex-1 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:scroll-mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:mt-3 [&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:border-border [&_td]:p-2 [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: page.data.html }}
          />
        </div>
      ) : null}
    </article>
  );
}
