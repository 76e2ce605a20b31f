import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageQueryOptions } from '../../../features/content/content-page.queries';
import { pageHead } from '../../../lib/page-head';

const copy: ContentPageCopy = {
  slug: 'politicas-garantia',
  title: 'Política de garantía',
  description: 'Cómo funciona la garantía de los productos y servicios comprados en Vitrina.',
  intro:
    'Todos los productos nuevos tienen la garantía del fabricante. Aquí te explicamos qué cubre, por cuánto tiempo y cómo reclamarla.',
};

export const Route = createFileRoute('/_default/politicas/politicas-garantia')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(context, copy.slug)),
  head: () => pageHead(copy.title, copy.description),
  component: () => <ContentPage copy={copy} />,
});
