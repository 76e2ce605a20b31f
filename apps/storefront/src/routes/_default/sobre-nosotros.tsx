import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../features/content/content-page';
import { contentPageQueryOptions } from '../../features/content/content-page.queries';
import { pageHead } from '../../lib/page-head';

const copy: ContentPageCopy = {
  slug: 'sobre-nosotros',
  title: 'Sobre nosotros',
  description:
    'Quiénes somos: electrodomésticos y servicios técnicos para el hogar en República Dominicana.',
  intro:
    'Somos una tienda dominicana de electrodomésticos y servicios para el hogar: vendemos, entregamos, instalamos y damos mantenimiento a tus equipos.',
};

export const Route = createFileRoute('/_default/sobre-nosotros')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(context, copy.slug)),
  head: () => pageHead(copy.title, copy.description),
  component: () => <ContentPage copy={copy} />,
});
