import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../features/content/content-page';
import { contentPageRouteOptions } from '../../features/content/content-page.route';

const copy: ContentPageCopy = {
  slug: 'sobre-nosotros',
  title: 'Sobre nosotros',
  description:
    'Quiénes somos: electrodomésticos y servicios técnicos para el hogar en República Dominicana.',
  intro:
    'Somos una tienda dominicana de electrodomésticos y servicios para el hogar: vendemos, entregamos, instalamos y damos mantenimiento a tus equipos.',
};
const options = contentPageRouteOptions(copy);

export const Route = createFileRoute('/_default/sobre-nosotros')({
  ...options,
  component: () => <ContentPage copy={copy} />,
});
