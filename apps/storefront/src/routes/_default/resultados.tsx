import { createFileRoute } from '@tanstack/react-router';
import { rootCategories } from '@vitrina/core';
import { CatalogListingPage } from '../../features/catalog/catalog-listing-page';
import { loadListing } from '../../features/catalog/listing-loader';
import { readListingSearch } from '../../features/catalog/listing-search';
import { ProductListingSkeleton } from '../../features/catalog/product-listing';
import { pageHead } from '../../lib/page-head';
import { cardAddToCart } from '../-catalog-wiring';

const categories = rootCategories('product').map(({ id, name }) => ({ id, name }));

export const Route = createFileRoute('/_default/resultados')({
  staticData: { islands: true },
  validateSearch: readListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadListing(context, {}, deps, false),
  head: () =>
    pageHead('Resultados de búsqueda', 'Productos y servicios que coinciden con tu búsqueda.'),
  pendingComponent: ProductListingSkeleton,
  component: ResultsPage,
});

function ResultsPage() {
  const { query } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { store, siteUrl } = Route.useRouteContext();
  return (
    <CatalogListingPage
      store={store}
      siteUrl={siteUrl}
      query={query}
      withAirConditionerFilters={false}
      title="Resultados de búsqueda"
      intro={
        <p>
          {search.q
            ? `Productos que coinciden con «${search.q}».`
            : 'Escribe en el buscador lo que necesitas: una marca, un tipo de equipo o un servicio.'}
        </p>
      }
      trail={[{ label: 'Inicio', href: '/' }, { label: 'Resultados de búsqueda' }]}
      pathname="/resultados"
      search={search}
      filters={{ brands: true, categories }}
      onApply={(next) => void navigate({ search: next })}
      renderActions={cardAddToCart}
    />
  );
}
