import { createFileRoute } from '@tanstack/react-router';
import { FinancingPage } from '../../features/financing/financing-page';
import { readFinancingSearch } from '../../features/financing/financing-search';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/financiamiento')({
  staticData: { islands: true },
  validateSearch: readFinancingSearch,
  head: () =>
    pageHead(
      'Financiamiento',
      'Calcula tu cuota mensual y compara los planes de financiamiento para tus electrodomésticos, desde 0 % de interés.',
    ),
  component: FinanciamientoPage,
});

function FinanciamientoPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FinancingPage
      search={search}
      onCalculate={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
