import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageQueryOptions } from '../../../features/content/content-page.queries';
import { pageHead } from '../../../lib/page-head';

const copy: ContentPageCopy = {
  slug: 'politicas-seguridad',
  title: 'Política de seguridad',
  description: 'Cómo protegemos tu cuenta, tus pagos y tus datos.',
  intro:
    'Protegemos tu cuenta y tus pagos: los datos de tu tarjeta se escriben solo en la página segura de la pasarela de pago.',
};

export const Route = createFileRoute('/_default/politicas/politicas-seguridad')({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(contentPageQueryOptions(context, copy.slug)),
  head: () => pageHead(copy.title, copy.description),
  component: () => <ContentPage copy={copy} />,
});
