import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, type ContentPageCopy } from '../../../features/content/content-page';
import { contentPageRouteOptions } from '../../../features/content/content-page.route';

const copy: ContentPageCopy = {
  slug: 'politicas-seguridad',
  title: 'Política de seguridad',
  description: 'Cómo protegemos tu cuenta, tus pagos y tus datos.',
  intro:
    'Protegemos tu cuenta y tus pagos: los datos de tu tarjeta se escriben solo en la página segura de la pasarela de pago.',
};
const options = contentPageRouteOptions(copy);

export const Route = createFileRoute('/_default/politicas/politicas-seguridad')({
  ...options,
  component: () => <ContentPage copy={copy} />,
});
