import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageRouteOptions } from '../../../features/content/content-page.route';

const copy: ContentPageCopy = {
  slug: 'politicas-instalacion',
  title: 'Política de instalación',
  description: 'Condiciones de la instalación de equipos comprados en Vitrina.',
  intro:
    'Nuestros técnicos instalan tus equipos en la fecha y el horario que elijas. Te explicamos qué incluye la instalación básica y qué se cobra aparte.',
};
const options = contentPageRouteOptions(copy);

export const Route = createFileRoute('/_default/politicas/politicas-instalacion')({
  ...options,
  component: () => <ContentPage copy={copy} />,
});
