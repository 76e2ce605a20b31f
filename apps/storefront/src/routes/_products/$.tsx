import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  categoryBySlugPath,
  categoryPath,
  categoryTrail,
  childCategories,
  isAirConditioner,
} from '@vitrina/core';
import { CatalogListingPage } from '../../features/catalog/catalog-listing-page';
import { loadListing } from '../../features/catalog/listing-loader';
import { ProductListingSkeleton } from '../../features/catalog/product-listing';
import { listingHref, readListingSearch } from '../../features/catalog/listing-search';
import { pageHead } from '../../lib/page-head';
import { cardAddToCart } from '../-catalog-wiring';

export const Route = createFileRoute('/_products/$')({
  staticData: { islands: true },
  validateSearch: readListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const category = categoryBySlugPath(params._splat ?? '');
    // An unknown path is a 404 with the path (spec §8), not an empty category.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
    if (!category) throw notFound();
    const trail = categoryTrail(category.id);
    // A sub-type's listing (mini split) holds ACs: the store files them under 193 too.
    const listing = await loadListing(
      context,
      { category: category.id },
      { ...deps, categoria: undefined },
      isAirConditioner(trail.map((step) => step.id)),
    );
    return {
      ...listing,
      name: category.name,
      pathname: `/${categoryPath(category.id)}`,
      trail: [
        { label: 'Inicio', href: '/' },
        ...trail.map((step) => ({ label: step.name, href: `/${categoryPath(step.id)}` })),
      ],
      subcategories: childCategories(category.id).map((child) => ({
        name: child.name,
        href: `/${categoryPath(child.id)}`,
      })),
    };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(
          loaderData.name,
          `${loaderData.name} con precios en RD$, garantía y entrega a domicilio en República Dominicana.`,
          {
            siteUrl: match.context.siteUrl,
            canonical: listingHref(loaderData.pathname, { page: match.search.page }),
          },
        )
      : {},
  pendingComponent: ProductListingSkeleton,
  component: CategoryPage,
});

function CategoryPage() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { store, siteUrl } = Route.useRouteContext();
  return (
    <CatalogListingPage
      store={store}
      siteUrl={siteUrl}
      query={data.query}
      withAirConditionerFilters={data.withAirConditionerFilters}
      title={data.name}
      intro={<p>Precios en RD$, existencia al día y entrega a domicilio en todo el país.</p>}
      trail={data.trail.map((crumb, index) =>
        index === data.trail.length - 1 ? { label: crumb.label } : crumb,
      )}
      pathname={data.pathname}
      search={search}
      filters={{ brands: true, subcategories: data.subcategories }}
      onApply={(next) => void navigate({ search: next })}
      renderActions={cardAddToCart}
    />
  );
}
