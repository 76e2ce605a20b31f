import { createFileRoute } from '@tanstack/react-router';
import { loadServices, ServicesPage } from '../../../features/catalog/services-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_default/servicios/')({
  staticData: { islands: true },
  loader: ({ context }) => loadServices(context),
  head: ({ match }) =>
    pageHead(
      'Servicios',
      'Instalación, diagnóstico, mantenimiento y desinstalación de aires acondicionados y otros equipos.',
      { siteUrl: match.context.siteUrl, canonical: '/servicios' },
    ),
  component: ServiciosRoute,
});

function ServiciosRoute() {
  const { store } = Route.useRouteContext();
  return <ServicesPage store={store} />;
}
