import { createFileRoute, notFound } from '@tanstack/react-router';
import { rootCategories } from '@vitrina/core';
import { brandsQueryOptions } from '../../../features/catalog/catalog.queries';
import { CatalogListingPage } from '../../../features/catalog/catalog-listing-page';
import { loadListing } from '../../../features/catalog/listing-loader';
import { listingHref, readListingSearch } from '../../../features/catalog/listing-search';
import { ProductListingSkeleton } from '../../../features/catalog/product-listing';
import { pageHead } from '../../../lib/page-head';
import { cardAddToCart } from '../../-catalog-wiring';

const categories = rootCategories('product').map(({ id, name }) => ({ id, name }));

export const Route = createFileRoute('/_products/marcas/$slug')({
  staticData: { islands: true },
  validateSearch: readListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const brands = await context.queryClient.ensureQueryData(brandsQueryOptions(context.store));
    const brand = brands.find((candidate) => candidate.slug === params.slug);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
    if (!brand) throw notFound();
    const listing = await loadListing(
      context,
      { brandSlug: brand.slug },
      { ...deps, marca: undefined },
      false,
    );
    return { ...listing, brand: brand.name, pathname: `/marcas/${brand.slug}` };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(
          loaderData.brand,
          `Productos ${loaderData.brand} con garantía y entrega en República Dominicana.`,
          {
            siteUrl: match.context.siteUrl,
            canonical: listingHref(loaderData.pathname, { page: match.search.page }),
          },
        )
      : {},
  pendingComponent: ProductListingSkeleton,
  component: BrandPage,
});

function BrandPage() {
  const { query, brand, pathname } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { store, siteUrl } = Route.useRouteContext();
  return (
    <CatalogListingPage
      store={store}
      siteUrl={siteUrl}
      query={query}
      withAirConditionerFilters={false}
      title={brand}
      intro={
        <p>
          Todos los productos de {brand} disponibles en la tienda, con garantía oficial y entrega a
          domicilio.
        </p>
      }
      trail={[{ label: 'Inicio', href: '/' }, { label: 'Marcas' }, { label: brand }]}
      pathname={pathname}
      search={search}
      filters={{ brands: false, categories }}
      onApply={(next) => void navigate({ search: next })}
      renderActions={cardAddToCart}
    />
  );
}
