import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageRouteOptions } from '../../../features/content/content-page.route';

const copy: ContentPageCopy = {
  slug: 'politicas-privacidad',
  title: 'Política de privacidad',
  description: 'Qué datos personales guardamos y para qué los usamos.',
  intro:
    'Usamos tus datos solo para procesar tus pedidos, entregarlos y facturarlos. No los vendemos ni los compartimos con fines publicitarios.',
};
const options = contentPageRouteOptions(copy);

export const Route = createFileRoute('/_default/politicas/politicas-privacidad')({
  ...options,
  component: () => <ContentPage copy={copy} />,
});
