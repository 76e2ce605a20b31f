import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageRouteOptions } from '../../../features/content/content-page.route';

const copy: ContentPageCopy = {
  slug: 'politicas-garantia',
  title: 'Política de garantía',
  description: 'Cómo funciona la garantía de los productos y servicios comprados en Vitrina.',
  intro:
    'Todos los productos nuevos tienen la garantía del fabricante. Aquí te explicamos qué cubre, por cuánto tiempo y cómo reclamarla.',
};
const options = contentPageRouteOptions(copy);

export const Route = createFileRoute('/_default/politicas/politicas-garantia')({
  ...options,
  component: () => <ContentPage copy={copy} />,
});
