import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageQueryOptions } from '../../../features/content/content-page.queries';
import { pageHead } from '../../../lib/page-head';

const copy: ContentPageCopy = {
  slug: 'politicas-instalacion',
  title: 'Política de instalación',
  description: 'Condiciones de la instalación de equipos comprados en Vitrina.',
  intro:
    'Nuestros técnicos instalan tus equipos en la fecha y el horario que elijas. Te explicamos qué incluye la instalación básica y qué se cobra aparte.',
};

export const Route = createFileRoute('/_default/politicas/politicas-instalacion')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(context, copy.slug)),
  head: () => pageHead(copy.title, copy.description),
  component: () => <ContentPage copy={copy} />,
});
