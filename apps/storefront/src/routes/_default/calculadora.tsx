import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AIR_CONDITIONER_CATEGORY_ID } from '@vitrina/core';
import { BtuCalculatorPage } from '../../features/calculator/btu-calculator-page';
import { readBtuSearch } from '../../features/calculator/btu-search';
import { productListingQueryOptions } from '../../features/catalog/catalog.queries';
import { installationServicesQuery } from '../../features/catalog/product-extras';
import type { StoreLoader } from '../../lib/api';
import { pageHead } from '../../lib/page-head';
import { cardAddToCart } from '../-catalog-wiring';

// The calculator reads the catalogue's own listing: every air conditioner in one call.
const airConditioners = (store: StoreLoader) =>
  productListingQueryOptions(store, { category: AIR_CONDITIONER_CATEGORY_ID, per_page: 100 });

export const Route = createFileRoute('/_default/calculadora')({
  staticData: { islands: true },
  validateSearch: readBtuSearch,
  loaderDeps: ({ search }) => ({ calculated: search.personas !== undefined }),
  loader: async ({ context, deps }) => {
    if (!deps.calculated) return;
    await Promise.all([
      context.queryClient.ensureQueryData(airConditioners(context.store)),
      context.queryClient.ensureQueryData(installationServicesQuery(context.store)),
    ]);
  },
  head: () =>
    pageHead(
      'Calculadora de BTU',
      'Calcula cuántos BTU necesita el aire acondicionado de tu habitación, compara equipos y lo que gastarían de electricidad al mes.',
    ),
  component: CalculadoraPage,
});

function CalculadoraPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { store } = Route.useRouteContext();
  const calculated = search.personas !== undefined;
  const units = useQuery({ ...airConditioners(store), enabled: calculated });
  const installations = useQuery({ ...installationServicesQuery(store), enabled: calculated });
  const catalogue =
    units.isError || installations.isError
      ? {
          status: 'error' as const,
          retry: () => {
            void units.refetch();
            void installations.refetch();
          },
        }
      : units.data && installations.data
        ? {
            status: 'success' as const,
            units: units.data.items,
            installations: installations.data.items,
          }
        : { status: 'pending' as const };
  return (
    <BtuCalculatorPage
      search={search}
      onCalculate={(next) => void navigate({ search: next, resetScroll: false })}
      catalogue={catalogue}
      addToCart={cardAddToCart}
    />
  );
}
