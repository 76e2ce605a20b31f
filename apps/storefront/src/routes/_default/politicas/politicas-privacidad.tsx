import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageQueryOptions } from '../../../features/content/content-page.queries';
import { pageHead } from '../../../lib/page-head';

const copy: ContentPageCopy = {
  slug: 'politicas-privacidad',
  title: 'Política de privacidad',
  description: 'Qué datos personales guardamos y para qué los usamos.',
  intro:
    'Usamos tus datos solo para procesar tus pedidos, entregarlos y facturarlos. No los vendemos ni los compartimos con fines publicitarios.',
};

export const Route = createFileRoute('/_default/politicas/politicas-privacidad')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(context, copy.slug)),
  head: () => pageHead(copy.title, copy.description),
  component: () => <ContentPage copy={copy} />,
});
