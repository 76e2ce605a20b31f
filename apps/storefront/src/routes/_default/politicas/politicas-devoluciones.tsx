import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageRouteOptions } from '../../../features/content/content-page.route';

const copy: ContentPageCopy = {
  slug: 'politicas-devoluciones',
  title: 'Política de devoluciones',
  description: 'Plazos y condiciones para devolver un producto.',
  intro:
    'Puedes devolver un producto sin usar y en su empaque original dentro del plazo indicado. Aquí te contamos cómo hacerlo.',
};
const options = contentPageRouteOptions(copy);

export const Route = createFileRoute('/_default/politicas/politicas-devoluciones')({
  ...options,
  component: () => <ContentPage copy={copy} />,
});
