import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/catalog/home-page';
import { loadHome } from '../../features/catalog/home.queries';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/')({
  staticData: { islands: true },
  loader: ({ context }) => loadHome(context),
  head: ({ match }) =>
    pageHead(
      'Electrodomésticos y servicios para tu hogar',
      'Aires acondicionados, televisores, estufas y calentadores con entrega, instalación y servicio técnico en República Dominicana.',
      { siteUrl: match.context.siteUrl, canonical: '/' },
    ),
  component: HomeRoute,
});

function HomeRoute() {
  const { store } = Route.useRouteContext();
  return <HomePage store={store} />;
}
