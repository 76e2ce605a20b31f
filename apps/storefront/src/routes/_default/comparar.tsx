import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { productsByIdsQueryOptions } from '../../features/catalog/catalog.queries';
import { ComparePage } from '../../features/catalog/compare-page';
import {
  compareCandidatesQuery,
  loadComparison,
  sameKind,
} from '../../features/catalog/compare.queries';
import { idListText, readIdList, type IdListText } from '../../features/catalog/listing-search';
import { pageHead } from '../../lib/page-head';

type CompareSearch = { ids?: IdListText | undefined };

export const Route = createFileRoute('/_default/comparar')({
  staticData: { islands: true },
  validateSearch: (search: Record<string, unknown>): CompareSearch => ({
    ids: idListText(readIdList(search['ids'])),
  }),
  loaderDeps: ({ search }) => ({ ids: readIdList(search.ids) }),
  loader: ({ context, deps }) => loadComparison(context, deps.ids),
  head: () =>
    pageHead(
      'Comparar productos',
      'Compara precio, existencia y características de electrodomésticos del mismo tipo.',
    ),
  component: CompareRoute,
});

function CompareRoute() {
  const { store } = Route.useRouteContext();
  const ids = readIdList(Route.useSearch().ids);
  const products = useSuspenseQuery(productsByIdsQueryOptions(store, ids)).data;
  const { kind, kept, mixedKinds } = sameKind(products);
  const candidates = useQuery({
    ...compareCandidatesQuery(
      store,
      kind ?? 0,
      kept.map((product) => product.id),
    ),
    enabled: kind !== undefined,
  }).data;
  return (
    <ComparePage
      products={kept}
      candidates={kind === undefined ? [] : (candidates?.items ?? [])}
      mixedKinds={mixedKinds}
    />
  );
}
