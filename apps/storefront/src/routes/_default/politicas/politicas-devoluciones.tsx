import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageQueryOptions } from '../../../features/content/content-page.queries';
import { pageHead } from '../../../lib/page-head';

const copy: ContentPageCopy = {
  slug: 'politicas-devoluciones',
  title: 'Política de devoluciones',
  description: 'Plazos y condiciones para devolver un producto.',
  intro:
    'Puedes devolver un producto sin usar y en su empaque original dentro del plazo indicado. Aquí te contamos cómo hacerlo.',
};

export const Route = createFileRoute('/_default/politicas/politicas-devoluciones')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(context, copy.slug)),
  head: () => pageHead(copy.title, copy.description),
  component: () => <ContentPage copy={copy} />,
});
