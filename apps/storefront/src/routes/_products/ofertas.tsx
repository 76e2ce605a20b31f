import { createFileRoute } from '@tanstack/react-router';
import { rootCategories } from '@vitrina/core';
import { CatalogListingPage } from '../../features/catalog/catalog-listing-page';
import { loadListing } from '../../features/catalog/listing-loader';
import { listingHref, readListingSearch } from '../../features/catalog/listing-search';
import { ProductListingSkeleton } from '../../features/catalog/product-listing';
import { pageHead } from '../../lib/page-head';
import { cardAddToCart } from '../-catalog-wiring';

const categories = rootCategories('product').map(({ id, name }) => ({ id, name }));

export const Route = createFileRoute('/_products/ofertas')({
  staticData: { islands: true },
  validateSearch: readListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadListing(context, { onSale: true }, deps, false),
  head: ({ match }) =>
    pageHead('Ofertas', 'Electrodomésticos en oferta con precios rebajados en RD$.', {
      siteUrl: match.context.siteUrl,
      canonical: listingHref('/ofertas', { page: match.search.page }),
    }),
  pendingComponent: ProductListingSkeleton,
  component: OfertasPage,
});

function OfertasPage() {
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
      title="Ofertas"
      intro={<p>Productos con precio rebajado por tiempo limitado, mientras haya existencia.</p>}
      trail={[{ label: 'Inicio', href: '/' }, { label: 'Ofertas' }]}
      pathname="/ofertas"
      search={search}
      filters={{ brands: true, categories }}
      onApply={(next) => void navigate({ search: next })}
      renderActions={cardAddToCart}
    />
  );
}
