import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageRouteOptions } from '../../../features/content/content-page.route';

const copy: ContentPageCopy = {
  slug: 'politicas-reembolso',
  title: 'Política de reembolso',
  description: 'Cuándo y cómo te devolvemos tu dinero.',
  intro:
    'Si tu pedido no se puede entregar o devuelves un producto dentro del plazo, te reembolsamos por el mismo medio de pago.',
};
const options = contentPageRouteOptions(copy);

export const Route = createFileRoute('/_default/politicas/politicas-reembolso')({
  ...options,
  component: () => <ContentPage copy={copy} />,
});
