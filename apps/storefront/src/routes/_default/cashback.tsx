import { createFileRoute } from '@tanstack/react-router';
import { CashbackPage } from '../../features/cashback/cashback-page';
import { cashbackQueryOptions } from '../../features/cashback/cashback.queries';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/cashback')({
  staticData: { islands: true },
  loader: ({ context }) => context.queryClient.prefetchQuery(cashbackQueryOptions(context)),
  head: () =>
    pageHead(
      'Cashback',
      'Promociones de cashback de los bancos dominicanos en Vitrina: porcentaje, tope, vigencia y condiciones.',
    ),
  component: CashbackRoute,
});

function CashbackRoute() {
  const context = Route.useRouteContext();
  return <CashbackPage context={context} />;
}
