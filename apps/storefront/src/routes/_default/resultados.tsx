import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { rootCategories } from '@vitrina/core';
import { CatalogListing } from '../../features/catalog/catalog-listing-page';
import { searchQueryOptions } from '../../features/catalog/catalog.queries';
import { loadSearchResults } from '../../features/catalog/listing-loader';
import { listingHref, readListingSearch } from '../../features/catalog/listing-search';
import { ProductListingSkeleton } from '../../features/catalog/product-listing';
import { pageHead } from '../../lib/page-head';
import { RouterLink } from '../../lib/router-link';
import { cardAddToCart } from '../-catalog-wiring';

const categories = rootCategories('product').map(({ id, name }) => ({ id, name }));

export const Route = createFileRoute('/_default/resultados')({
  staticData: { islands: true },
  validateSearch: readListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSearchResults(context, deps),
  head: () =>
    pageHead('Resultados de búsqueda', 'Productos y servicios que coinciden con tu búsqueda.'),
  pendingComponent: ProductListingSkeleton,
  component: ResultsPage,
});

function ResultsPage() {
  const { request } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { store, siteUrl, search: shopSearch } = Route.useRouteContext();
  const { data: results } = useSuspenseQuery(searchQueryOptions(shopSearch, request));
  return (
    <CatalogListing
      store={store}
      siteUrl={siteUrl}
      listing={results}
      withAirConditionerFilters={false}
      title="Resultados de búsqueda"
      intro={
        <>
          <p>
            {search.q
              ? `Productos que coinciden con «${search.q}».`
              : 'Escribe en el buscador lo que necesitas: una marca, un tipo de equipo o un servicio.'}
          </p>
          {results.correction === null ? null : (
            <p className="mt-2 text-ink">
              Quizás quisiste decir{' '}
              <RouterLink
                href={listingHref('/resultados', { q: results.correction })}
                className="font-semibold text-brand-700 underline"
              >
                {results.correction}
              </RouterLink>
            </p>
          )}
        </>
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
