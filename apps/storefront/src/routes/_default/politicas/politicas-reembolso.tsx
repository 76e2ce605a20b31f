import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageQueryOptions } from '../../../features/content/content-page.queries';
import { pageHead } from '../../../lib/page-head';

const copy: ContentPageCopy = {
  slug: 'politicas-reembolso',
  title: 'Política de reembolso',
  description: 'Cuándo y cómo te devolvemos tu dinero.',
  intro:
    'Si tu pedido no se puede entregar o devuelves un producto dentro del plazo, te reembolsamos por el mismo medio de pago.',
};

export const Route = createFileRoute('/_default/politicas/politicas-reembolso')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(context, copy.slug)),
  head: () => pageHead(copy.title, copy.description),
  component: () => <ContentPage copy={copy} />,
});
